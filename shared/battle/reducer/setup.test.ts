import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../ai/simplePlayer.ts';
import type { BattleState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { pendingOf } from '../queries/pending.ts';
import { viewFor } from '../queries/view.ts';
import type { Scenario } from '../scenario.ts';
import { reducerFor, testScenario, textMap } from '../testing.ts';
import { apply, createBattle } from './apply.ts';
import { check } from './guards.ts';

// SW-10 set-up with heroes: "The second player and first player should take turns placing units and
// heroes, in that order. If one side has more units or heroes, place them at the end." A hero is placed
// by pairing it with one of its side's units already on the board (SW-07: a hero is always with a unit).

const open = textMap(['..........', '..........', '..........', '..........', '..........', '..........']);
const sc: Scenario = testScenario({
  sides: [
    { name: 'Agency', units: ['agents', 'police'], heroes: ['enforcer'] },
    { name: 'Cult', units: ['cultists'], heroes: ['high-priest'] },
  ],
});
const { step, refusal } = reducerFor(sc);

function setUp(scenario = sc): BattleState {
  const created = createBattle(scenario, open, 5, { deployment: 'players' });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}

const heroHosts = (s: BattleState) => Object.fromEntries(s.heroes.map((h) => [h.id, h.unitId]));

describe('set-up with heroes', () => {
  it('SW-10 heroes wait off the board and are placed in the alternation, each as its own turn, with a unit already placed', () => {
    let s = setUp();
    expect([s.phase, s.active]).toEqual(['deploy', 1]);
    expect(heroHosts(s)).toEqual({ enforcer: null, 'high-priest': null });
    // Nothing of the Cult's on the board yet: its hero has nobody to go with.
    expect(refusal(s, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' })).toBe('no-such-unit');
    expect(legalCommands(s, 1).some((c) => c.type === 'placeHero')).toBe(false);

    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 4, y: 5 } }).state;
    expect(s.active).toBe(0);
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 4, y: 0 } }).state;
    expect(s.active).toBe(1);
    expect(legalCommands(s, 1).filter((c) => c.type === 'placeHero')).toEqual([{ type: 'placeHero', heroId: 'high-priest', unitId: 'B1' }]);
    const placed = step(s, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' });
    expect(placed.events).toEqual([{ type: 'heroPlaced', heroId: 'high-priest', unitId: 'B1', side: 1 }]);
    s = placed.state;
    // The hero's placement was the Cult's turn; the Cult has nothing left, so the Agency places its extras at the end.
    expect(s.active).toBe(0);
    // The Agency's hero goes with the police (A2), not the costlier agents: the player chooses.
    s = step(s, 0, { type: 'placeHero', heroId: 'enforcer', unitId: 'A2' }).state;
    expect([s.phase, s.active]).toEqual(['deploy', 0]);
    const done = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 5, y: 0 } });
    expect([done.state.phase, done.state.active, done.state.turn]).toEqual(['move', 0, 1]);
    expect(heroHosts(done.state)).toEqual({ enforcer: 'A2', 'high-priest': 'B1' });
  });

  it('SW-10 a side whose units are all placed still has its heroes to place before the battle starts', () => {
    let s = setUp();
    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 4, y: 5 } }).state;
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 4, y: 0 } }).state;
    s = step(s, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' }).state;
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 5, y: 0 } }).state;
    expect([s.phase, s.active, s.reserves.length]).toEqual(['deploy', 0, 0]);
    expect(refusal(s, 0, { type: 'endPhase' })).toBe('wrong-phase');
    s = step(s, 0, { type: 'placeHero', heroId: 'enforcer', unitId: 'A1' }).state;
    expect(s.phase).toBe('move');
  });

  it('SW-10 a hero goes only with a unit of its own side on the board that has no hero, and only once', () => {
    let s = setUp();
    s = step(s, 1, { type: 'deploy', unitId: 'B1', to: { x: 4, y: 5 } }).state;
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 4, y: 0 } }).state;
    expect(refusal(s, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'A1' })).toBe('not-your-unit');
    expect(refusal(s, 1, { type: 'placeHero', heroId: 'enforcer', unitId: 'B1' })).toBe('not-your-hero');
    expect(refusal(s, 1, { type: 'placeHero', heroId: 'nobody', unitId: 'B1' })).toBe('no-such-hero');
    s = step(s, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' }).state;
    // Two heroes for the Cult: the second may not join B1, and the first may not be placed again.
    const two = { ...s, active: 1, heroes: [...s.heroes, { ...s.heroes[1], id: 'second', unitId: null }] };
    expect(check(two, 1, { type: 'placeHero', heroId: 'second', unitId: 'B1' })?.code).toBe('has-hero');
    expect(check(two, 1, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' })?.code).toBe('already-placed');
    const battle = step(step(s, 0, { type: 'deployAll' }).state, 0, { type: 'endPhase' }).state;
    expect(check(battle, battle.active, { type: 'placeHero', heroId: 'high-priest', unitId: 'B1' })?.code).toBe('wrong-phase');
  });

  it('SW-10 "place all" and the set-up clock put each waiting hero with its side\'s costliest unit without one', () => {
    let s = setUp();
    expect(pendingOf(s)?.onTimeout).toEqual({ type: 'deployAll' });
    s = step(s, 1, { type: 'deployAll' }).state;
    expect(heroHosts(s)).toEqual({ enforcer: null, 'high-priest': 'B1' });
    s = step(s, 0, { type: 'deploy', unitId: 'A2', to: { x: 4, y: 0 } }).state;
    s = step(s, 0, { type: 'deploy', unitId: 'A1', to: { x: 5, y: 0 } }).state;
    // Only the Agency's hero is left: the timeout default still applies and places it.
    const timeout = pendingOf(s)!.onTimeout;
    expect(check(s, 0, timeout)).toBeNull();
    const r = apply(s, 0, timeout);
    expect(r.ok && [r.state.phase, heroHosts(r.state)]).toEqual(['move', { enforcer: 'A1', 'high-priest': 'B1' }]);
  });

  it('SW-10 the scripted player places its units first, then its heroes each with its costliest free unit', () => {
    let s = setUp();
    const seen: string[] = [];
    while (s.phase === 'deploy') {
      const c = chooseCommand(viewFor(s, s.active), s.active)!;
      seen.push(`${s.active}:${c.type === 'deploy' ? c.unitId : c.type === 'placeHero' ? `${c.heroId}>${c.unitId}` : c.type}`);
      s = step(s, s.active, c).state;
    }
    expect(seen).toEqual(['1:B1', '0:A1', '1:high-priest>B1', '0:A2', '0:enforcer>A1']);
  });
});
