import { describe, expect, it } from 'vitest';
import { aiRng, seedOf } from '../../ai/aiRng.ts';
import { LEVELS } from '../../ai/levels.ts';
import { playOut } from '../../ai/playOut.ts';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { sampleSetup } from '../../combatSetup/testing.ts';
import { repoMap } from '../../../test/repoMaps.ts';
import type { BattleMap } from '../../map/battleMap.ts';
import { legalCommands } from '../queries/legal.ts';
import { reachable } from '../rules/movement.ts';
import { lineOfSight } from '../rules/shooting.ts';
import { breachOdds, wallAt, wallDefend } from '../rules/walls.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';

/** The sample set-up of a seed and the battle it becomes (as server/cli/probeSupport.ts's stepBattleOf). */
function stepBattleOf(seed: number) {
  const setup = sampleSetup(seed);
  return { setup, ...battleFromSetup(setup, repoMap(setup.board.name), { id: `combat-step-${seed}` }) };
}

// Issue 11, HC-06 Hard / Weak Contested Zone: "surrounded by walls with resistance 2D10" (2D6), "through
// these or through breeches": a unit next to a wall square attacks it, Attack against the wall's Defend
// (half the resistance, rounded down, at least 1); a win opens the square.

const base = textMap(['.....', '.###.', '.....']);
const wallMap: BattleMap = {
  ...base,
  walls: [{ name: 'Hard Contested Zone', resistance: 9, defend: 4, squares: [{ x: 1, y: 1 }, { x: 2, y: 1 }, { x: 3, y: 1 }], broken: [] }],
  complications: [{ id: 'hard-contested-zone', name: 'Hard Contested Zone', effect: 'walls', inForce: true, rects: [], squares: [], changed: [{ x: 1, y: 1, terrain: 'barrier' }, { x: 2, y: 1, terrain: 'barrier' }, { x: 3, y: 1, terrain: 'barrier' }] }],
};
const scenario = testScenario();
const { step, refusal } = reducerFor(scenario);
const start = (seed = 1) => testBattle(wallMap, [testUnit('A1', 0, 2, 0, { attack: 4 }), testUnit('B1', 1, 2, 2)], seed, { scenario });

describe('HC-06 breakable walls', () => {
  it('the combat step makes each laid wall round the cube breakable: its squares, resistance and Defend (half, rounded down)', () => {
    let seen = 0;
    for (const seed of [10, 25, 41, 57, 60]) {
      const { setup, map } = stepBattleOf(seed);
      for (const w of map.walls ?? []) {
        seen++;
        const c = setup.complications.list.find((x) => x.name === w.name)!;
        const d = c.details.find((x) => 'walls' in x)!;
        if (!('walls' in d)) throw new Error('no walls');
        expect(w.resistance).toBe(d.walls.resistance.total);
        expect(w.defend).toBe(Math.max(1, Math.floor(w.resistance / 2)));
        expect(w.squares.length).toBeGreaterThan(0);
        for (const s of w.squares) expect(map.terrain[s.y * map.width + s.x]).toBe('barrier');
        expect(map.complications!.find((x) => x.name === w.name)!.how).toContain(`Defend ${w.defend} (resistance ${w.resistance})`);
      }
    }
    expect(seen).toBeGreaterThanOrEqual(5);
    expect([2, 3, 12, 13, 20].map(wallDefend)).toEqual([1, 1, 6, 6, 10]);
  });

  it('a win opens the square (terrain, the wall, the marks), logged; a loss leaves it; either way one action and the unit\'s attack of the turn', () => {
    const offered = legalCommands(start(), 0).filter((c) => c.type === 'breach').map((c) => (c as { at: { x: number } }).at.x);
    expect(offered.sort()).toEqual([1, 2, 3]);
    let broke = 0;
    let held = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const s = start(seed);
      const r = step(s, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } });
      const e = r.events.find((x) => x.type === 'breach')!;
      if (e.type !== 'breach') throw new Error('no event');
      expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
      expect(r.state.units.find((u) => u.id === 'A1')!.shot).toBe(true);
      expect(e.broken).toBe(e.roll.winner === 'a');
      const t = r.state.map.terrain[1 * 5 + 2];
      if (e.broken) {
        broke++;
        expect(t).toBe('clear');
        expect(wallAt(r.state.map, { x: 2, y: 1 })).toBeNull();
        expect(r.state.map.complications![0].changed![1]).toEqual({ x: 2, y: 1, terrain: 'clear' });
        // Open now: sight and steps pass through the breach.
        expect(lineOfSight(r.state.map, { x: 2, y: 0 }, { x: 2, y: 2 }).clear).toBe(true);
        expect(reachable({ ...r.state, units: r.state.units.map((u) => (u.id === 'A1' ? { ...u, moved: false } : u)) }, 'A1').some((q) => q.x === 2 && q.y === 1)).toBe(true);
      } else {
        held++;
        expect(t).toBe('barrier');
        expect(r.state.map.walls![0].broken).toEqual([]);
      }
    }
    expect(broke).toBeGreaterThan(0);
    expect(held).toBeGreaterThan(0);
    // The roll is the odds' roll: over many seeds the share of breaches is near the exact chance.
    let wins = 0;
    const n = 400;
    for (let seed = 1; seed <= n; seed++) if (step(start(seed), 0, { type: 'breach', unitId: 'A1', at: { x: 1, y: 1 } }).state.map.walls![0].broken.length) wins++;
    expect(Math.abs(wins / n - breachOdds(start().units[0], wallMap.walls![0]).attackerWins)).toBeLessThan(0.07);
  });

  it('refused: not next to it, no standing wall there, already attacked, outside the move phase, without actions, before the fight', () => {
    const s = start();
    expect(refusal({ ...s, units: [testUnit('A1', 0, 0, 2), s.units[1]] }, 0, { type: 'breach', unitId: 'A1', at: { x: 3, y: 1 } })).toBe('not-at-wall');
    expect(refusal(s, 0, { type: 'breach', unitId: 'A1', at: { x: 1, y: 0 } })).toBe('no-wall');
    const opened = { ...s, map: { ...wallMap, walls: [{ ...wallMap.walls![0], broken: [{ x: 2, y: 1 }] }] } };
    expect(refusal(opened, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } })).toBe('no-wall');
    expect(refusal({ ...s, units: s.units.map((u) => ({ ...u, shot: true })) }, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } })).toBe('already-shot');
    expect(refusal({ ...s, phase: 'resources' }, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } })).toBe('wrong-phase');
    expect(refusal({ ...s, actionsLeft: 0 }, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } })).toBe('no-actions');
    expect(refusal({ ...s, turn: 0 }, 0, { type: 'breach', unitId: 'A1', at: { x: 2, y: 1 } })).toBe('personal-only');
  });

  it('the random level (which tries walls) and the others play steps with walls through, never refused', () => {
    for (const seed of [10, 41]) {
      const { scenario: sc, map } = stepBattleOf(seed);
      const levels = [LEVELS.find((l) => l.id === 'random')!, LEVELS.find((l) => l.id === 'sergeant')!];
      const out = playOut(sc, map, seed, 20000, (side) => ({ choose: levels[side].choose, rng: aiRng(seedOf(`${levels[side].id}:${sc.id}:${side}`)) }));
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result).not.toBeNull();
    }
  }, 60_000);
});
