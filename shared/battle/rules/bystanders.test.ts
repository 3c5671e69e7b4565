import { describe, expect, it } from 'vitest';
import type { BattleMap, BystanderGroup, Harm } from '../../map/battleMap.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import type { Countdown, StepObjectives } from '../objectiveTypes.ts';
import { apply } from '../reducer/apply.ts';
import type { StepTask } from '../taskTypes.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { bystanderCount, guarded, held } from './bystanders.ts';

// HC-06 Innocent Bystanders, Hostage Situation and a Death Trap over them (rules/bystanders.ts, run
// by apply after every command): led to safety, held, killed by explosions, blasts and the trap.

const TASK: StepTask = {
  side: 0, skills: ['perception'], dc: 15, effectiveDc: 15, when: 'during',
  limits: { id: 'all-one-at-a-time', text: 'All one at a time', attempters: 'all', together: false, allMustSucceed: false, difficulty: 0 },
  at: { x: 0, y: 5 }, place: 'test',
};
const TIME: Countdown = { kind: 'time-limit', name: 'Time Limit', effect: 'clock', start: 1, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'task-failed', knownBy: 'all', stoppedBy: 'nothing' };
const BOOM: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'boom', start: 1, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'blast', blast: { n: 2, sides: 14, plus: 0 }, knownBy: 'all', stoppedBy: 'nothing' };
const TRAP = { victims: 'dependents-present' as const, effect: 'trap' };

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const group = (x: number, y: number, count: number, over: Partial<BystanderGroup> = {}): BystanderGroup => ({ at: { x, y }, count, who: 'bystanders', status: 'present', ...over });
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);

function battle(groups: BystanderGroup[], units = [testUnit('A1', 0, 1, 2), testUnit('B1', 1, 8, 6)], objectives?: StepObjectives, over: Partial<BattleState> = {}, extra: Partial<BattleMap> = {}): BattleState {
  const scenario = testScenario({ task: TASK, ...(objectives ? { objectives } : {}), ...(over.scenario ?? {}) });
  return testBattle({ ...textMap(ROWS), bystanders: groups, ...extra }, units, 5, { heroes: [testHero('nightblade', 0, 'A1')], ...over, scenario });
}

function step(s: BattleState, c: Command) {
  const r = apply(s, s.active, c);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r;
}

