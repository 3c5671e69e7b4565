import { describe, expect, it } from 'vitest';
import { aiRng, seedOf } from '../../ai/aiRng.ts';
import { LEVELS } from '../../ai/levels.ts';
import { playOut } from '../../ai/playOut.ts';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { generateWithOverrides } from '../../combatSetup/overrides.ts';
import { BOARDS, sampleSetup, STEP, TEAM } from '../../combatSetup/testing.ts';
import { legalCommands } from '../queries/legal.ts';
import { hasWaiting } from '../rules/reserves.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { reservesArrive } from './reserves.ts';
import type { BattleEvent } from '../events.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Issue 11, HC-06 Already There: "1/3 of its forces appear anywhere on the board entering from some
// kind of pre-prepared concealment ... the first time they act."

function alreadyThereBattle(seed: number) {
  const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, seed, [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'already-there' }]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return { setup: r.setup, ...battleFromSetup(r.setup, repoMap(r.setup.board.name), { id: `already-there-${seed}` }) };
}

const scenario = testScenario({ objectives: { reserves: { figures: [{ side: 0, type: 'agents', concealed: true }, { side: 1, type: 'agents' }], entersOn: 5, effect: 'Already There' }, alreadyThere: { side: 0, effect: 'Already There' } } });
const map = textMap(['.....', '.#...', '.....']);
const start = () => testBattle(map, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 4, 2)], 1, { scenario });
const { step, refusal } = reducerFor(scenario);

