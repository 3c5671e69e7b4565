import { describe, expect, it } from 'vitest';
import { battleModule } from '../battle/module.ts';
import { deploySquares } from '../battle/rules/deployment.ts';
import { passable, stepCost } from '../battle/rules/movement.ts';
import { neighbours } from '../battle/rules/grid.ts';
import { craftWalls } from '../battle/rules/platforms.ts';
import { aiRng, seedOf } from '../ai/aiRng.ts';
import { LEVELS } from '../ai/levels.ts';
import { playOut } from '../ai/playOut.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { battleFromSetup } from './battle.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// Issue 11: a combat step's set-up played by the engine: deploy areas, turn limit, complications on the terrain.

const at = (m: BattleMap, x: number, y: number) => m.terrain[y * m.width + x];

describe('a combat step as a battle (issue 11)', () => {
  it('HC-03 HC-08 the sides deploy in the set-up\'s areas, with room for every unit, and the fight ends after the turn limit', () => {
    for (let seed = 1; seed <= 150; seed++) {
      const s = sampleSetup(seed);
      const { scenario, map } = battleFromSetup(s, repoMap(s.board.name));
      expect(scenario.win.lastTurn).toBe(20);
      // HC-06 Reserves: the heroes riding with reserve figures come on later, with them.
      const later = scenario.objectives?.reserves?.figures.flatMap((f) => (f.hero && f.side === 0 ? [f.hero] : [])) ?? [];
      expect([...scenario.sides[0].heroes!, ...later].sort()).toEqual(['iron-warden', 'nightblade', 'doctor-ember', 'sister-hex'].sort());
      for (const [i, side] of (['heroes', 'opponents'] as const).entries()) {
        // HC-05: in the Air a side deploys on its flying platform(s) instead (airPlatforms.test.ts).
        // An Edge of a Drop whose surface and deploy areas would cover the board cuts the areas to the surface (its how says so).
        const cut = map.complications!.some((c) => c.id === 'edge-of-a-drop' && c.how?.includes("surface's part of their deploy areas"));
        if (!map.air && !cut) for (const r of s.deployment.areas[side]) expect(map.deploy).toContainEqual({ ...r, side: i });
        expect(new Set(deploySquares(map, i).map((q) => `${q.x},${q.y}`)).size, `seed ${seed} side ${i}`).toBeGreaterThanOrEqual(scenario.sides[i].units.length);
      }
      expect(battleModule.create({ scenario, map, deployment: 'auto' }, seed).ok, `seed ${seed}`).toBe(true);
    }
  });

  it('HC-06 walls round the cube, obstacles, rough terrain and a limited area are on the terrain; the rest are listed as not in force', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 400; seed++) {
      const s = sampleSetup(seed);
      const base = repoMap(s.board.name);
      const { map, notInForce } = battleFromSetup(s, base);
      const deploy = new Set(map.deploy.flatMap((d) => Array.from({ length: d.w * d.h }, (_, k) => `${d.x + (k % d.w)},${d.y + Math.floor(k / d.w)}`)));
      expect(map.complications!.map((c) => c.id)).toEqual(s.complications.list.map((c) => c.id));
      expect(map.cube).toBeDefined();
      for (const c of map.complications!) {
        seen.add(`${c.id}:${c.inForce}`);
        if (!c.inForce) expect(notInForce).toContain(`HC-06: ${c.name}`);
        const cube = map.cube!;
        if (c.id === 'rough-terrain') for (let y = cube.y; y < cube.y + cube.h; y++) for (let x = cube.x; x < cube.x + cube.w; x++) expect(at(map, x, y)).not.toBe('clear');
        if (c.id === 'dangerous-obstacles') for (const r of c.rects) if (!deploy.has(`${r.x},${r.y}`)) expect(at(map, r.x, r.y)).toBe('barrier');
        if (c.id === 'limited-area' && c.inForce && cube.x > 0 && !deploy.has(`0,${cube.y}`)) expect(at(map, 0, cube.y)).toBe('barrier');
        const walls = s.complications.list.find((x) => x.id === c.id)!.details.find((d) => 'walls' in d);
        if (walls && 'walls' in walls && walls.walls.around === 'cube' && c.inForce) {
          const x = cube.x + Math.floor(cube.w / 2);
          const door = walls.walls.doors.some((d) => d.square.y === cube.y && d.square.x === x);
          // Laid just round the cube (otherWays.ts) when its border would crowd a side or fill the cube.
          const y = c.how?.includes('just round the cube') ? cube.y - 1 : cube.y;
          if (!door && !deploy.has(`${x},${cube.y}`) && y >= 0) expect(at(map, x, y), `seed ${seed}`).toBe('barrier');
          for (const d of walls.walls.doors) if (at(base, d.square.x, d.square.y) !== 'barrier') expect(at(map, d.square.x, d.square.y)).not.toBe('barrier');
        }
      }
      // Every square the step changed is listed (the client marks them), and nothing else changed.
      const listed = new Map(map.complications!.flatMap((c) => c.changed ?? []).map((q) => [`${q.x},${q.y}`, q.terrain]));
      const walls = new Set((map.air?.platforms ?? []).flatMap(craftWalls).map((q) => `${q.x},${q.y}`));
      for (let i = 0; i < map.terrain.length; i++) {
        const k = `${i % map.width},${Math.floor(i / map.width)}`;
        // HC-05: over flying platforms the board is open air, every square clear (the client washes it as sky), but an aircraft's walls.
        expect(listed.get(k) ?? (map.air ? (walls.has(k) ? 'barrier' : 'clear') : base.terrain[i]), `seed ${seed} square ${k}`).toBe(map.terrain[i]);
      }
      // Nothing the step lays shuts a side in: the heroes' deploy squares reach the opponents' by open steps.
      const goal = new Set(deploySquares(map, 1).map((q) => `${q.x},${q.y}`));
      const visited = new Set<string>();
      const queue = deploySquares(map, 0);
      let met = false;
      while (queue.length && !met) {
        const q = queue.shift()!;
        if (visited.has(`${q.x},${q.y}`)) continue;
        visited.add(`${q.x},${q.y}`);
        if (goal.has(`${q.x},${q.y}`)) met = true;
        for (const n of neighbours(map, q)) if (!visited.has(`${n.x},${n.y}`) && stepCost(map, q, n) !== null) queue.push(n);
      }
      expect(met, `seed ${seed}: the sides cannot reach each other`).toBe(true);
      // Each side keeps room for its units.
      for (const side of [0, 1]) expect(new Set(deploySquares(map, side).map((q) => `${q.x},${q.y}`)).size).toBeGreaterThanOrEqual(battleFromSetup(s, base).scenario.sides[side].units.length);
    }
    for (const k of ['rough-terrain:true', 'limited-area:true', 'dangerous-obstacles:true', 'hard-contested-zone:true', 'weak-contested-zone:true', 'victory-button:true', 'maze:true']) expect(seen).toContain(k);
  });

  it('HC-06 complications together never close more than half of the cube\'s open squares; the one that would is taken back and says so', () => {
    const openIn = (m: BattleMap, c: NonNullable<BattleMap['cube']>) => {
      let n = 0;
      for (let y = c.y; y < c.y + c.h; y++) for (let x = c.x; x < c.x + c.w; x++) if (passable(m, x, y)) n++;
      return n;
    };
    let takenBack = 0;
    let otherWay = 0;
    for (let seed = 1; seed <= 400; seed++) {
      const s = sampleSetup(seed);
      const base = repoMap(s.board.name);
      const { map, notInForce } = battleFromSetup(s, base);
      expect(openIn(map, map.cube!) * 2, `seed ${seed}`).toBeGreaterThanOrEqual(openIn(base, map.cube!));
      otherWay += map.complications!.filter((x) => x.inForce && /just round the cube|obstacles laid, as rolled/.test(x.how ?? '')).length;
      for (const c of map.complications!.filter((x) => x.how?.startsWith("not laid: with the others it would close more than half of the cube's open squares"))) {
        takenBack++;
        expect(c.inForce).toBe(false);
        expect(notInForce).toContain(`HC-06: ${c.name}`);
      }
    }
    // Over 1000 seeds (server-side measure, docs/RULES.md HC-06) 16 were taken back before another way
    // was tried (otherWays.ts), 1 since; here 400, most laid another way.
    expect(takenBack + otherWay).toBeGreaterThan(2);
    expect(otherWay).toBeGreaterThan(takenBack);
  });

  it('whole battles on generated set-ups, played by the scripted levels, end with a result and never a refused command', () => {
    const levels = LEVELS.filter((l) => l.id !== 'random');
    const attempts: number[] = [];
    for (let seed = 1; seed <= 60; seed++) {
      const s = sampleSetup(seed);
      const { scenario, map } = battleFromSetup(s, repoMap(s.board.name), { id: `combat-step-${seed}` });
      const out = playOut(scenario, map, seed, 20000, (side) => {
        const level = levels[(seed + side) % levels.length];
        return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
      });
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result, `seed ${seed}`).not.toBeNull();
      expect(out.state.turn).toBeLessThanOrEqual(20);
      for (const a of out.state.taskAttempts ?? []) attempts.push(a.heroes.length);
    }
    // HC-08/HC-09: the levels attempt the step's task during the fight, alone and together, and never refused.
    expect(attempts.length).toBeGreaterThan(20);
    expect(attempts.some((n) => n > 1)).toBe(true);
  }, 240_000);
});
