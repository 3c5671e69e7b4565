import { describe, expect, it } from 'vitest';
import { aiRng, seedOf } from '../ai/aiRng.ts';
import { LEVELS } from '../ai/levels.ts';
import { playOut } from '../ai/playOut.ts';
import { battleModule } from '../battle/module.ts';
import { deploySquares } from '../battle/rules/deployment.ts';
import { groundAt } from '../battle/rules/contested.ts';
import { overlaps } from '../battle/rules/platforms.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { grown } from './airPlatforms.ts';
import { battleFromSetup } from './battle.ts';
import { teamOf } from './heroTeam.ts';
import { generateWithOverrides } from './overrides.ts';
import { BOARDS } from './testing.ts';
import { DATA } from './tables.ts';

// HC-05 in play: an Air environment's flying platforms laid on the battle (airPlatforms.ts) and played
// by the engine (shared/battle/rules/platforms.ts).

const team = teamOf();
/** The set-up of a seed with one rolled environment, Air (the gamemaster's override). */
function airSetup(seed: number) {
  if (!team.ok) throw new Error(team.errors.join('; '));
  const r = generateWithOverrides({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed, [
    { table: 'environment-count', set: 3 },
    { table: 'environment', index: 0, set: 'air' },
  ]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.setup;
}
const key = (s: { x: number; y: number }) => `${s.x},${s.y}`;

describe('HC-05 flying platforms laid on the battle', () => {
  it('HC-05 over open air each platform is a surface on the board, each side deploys on its own platform(s) with room for every unit, walkers off it fall far; nothing of HC-05 is listed as not in force', () => {
    const kinds = new Set<number>();
    let crafts = 0;
    let seenPeople = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const s = airSetup(seed);
      const a = s.environments.air!;
      const { map, scenario, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      expect(notInForce.filter((n) => n.startsWith('HC-05:'))).toEqual([]);
      if (!a.platforms.length) {
        // Aircraft: shared/combatSetup/aircraft.test.ts.
        crafts++;
        continue;
      }
      kinds.add(a.platforms.length);
      // HC-06: no people over open air (the text puts them in a vehicle of their own).
      expect(map.bystanders).toBeUndefined();
      for (const c of s.complications.list.filter((c) => c.id === 'innocent-bystanders' || c.id === 'hostage-situation')) {
        seenPeople++;
        expect(notInForce).toContain(`HC-06: ${c.name}`);
      }
      const air = map.air!;
      const altitude = s.environments.list.find((e) => e.id === 'air')!.altitude!.squares;
      expect(air.altitude).toBe(altitude);
      expect(air.platforms).toHaveLength(a.platforms.length);
      expect(map.drop).toMatchObject({ depth: altitude, bottom: 'ground', surface: air.platforms.map((p) => p.rect) });
      // Open air: no buildings or walls of the Tiled map's ground.
      expect(map.terrain.every((t) => t === 'clear' || map.complications!.some((c) => c.changed?.length))).toBe(true);
      for (const p of air.platforms) {
        expect(p.rect.x >= 0 && p.rect.y >= 0 && p.rect.x + p.rect.w <= map.width && p.rect.y + p.rect.h <= map.height, `seed ${seed}`).toBe(true);
        expect([p.failOnBreach, p.failPerBreach]).toEqual([30, 5]);
        expect(p.control.x).toBeLessThan(p.rect.w);
        expect(p.control.y).toBeLessThan(p.rect.h);
      }
      if (a.platforms.length === 2) expect(air.platforms.map((p) => p.sides)).toEqual([[0], [1]]);
      // Separate things at one level: no two overlap (edge to edge allowed).
      for (const [i, p] of air.platforms.entries()) for (const q of air.platforms.slice(i + 1)) expect(overlaps(p.rect, q.rect), `seed ${seed}`).toBe(false);
      for (const side of [0, 1]) {
        const own = air.platforms.filter((p) => p.sides.includes(side));
        expect(own, `seed ${seed} side ${side}`).toHaveLength(1);
        const squares = deploySquares(map, side);
        // Every deploy square is on the side's own platform, level 0 there; off the platforms the ground is far below.
        for (const q of squares) expect(own.some((p) => q.x >= p.rect.x && q.y >= p.rect.y && q.x < p.rect.x + p.rect.w && q.y < p.rect.y + p.rect.h), `seed ${seed}`).toBe(true);
        for (const q of squares) expect(groundAt({ map }, q)).toBe(0);
        expect(new Set(squares.map(key)).size, `seed ${seed} side ${side}`).toBeGreaterThanOrEqual(scenario.sides[side].units.length);
      }
      const off = { x: -1, y: -1 };
      for (let y = 0; y < map.height && off.x < 0; y++) for (let x = 0; x < map.width; x++) if (groundAt({ map }, { x, y }) < 0) { off.x = x; off.y = y; break; }
      if (off.x >= 0) expect(groundAt({ map }, off)).toBe(-altitude);
      expect(battleModule.create({ scenario, map, deployment: 'auto' }, seed).ok).toBe(true);
    }
    expect([...kinds].sort()).toEqual([1, 2, 3]);
    expect(crafts).toBeGreaterThan(30);
    expect(seenPeople).toBeGreaterThan(0);
  });

  it('HC-05 no figure is prevented from deploying (HC-03): a platform too small for the units on it grows, within the board', () => {
    const board = { width: 12, height: 10 };
    expect(grown({ x: 2, y: 2, w: 3, h: 3 }, 9, board)).toEqual({ x: 2, y: 2, w: 3, h: 3 });
    expect(grown({ x: 2, y: 2, w: 3, h: 3 }, 12, board)).toEqual({ x: 2, y: 2, w: 4, h: 3 });
    // At the board's corner it grows left and up instead.
    const g = grown({ x: 9, y: 7, w: 3, h: 3 }, 14, board);
    expect(g.w * g.h).toBeGreaterThanOrEqual(14);
    expect(g.x + g.w).toBeLessThanOrEqual(12);
    expect(g.y + g.h).toBeLessThanOrEqual(10);
    expect(g.x).toBeLessThan(9);
  });

  it('HC-05 whole battles on flying platforms, played by the scripted levels: the platforms move (and tip) at turns\' starts, and no command is ever refused', () => {
    const levels = LEVELS.filter((l) => l.id !== 'random');
    const seen = new Set<string>();
    let games = 0;
    for (let seed = 1; seed <= 45 && games < 12; seed++) {
      const s = airSetup(seed);
      if (!s.environments.air!.platforms.length) continue;
      games++;
      const { scenario, map } = battleFromSetup(s, repoMap(s.board.name), { id: `air-step-${seed}` });
      const out = playOut(scenario, map, seed, 20000, (side) => {
        const level = levels[(seed + side) % levels.length];
        return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
      });
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result, `seed ${seed}`).not.toBeNull();
      for (const l of out.log) for (const e of l.events) {
        seen.add(e.type);
        if (e.type === 'platform') {
          // Carried units are where the platform took them: still on a surface.
          const p = out.state.map.air!.platforms[e.index];
          expect(p.rect.x >= 0 && p.rect.x + p.rect.w <= map.width).toBe(true);
        }
      }
      // The surface is always the standing platforms.
      const air = out.state.map.air!;
      for (const [i, p] of air.platforms.entries()) for (const q of air.platforms.slice(i + 1)) if (!p.failed && !q.failed) expect(overlaps(p.rect, q.rect), `seed ${seed}`).toBe(false);
      expect(out.state.map.drop!.surface).toEqual(air.platforms.filter((p) => !p.failed).map((p) => p.rect));
    }
    expect(games).toBe(12);
    expect(seen).toContain('platform');
    expect(seen).toContain('tipFooting');
  }, 240_000);
});
