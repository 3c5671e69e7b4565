import { describe, expect, it } from 'vitest';
import type { BattleMap, Square } from '../map/battleMap.ts';
import { battleFromSetup } from './battle.ts';
import { battleWithRerolls } from './reroll.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-06 Innocent Bystanders and Hostage Situation from the set-up onto the battle's map
// (combatSetup/bystanders.ts): how many, where, who holds them, and the Death Trap over them.

const SEEDS = 900;
const open = (m: BattleMap, s: Square) => m.terrain[s.y * m.width + s.x] !== 'barrier' && m.terrain[s.y * m.width + s.x] !== 'deep-water';
const inRect = (r: { x: number; y: number; w: number; h: number }, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

const cases = Array.from({ length: SEEDS }, (_, i) => i + 1).flatMap((seed) => {
  const setup = sampleSetup(seed);
  const ids = setup.complications.list.map((c) => c.id);
  if (!ids.includes('innocent-bystanders') && !ids.includes('hostage-situation')) return [];
  return [{ seed, setup, ids, ...battleFromSetup(setup, repoMap(setup.board.name)) }];
});

describe('HC-06 bystanders and hostages from the set-up', () => {
  it('HC-06 Innocent Bystanders: 3D6+4 people (each rolled), all on open squares inside the cube where nobody deploys, several to a square where needed', () => {
    const totals = new Set<number>();
    let seen = 0;
    let shared = 0;
    for (const { seed, setup, ids, map } of cases) {
      if (!ids.includes('innocent-bystanders') || ids.includes('hostage-situation') || map.air) continue;
      seen++;
      const rolls = setup.complications.list.flatMap((c) => c.details.flatMap((d) => (d.kind === 'innocent-bystanders' ? [d.count] : [])));
      for (const r of rolls) {
        expect(r.dice, `seed ${seed}`).toHaveLength(3);
        expect(r.total).toBe(r.dice.reduce((a, b) => a + b, 0) + 4);
        expect(r.total).toBeGreaterThanOrEqual(7);
        expect(r.total).toBeLessThanOrEqual(22);
        totals.add(r.total);
      }
      const groups = map.bystanders ?? [];
      expect(groups.reduce((n, g) => n + g.count, 0), `seed ${seed}`).toBe(rolls.reduce((n, r) => n + r.total, 0));
      const deploy = map.deploy.flatMap((d) => Array.from({ length: d.w * d.h }, (_, k) => `${d.x + (k % d.w)},${d.y + Math.floor(k / d.w)}`));
      for (const g of groups) {
        expect(g).toMatchObject({ who: 'bystanders', status: 'present' });
        expect(open(map, g.at), `seed ${seed} (${g.at.x},${g.at.y})`).toBe(true);
        expect(inRect(map.cube!, g.at), `seed ${seed} (${g.at.x},${g.at.y}) in the cube`).toBe(true);
        // Nobody's deploy square, unless the cube has no other open square.
        const spare = map.terrain.some((t, i) => t !== 'barrier' && t !== 'deep-water' && inRect(map.cube!, { x: i % map.width, y: Math.floor(i / map.width) }) && !deploy.includes(`${i % map.width},${Math.floor(i / map.width)}`));
        if (spare) expect(deploy, `seed ${seed}`).not.toContain(`${g.at.x},${g.at.y}`);
      }
      shared += groups.filter((g) => g.count > 1).length;
      expect(new Set(groups.map((g) => `${g.at.x},${g.at.y}`)).size).toBe(groups.length);
      expect(map.complications!.find((c) => c.id === 'innocent-bystanders')).toMatchObject({ inForce: true, squares: groups.map((g) => g.at) });
    }
    expect(seen).toBeGreaterThan(30);
    expect(totals.size).toBeGreaterThan(8);
    expect(shared).toBeGreaterThan(0);
  });

  it('HC-06 Hostage Situation: the bystanders present are the hostages, at the square it gave among the enemy; with none, one important hostage', () => {
    let important = 0;
    let crowd = 0;
    for (const { seed, setup, ids, map, notInForce } of cases) {
      if (!ids.includes('hostage-situation')) continue;
      const c = setup.complications.list.find((x) => x.id === 'hostage-situation')!;
      const groups = map.bystanders ?? [];
      if (map.air) continue; // the next test
      expect(groups.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const g of groups) expect(open(map, g.at)).toBe(true);
      if (ids.includes('innocent-bystanders')) {
        crowd++;
        const total = setup.complications.list.flatMap((x) => x.details.flatMap((d) => (d.kind === 'innocent-bystanders' ? [d.count.total] : []))).reduce((a, b) => a + b, 0);
        expect(groups.every((g) => g.who === 'hostages')).toBe(true);
        expect(groups.reduce((n, g) => n + g.count, 0)).toBe(total);
      } else {
        important++;
        expect(groups).toEqual([expect.objectContaining({ who: 'important-hostage', count: 1, status: 'present' })]);
      }
      // Where the set-up put the hostage (in the opponents' deploy area), unless that square is closed.
      if (open(map, c.where.squares[0])) expect(groups[0].at).toEqual(c.where.squares[0]);
      expect(notInForce).not.toContain('HC-06: Hostage Situation');
      expect(notInForce).not.toContain('HC-06: Innocent Bystanders');
    }
    expect(important).toBeGreaterThan(20);
    expect(crowd + important).toBeGreaterThan(30);
  });

  it('HC-05 HC-06 in the air the people are in a vehicle of their own: none laid, so the complication is rolled again', () => {
    let aloft = 0;
    for (const { seed, setup, map, notInForce } of cases) {
      if (!map.air) continue;
      aloft++;
      expect(map.bystanders, `seed ${seed}`).toBeUndefined();
      const index = setup.complications.list.findIndex((c) => c.source === 'rolled' && (c.id === 'hostage-situation' || c.id === 'innocent-bystanders'));
      if (index < 0) continue;
      expect(notInForce, `seed ${seed}`).toContain(`HC-06: ${setup.complications.list[index].name}`);
      const again = battleWithRerolls(setup, repoMap(setup.board.name), seed);
      expect(again.map.complications![index].inForce, `seed ${seed}`).toBe(true);
      expect(again.setup.complications.senseless?.map((x) => x.index)).toContain(index);
    }
    expect(aloft).toBeGreaterThan(0);
  });

  it('HC-06 HC-08 Death Trap over them: in force whatever the task\'s timing (before or after the fight, its task stage), every group is in it; otherwise none is', () => {
    let trapped = 0;
    for (const { seed, ids, map, scenario } of cases) {
      const inForce = ids.includes('death-trap');
      if (inForce) trapped++;
      expect(scenario.objectives?.deathTrap?.victims === 'dependents-present', `seed ${seed}`).toBe(inForce);
      for (const g of map.bystanders ?? []) expect(g.inTrap === true, `seed ${seed}`).toBe(inForce);
    }
    expect(trapped).toBeGreaterThan(0);
  });
});