describe('HC-06 Already There in play', () => {
  it('the combat step holds a third of the side\'s units back (to the nearest unit, never all), as concealed figures with their heroes', () => {
    for (const seed of [2, 5, 9]) {
      const { setup, scenario: s, map: m } = alreadyThereBattle(seed);
      const d = setup.complications.list.find((c) => c.id === 'already-there')!.details[0];
      if (d.kind !== 'already-there') throw new Error('no detail');
      const side = d.side === 'heroes' ? 0 : 1;
      const concealed = s.objectives?.reserves?.figures.filter((f) => f.concealed) ?? [];
      const onBoard = s.sides[side].units.length;
      expect(concealed.length).toBe(Math.min(Math.round((onBoard + concealed.length) / 3), onBoard + concealed.length - 1));
      expect(concealed.every((f) => f.side === side)).toBe(true);
      expect(onBoard).toBeGreaterThan(0);
      if (side === 0) expect([...(s.sides[0].heroes ?? []), ...concealed.map((f) => f.hero)].filter(Boolean).sort()).toEqual(battleFromSetup({ ...setup, complications: { ...setup.complications, list: [] } }, repoMap(setup.board.name)).scenario.sides[0].heroes!.slice().sort());
      const c = m.complications!.find((x) => x.id === 'already-there')!;
      expect(c.inForce).toBe(concealed.length > 0);
    }
  });

  it('with Reserves too (generated steps): in force exactly when a figure is held back, listed not in force otherwise', () => {
    let held = 0;
    for (const seed of [19, 20, 33, 47, 49, 57, 82, 90]) {
      const setup = sampleSetup(seed);
      const { scenario: s, map: m, notInForce } = battleFromSetup(setup, repoMap(setup.board.name));
      const c = m.complications!.find((x) => x.id === 'already-there')!;
      const n = s.objectives?.reserves?.figures.filter((f) => f.concealed).length ?? 0;
      held += n;
      expect(c.inForce, `seed ${seed}`).toBe(n > 0);
      expect(notInForce.includes('HC-06: Already There')).toBe(n === 0);
    }
    expect(held).toBeGreaterThan(5);
    // Two heroes, Reserves sending one away: one left on the board, nothing to hold back.
    const r = generateWithOverrides({ step: STEP, heroes: TEAM.slice(0, 2), boards: BOARDS }, 1, [{ table: 'complication-count', set: 4 }, { table: 'complication', index: 0, set: 'already-there' }, { table: 'complication', index: 1, set: 'reserves' }]);
    if (!r.ok) throw new Error(r.errors.join('; '));
    const few = battleFromSetup(r.setup, repoMap(r.setup.board.name));
    expect(few.map.complications!.find((x) => x.id === 'already-there')!.inForce).toBe(false);
    expect(few.notInForce).toContain('HC-06: Already There');
    expect(few.scenario.objectives?.reserves?.figures.some((f) => f.concealed)).toBe(false);
  });

  it('a concealed figure comes on at an open square its side chooses, next to an enemy too: one action, its move, logged', () => {
    const s = start();
    expect(legalCommands(s, 0).filter((c) => c.type === 'emerge').length).toBe(15 - 1 - 2);
    const r = step(s, 0, { type: 'emerge', figure: 0, to: { x: 3, y: 2 } });
    const u = r.state.units.find((x) => x.id === 'A2')!;
    expect([u.x, u.y, u.moved, u.type]).toEqual([3, 2, true, 'agents']);
    expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
    expect(r.state.waiting).toEqual([{ side: 1, type: 'agents' }]);
    expect(r.events).toContainEqual({ type: 'emerged', side: 0, unitId: 'A2', unitType: 'agents', at: { x: 3, y: 2 } });
    // Once on the board it is no longer concealed: nothing more to bring on.
    expect(legalCommands(r.state, 0).some((c) => c.type === 'emerge')).toBe(false);
  });

  it('refused: a square with a unit or that no unit can stand on, a figure not concealed or not yours, outside the move phase, without actions, before the fight', () => {
    const s = start();
    expect(refusal(s, 0, { type: 'emerge', figure: 0, to: { x: 1, y: 1 } })).toBe('not-open');
    expect(refusal(s, 0, { type: 'emerge', figure: 0, to: { x: 4, y: 2 } })).toBe('not-open');
    expect(refusal(s, 0, { type: 'emerge', figure: 0, to: { x: 9, y: 0 } })).toBe('not-open');
    expect(refusal(s, 0, { type: 'emerge', figure: 1, to: { x: 2, y: 2 } })).toBe('not-concealed');
    expect(refusal(s, 0, { type: 'emerge', figure: 5, to: { x: 2, y: 2 } })).toBe('not-concealed');
    expect(refusal({ ...s, active: 1 }, 1, { type: 'emerge', figure: 0, to: { x: 2, y: 2 } })).toBe('not-your-unit');
    expect(refusal({ ...s, phase: 'resources' }, 0, { type: 'emerge', figure: 0, to: { x: 2, y: 2 } })).toBe('wrong-phase');
    expect(refusal({ ...s, actionsLeft: 0 }, 0, { type: 'emerge', figure: 0, to: { x: 2, y: 2 } })).toBe('no-actions');
    expect(refusal({ ...s, turn: 0 }, 0, { type: 'emerge', figure: 0, to: { x: 2, y: 2 } })).toBe('personal-only');
  });

  it('no reserve die for a concealed figure, and its side is not beaten while it waits', () => {
    const s = start();
    const events: BattleEvent[] = [];
    const next = reservesArrive(s, events);
    expect(next.waiting!.some((f) => f.concealed)).toBe(true);
    const rolls = events.flatMap((e) => (e.type === 'reserves' ? e.rolls : []));
    expect(rolls.every((r) => r.side === 1)).toBe(true);
    expect(hasWaiting(s, 0)).toBe(true);
  });

  it('the scripted levels bring their concealed figures on and never give a refused command', () => {
    let emerged = 0;
    for (const seed of [2, 5, 9, 14]) {
      const { scenario: sc, map: m } = alreadyThereBattle(seed);
      const levels = LEVELS.filter((l) => l.id !== 'captain');
      const out = playOut(sc, m, seed, 20000, (side) => {
        const level = levels[(seed + side) % levels.length];
        return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${sc.id}:${side}`)) };
      });
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result, `seed ${seed}`).not.toBeNull();
      emerged += (sc.objectives?.reserves?.figures.filter((f) => f.concealed).length ?? 0) - (out.state.waiting ?? []).filter((f) => f.concealed).length;
    }
    expect(emerged).toBeGreaterThan(3);
  }, 120_000);
});
