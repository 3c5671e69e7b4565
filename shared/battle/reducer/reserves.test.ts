import { describe, expect, it } from 'vitest';
import { rollD6 } from '../../core/rng.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import type { Reserves } from '../objectiveTypes.ts';
import { drawSecrets, heroType } from '../rules/heroes.ts';
import { checkVictory } from '../rules/victory.ts';
import { viewFor } from '../queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { apply } from './apply.ts';

// HC-06 Reserves in the engine (reducer/reserves.ts): "each figure in reserve enters each turn on a
// 5+ on a D6": rolled at each turn's start with the state's generator, coming on at a free square of
// its side's deploy area (row 0 for side 0, the last row for side 1 on a test map), with its hero.

const map = textMap(['....', '....', '....', '....']);
const RESERVES: Reserves = { figures: [{ side: 0, type: 'agents', hero: 'iron-warden' }, { side: 1, type: 'thugs' }, { side: 1, type: 'thugs' }], entersOn: 5, effect: 'Reserves' };

function battle(seed: number, reserves: Reserves = RESERVES, over: Partial<BattleState> = {}): BattleState {
  return testBattle(map, [testUnit('A1', 0, 0, 1), testUnit('B1', 1, 3, 2)], seed, { scenario: testScenario({ objectives: { reserves } }), ...over });
}

function endTurn(state: BattleState): { state: BattleState; events: BattleEvent[] } {
  const events: BattleEvent[] = [];
  let s = state;
  while (s.turn === state.turn && s.phase !== 'over') {
    const c: Command = s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' };
    const r = apply(s, s.active, c);
    if (!r.ok) throw new Error(r.error.message);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('HC-06 Reserves in the engine', () => {
  it('HC-06 each waiting figure rolls a D6 at the turn\'s start (the state\'s generator); on 5+ it comes on in its deploy area, with its hero', () => {
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const s = battle(seed);
      let rng = s.rng;
      const expected = RESERVES.figures.map(() => {
        let d;
        [d, rng] = rollD6(rng);
        return d;
      });
      const r = endTurn(s);
      const ev = r.events.find((e) => e.type === 'reserves');
      if (!ev || ev.type !== 'reserves') throw new Error('no reserves event');
      expect(ev.rolls.map((x) => x.roll)).toEqual(expected);
      const came = RESERVES.figures.filter((_, i) => expected[i] >= 5);
      expect(r.state.waiting).toEqual(RESERVES.figures.filter((_, i) => expected[i] < 5));
      expect(r.state.units.length).toBe(2 + came.length);
      for (const x of ev.rolls.filter((x) => x.unitId)) {
        const u = r.state.units.find((v) => v.id === x.unitId)!;
        expect(u.y).toBe(u.side === 0 ? 0 : 3);
        expect(u.type).toBe(x.unitType);
        outcomes.add(`${u.side}`);
      }
      const hero = r.state.heroes.find((h) => h.id === 'iron-warden');
      expect(!!hero).toBe(expected[0] >= 5);
      if (hero) {
        expect(hero.unitId).toBe('A2');
        // The hero's secrets come from the generator after the figures' dice.
        expect(hero.secrets).toEqual(drawSecrets(heroType('iron-warden')!, rng)[0]);
      }
      if (!came.length) expect(r.state.rng).toEqual(rng);
    }
    expect([...outcomes].sort()).toEqual(['0', '1']);
  });

  it('HC-06 a side whose figures are all waiting is not destroyed; with no free square a figure that rolled 5+ waits', () => {
    const s = battle(1, RESERVES, { units: [testUnit('A1', 0, 1, 1)] });
    expect(checkVictory(s, s.scenario)).toBeNull();
    expect(checkVictory({ ...s, waiting: [] }, s.scenario)?.winners).toEqual([0]);
    const full = battle(3, { ...RESERVES, entersOn: 1 }, { units: [testUnit('A1', 0, 1, 1), ...[0, 1, 2, 3].map((x) => testUnit(`B${x + 1}`, 1, x, 3))] });
    const r = endTurn(full);
    const ev = r.events.find((e) => e.type === 'reserves');
    if (!ev || ev.type !== 'reserves') throw new Error('no reserves event');
    expect(ev.rolls.map((x) => !!x.noRoom)).toEqual([false, true, true]);
    expect(r.state.waiting).toEqual(RESERVES.figures.slice(1));
  });
});

describe('HC-06 Relationship in the engine', () => {
  const REL: Reserves = { figures: [{ side: 1, type: 'thugs', turn: 3, name: 'Rival of Iron Warden' }], entersOn: 5, effect: 'Relationship' };

  it('HC-06 a Relationship comes on at the start of its turn without a die; its turn is hidden from the players, and its side may still lose before it comes', () => {
    const s = battle(4, REL);
    const two = endTurn(s);
    expect(two.state.rng).toEqual(s.rng);
    expect(two.events.some((e) => e.type === 'reserves')).toBe(false);
    expect(two.state.units).toHaveLength(2);
    const three = endTurn(two.state);
    const ev = three.events.find((e) => e.type === 'reserves');
    expect(ev).toMatchObject({ turn: 3, rolls: [{ side: 1, name: 'Rival of Iron Warden', unitId: 'B2' }] });
    expect(three.state.units.find((u) => u.id === 'B2')!.y).toBe(3);
    expect(three.state.waiting).toEqual([]);
    for (const side of [0, 1]) expect(viewFor(s, side).scenario.objectives!.reserves!.figures[0].turn).toBeUndefined();
    expect(viewFor(s).scenario.objectives!.reserves!.figures[0].turn).toBe(3);
    expect(viewFor({ ...s, waiting: REL.figures }, 0).waiting![0].turn).toBeUndefined();
    const alone = battle(4, REL, { units: [testUnit('A1', 0, 0, 1)] });
    expect(checkVictory(alone, alone.scenario)?.winners).toEqual([0]);
  });
});
