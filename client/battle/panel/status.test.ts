import { describe, expect, it } from 'vitest';
import type { BattleResult } from '../../../shared/battle/model.ts';
import { testBattle, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { bannerText, computerThinking, outcomeFor, resultHtml } from './status.ts';
import type { MatchView } from '../../../shared/protocol/messages.ts';
import type { BattleView } from '../../../shared/battle/model.ts';

// The result box names every winner: a team wins together (SW-01), so each of its sides reads "You won".

const open = textMap(['....', '....'], undefined, 3);
const over = (result: BattleResult) =>
  testBattle(open, [], 1, { phase: 'over', result, sideNames: ['Agency', 'Cult', 'Gang', 'Army'], resources: [0, 0, 0, 0], holdTurns: [0, 0, 0, 0] });

describe('result box', () => {
  it('SW-01 names every side of the winning team, and tells each of them they won', () => {
    const v = over({ winner: 0, winners: [0, 2], reason: 'Agency and Gang destroyed the enemy' });
    const html = resultHtml(v, 2);
    expect(html).toContain('Agency and Gang win');
    expect(html).toContain('You won, with your allies!');
    expect(resultHtml(v, 1)).toContain('You lost.');
    expect([0, 1, 2, 3].map((s) => outcomeFor(v, s))).toEqual(['won', 'lost', 'won', 'lost']);
    expect(outcomeFor(v, -1)).toBeNull();
  });

  it('one winner and a draw read as before', () => {
    expect(resultHtml(over({ winner: 1, winners: [1], reason: 'x' }), 1)).toContain('Cult wins</div><div class="result-you">You won!');
    const draw = over({ winner: null, winners: [], reason: 'y' });
    expect(resultHtml(draw, 0)).toContain('Draw');
    expect(outcomeFor(draw, 0)).toBe('draw');
  });
});

describe('the computer thinking (#10)', () => {
  const seat = (side: number, scripted: boolean) => ({ side, name: ['Agency', 'Cult'][side], taken: true, connected: !scripted, player: scripted ? null : 'Solo', scripted });
  const match = (o: Partial<MatchView<BattleView>>, phase: BattleView['phase'] = 'move'): MatchView<BattleView> =>
    ({ seats: [seat(0, false), seat(1, true)], started: true, deadline: 0, paused: false, waiting: { side: 1, what: 'move', decision: false }, game: { phase } as BattleView, ...o }) as MatchView<BattleView>;

  it("is shown while the battle waits on a scripted side, not on a person's, nor paused, unstarted or over", () => {
    expect(computerThinking(match({}))).toBe(1);
    expect(computerThinking(match({ waiting: { side: 0, what: 'move', decision: false } }))).toBeNull();
    expect(computerThinking(match({ paused: true }))).toBeNull();
    expect(computerThinking(match({ started: false }))).toBeNull();
    expect(computerThinking(match({ waiting: null }))).toBeNull();
    expect(computerThinking(match({}, 'over'))).toBeNull();
  });
});

describe('a combat step\'s deployment, preparation and turn 1 in the banner (HC-02, HC-03)', () => {
  const map = textMap(['....', '....'], undefined, 3);
  const scenario = testScenario({
    deployment: { first: 1, mode: 'whole-team', range: { low: 3, high: 10 }, type: 'Tactical Edge' },
    preparation: { name: 'Ambush', personalActions: [2, 0], turnOne: { A1: 0, A2: 1 } },
  });
  const seen = { side: 0, mine: true, seated: true };

  it('HC-03 the deploy prompt says who deploys first, how, and the range', () => {
    const v = testBattle(map, [], 1, { scenario, phase: 'deploy', active: 1 });
    expect(bannerText(v, { ...seen, mine: false })).toBe("Set-up: Cult places a unit or hero. Tactical Edge: Cult first, each side places its whole team; the other side within 3-10 squares of Cult's figures");
  });

  it('HC-02 the preparation says it is before turn 1, personal actions only, and how many are left', () => {
    const v = testBattle(map, [testUnit('A1', 0, 0, 0)], 1, { scenario, turn: 0, actionsLeft: 2 });
    expect(bannerText(v, seen)).toBe('Preparation (Ambush), before turn 1: personal actions only (move, fly, reorder a stack, move a hero): Agency has 2 personal actions left (your turn)');
  });

  it('HC-02 on turn 1 a player is told which of their units lost their actions', () => {
    const units = [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('A3', 0, 2, 0)];
    const v = testBattle(map, units, 1, { scenario });
    expect(bannerText(v, seen)).toBe('Turn 1, Agency moves: 3 actions left (your turn). A1 lost its turn-1 actions; A2 has 1 action on turn 1 (Ambush)');
    expect(bannerText(testBattle(map, units.slice(0, 1), 1, { scenario }), seen)).toContain('You lost your turn-1 actions (Ambush)');
    expect(bannerText({ ...v, turn: 2 }, seen)).toBe('Turn 2, Agency moves: 3 actions left (your turn)');
  });

  it('HC-02 a watcher (the gamemaster too) is told which units of the side moving now lost their actions', () => {
    const watching = { side: -1, mine: false, seated: true };
    const units = [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('A3', 0, 2, 0), testUnit('B1', 1, 3, 1)];
    const v = testBattle(map, units, 1, { scenario });
    expect(bannerText(v, watching)).toBe('Watching. Turn 1, Agency moves: 3 actions left. A1 lost its turn-1 actions; A2 has 1 action on turn 1 (Ambush)');
    expect(bannerText(testBattle(map, units.slice(0, 1), 1, { scenario }), watching)).toContain('every unit of Agency lost its turn-1 actions (Ambush)');
    expect(bannerText({ ...v, active: 1 }, watching)).toBe('Watching. Turn 1, Cult moves: 3 actions left');
  });

  it("HC-03 a side whose name ends in s owns its figures with an apostrophe alone: Heroes'", () => {
    const v = testBattle(map, [], 1, { scenario: { ...scenario, deployment: { ...scenario.deployment!, first: 0 } }, phase: 'deploy', sideNames: ['Heroes', 'Street gang'] });
    expect(bannerText(v, { ...seen, mine: false })).toContain("the other side within 3-10 squares of Heroes' figures");
  });
});