/** Ends phases (passing in combat) until the next turn begins or the battle is over. */
function endTurn(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  const turn = state.turn;
  const events: BattleEvent[] = [];
  let s = state;
  while (s.turn === turn && s.phase !== 'over') {
    const r = step(s, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('HC-06 Innocent Bystanders and hostages on the map', () => {
  it('HC-06 a heroes\' unit ending a move at or next to bystanders with no enemy there leads them to safety; the others stay', () => {
    const s = battle([group(4, 2, 3), group(7, 2, 2)]);
    const r = step(s, { type: 'move', unitId: 'A1', to: { x: 3, y: 2 } });
    expect(of(r.events, 'bystanders')).toEqual([{ type: 'bystanders', what: 'saved', at: { x: 4, y: 2 }, count: 3, who: 'bystanders', why: 'led to safety', unitId: 'A1' }]);
    expect(r.state.map.bystanders!.map((g) => g.status)).toEqual(['saved', 'present']);
    expect(bystanderCount(r.state)).toEqual({ present: 2, held: 0, saved: 3, lost: 0, inTrap: 0 });
  });

  it('HC-06 an enemy unit at or next to them stops the rescue; an enemy\'s own unit beside them saves nobody', () => {
    const s = battle([group(4, 2, 3)], [testUnit('A1', 0, 1, 2), testUnit('B1', 1, 5, 3)]);
    const r = step(s, { type: 'move', unitId: 'A1', to: { x: 3, y: 2 } });
    expect(of(r.events, 'bystanders')).toEqual([]);
    expect(r.state.map.bystanders![0].status).toBe('present');
    const alone = battle([group(4, 2, 3)], [testUnit('A1', 0, 0, 6), testUnit('B1', 1, 5, 2)]);
    expect(step(alone, { type: 'endPhase' }).state.map.bystanders![0].status).toBe('present');
  });

  it('HC-06 never while deploying: a unit placed beside them does not lead them out', () => {
    const s = battle([group(1, 1, 3)], [testUnit('B1', 1, 8, 6)], undefined, { phase: 'deploy', reserves: [testUnit('A1', 0, -1, -1)] });
    const r = apply(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 1, y: 0 } });
    expect(r.ok && r.state.units.find((u) => u.id === 'A1')).toMatchObject({ x: 1, y: 0 });
    expect(r.state.map.bystanders![0].status).toBe('present');
  });

  it('HC-06 Hostage Situation: hostages are held until freed; while an enemy unit is at or next to them nobody frees them; once none is, a heroes\' unit beside them does', () => {
    const hostages = group(6, 4, 12, { who: 'hostages' });
    const s = battle([hostages], [testUnit('A1', 0, 5, 3), testUnit('B1', 1, 7, 5)]);
    expect(held(s.map.bystanders![0]) && guarded(s, s.map.bystanders![0])).toBe(true);
    expect(bystanderCount(s)).toMatchObject({ held: 12, present: 0 });
    const still = step(s, { type: 'endPhase' });
    expect(still.state.map.bystanders![0].status).toBe('present');
    // The guard is down: the next command frees them.
    const down = { ...s, units: s.units.map((u) => (u.id === 'B1' ? { ...u, condition: 'dead' as const } : u)) };
    expect(guarded(down, down.map.bystanders![0])).toBe(false);
    expect(bystanderCount(down)).toMatchObject({ held: 12, present: 0 });
    const r = step(down, { type: 'endPhase' });
    expect(bystanderCount(r.state)).toMatchObject({ held: 0, saved: 12 });
    expect(held(r.state.map.bystanders![0])).toBe(false);
    expect(of(r.events, 'bystanders')).toEqual([expect.objectContaining({ what: 'saved', who: 'hostages', count: 12, why: 'freed', unitId: 'A1' })]);
  });

  it('HC-06 an explosion kills the people within its burst; those further off live', () => {
    const heat: Harm = { attack: 6, type: 'heat', source: 'Explosive Objects' };
    const hazards = { explosives: { squares: [{ x: 4, y: 3 }], explodesOn: 4, burst: 2, harm: heat } };
    let exploded = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const units = [testUnit('A1', 0, 4, 0, { missileAttack: 8, missileRange: 5 }), testUnit('B1', 1, 4, 3, { vitality: 9 })];
      const s = { ...battle([group(6, 5, 2), group(8, 6, 4)], units, undefined, {}, { hazards }), rng: testBattle(textMap(ROWS), [], seed).rng };
      const r = step(s, { type: 'shoot', unitId: 'A1', targetId: 'B1' });
      const boom = of(r.events, 'explosive').some((e) => e.explodes);
      if (boom) exploded++;
      expect(r.state.map.bystanders!.map((g) => g.status)).toEqual([boom ? 'lost' : 'present', 'present']);
      if (boom) expect(of(r.events, 'bystanders')).toEqual([expect.objectContaining({ what: 'lost', at: { x: 6, y: 5 }, count: 2, why: 'caught in the explosion at (4,3)' })]);
    }
    expect(exploded).toBeGreaterThan(3);
  });

  it('HC-06 a Destruction Sequence\'s blast kills everyone still on the board; those led out are safe', () => {
    const s = battle([group(4, 2, 3), group(6, 6, 5, { status: 'saved' })], undefined, { countdowns: [BOOM] });
    const r = endTurn(s);
    expect(of(r.events, 'blast')).toHaveLength(1);
    expect(r.state.map.bystanders!.map((g) => g.status)).toEqual(['lost', 'saved']);
  });

  it('HC-06 Death Trap: the Time Limit failing the task kills those in the trap, not those led out', () => {
    const s = battle([group(4, 2, 3, { inTrap: true }), group(6, 6, 5, { inTrap: true, status: 'saved' })], undefined, { countdowns: [TIME], deathTrap: TRAP });
    const r = endTurn(s);
    expect(r.state.taskFailed).toBe('the Time Limit ran out');
    expect(of(r.events, 'bystanders')).toEqual([expect.objectContaining({ what: 'lost', count: 3, why: 'the task failed and the Death Trap closed' })]);
    expect(bystanderCount(r.state)).toEqual({ present: 0, held: 0, saved: 5, lost: 3, inTrap: 0 });
  });

  it('HC-06 Death Trap: a fight ending with the task not done kills those in the trap; the tally is logged at the end', () => {
    const s = battle([group(4, 2, 3, { inTrap: true }), group(6, 1, 2)], undefined, { deathTrap: TRAP }, { scenario: testScenario({ win: { destroy: true, lastTurn: 1 } }) });
    const r = endTurn(s);
    expect(r.state.phase).toBe('over');
    expect(r.state.map.bystanders!.map((g) => g.status)).toEqual(['lost', 'present']);
    expect(of(r.events, 'bystanderTally')).toEqual([{ type: 'bystanderTally', present: 2, held: 0, saved: 0, lost: 3, inTrap: 0 }]);
    expect(bystanderCount(s).inTrap).toBe(3);
    // The task done, the trap never closes, and nobody is counted in it any more.
    const done = { ...s, taskAttempts: [{ turn: 1, heroes: ['nightblade'], skill: 'perception' as const, degree: 'success' as const, rolls: [], dc: 15 }] } as unknown as BattleState;
    expect(bystanderCount(done).inTrap).toBe(0);
    expect(endTurn(done).state.map.bystanders!.map((g) => g.status)).toEqual(['present', 'present']);
  });

  it('HC-06 Death Trap with the task after the fight: those not led out stay in the trap at its end (the gamemaster\'s task decides); the Time Limit running out in the fight kills them', () => {
    const after = { ...TASK, when: 'after' as const };
    const groups = [group(4, 2, 3, { inTrap: true }), group(6, 6, 5, { inTrap: true, status: 'saved' })];
    const ending = battle(groups, undefined, { deathTrap: TRAP }, { scenario: testScenario({ task: after, win: { destroy: true, lastTurn: 1 } }) });
    expect(bystanderCount(ending).inTrap).toBe(3);
    const end = endTurn(ending);
    expect(end.state.phase).toBe('over');
    expect(end.state.map.bystanders!.map((g) => g.status)).toEqual(['present', 'saved']);
    expect(of(end.events, 'bystanderTally')).toEqual([{ type: 'bystanderTally', present: 3, held: 0, saved: 5, lost: 0, inTrap: 3 }]);
    const clock = battle(groups, undefined, { countdowns: [TIME], deathTrap: TRAP }, { scenario: testScenario({ task: after }) });
    const r = endTurn(clock);
    expect(r.state.taskFailed).toBe('the Time Limit ran out');
    expect(r.state.map.bystanders!.map((g) => g.status)).toEqual(['lost', 'saved']);
    expect(bystanderCount(r.state).inTrap).toBe(0);
  });
});
