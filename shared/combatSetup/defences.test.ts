import { describe, expect, it } from 'vitest';
import { battleFromSetup } from './battle.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { deploySquares } from '../battle/rules/deployment.ts';

// HC-06 Automated Defences laid on a combat step's map (shared/combatSetup/defences.ts, battle.ts).

describe('HC-06 Automated Defences on a combat step\'s map', () => {
  it('HC-06 over 600 seeds: laid in force, as many as its die where there is room, on open squares nobody deploys on, in the cube first, with the detail\'s numbers', () => {
    let laid = 0;
    let squares = 0;
    let inCube = 0;
    for (let seed = 1; seed <= 600; seed++) {
      const s = sampleSetup(seed);
      const c = s.complications.list.find((x) => x.id === 'automated-defences');
      if (!c) continue;
      const d = c.details[0];
      if (d.kind !== 'automated-defences') throw new Error('detail');
      const base = repoMap(s.board.name);
      const { map, notInForce } = battleFromSetup(s, base);
      const m = map.complications!.find((x) => x.id === 'automated-defences')!;
      // The generator gives as many squares as its die says (D6, D8 or D10 by the first roll); applied twice (a 30), both rolls'.
      expect(c.where.squares).toHaveLength(c.details.reduce((n, x) => n + (x.kind === 'automated-defences' ? x.count.total : 0), 0));
      expect(['D6', 'D8', 'D10']).toContain(d.count.expr);
      // In the cube first: a square outside it only once every cube square nobody deploys on has one.
      const b = s.cube.bounds;
      const inB = (q: { x: number; y: number }) => q.x >= b.x && q.y >= b.y && q.x < b.x + b.w && q.y < b.y + b.h;
      if (c.where.squares.some((q) => !inB(q))) {
        const rolled = new Set(c.where.squares.map((q) => `${q.x},${q.y}`));
        const areas = Object.values(s.deployment.areas).flat();
        for (let y = Math.max(0, b.y); y < Math.min(base.height, b.y + b.h); y++)
          for (let x = Math.max(0, b.x); x < Math.min(base.width, b.x + b.w); x++)
            if (!areas.some((r) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h)) expect(rolled.has(`${x},${y}`)).toBe(true);
      }
      if (!m.inForce) {
        expect(m.how).toMatch(/^not laid/);
        expect(notInForce).toContain('HC-06: Automated Defences');
        continue;
      }
      laid++;
      expect(notInForce).not.toContain('HC-06: Automated Defences');
      const x = map.hazards!.defences!;
      const deploy = new Set([0, 1].flatMap((side) => deploySquares(map, side)).map((q) => `${q.x},${q.y}`));
      const walled = new Set(map.complications!.filter((o) => o.id !== c.id).flatMap((o) => o.changed ?? []).filter((q) => q.terrain === 'barrier').map((q) => `${q.x},${q.y}`));
      const open = c.where.squares.filter((q) => !['barrier', 'deep-water'].includes(base.terrain[q.y * base.width + q.x]) && !deploy.has(`${q.x},${q.y}`) && !walled.has(`${q.x},${q.y}`));
      // Every open square of the rolled ones (not walled by another complication) is an emplacement, impassable now, none where a side deploys.
      // None of them free: each emplacement on the nearest free square instead (otherWays.ts nearestUsable), as many as rolled where there is room.
      if (m.how!.includes('nearest free square')) {
        expect(open).toEqual([]);
        expect(x.list.length).toBeGreaterThan(0);
        expect(x.list.length).toBeLessThanOrEqual(c.where.squares.length);
        for (const q of x.list) expect(deploy.has(`${q.x},${q.y}`) || walled.has(`${q.x},${q.y}`)).toBe(false);
      } else expect(x.list.map(({ x, y }) => ({ x, y }))).toEqual(open);
      for (const q of x.list) {
        expect(q.condition).toBe('ok');
        expect(map.terrain[q.y * map.width + q.x]).toBe('barrier');
        if (inB(q)) inCube++;
      }
      squares += x.list.length;
      expect(x.sides).toEqual({ heroes: [0], villains: [1], both: [0, 1] }[d.targets]);
      const toHit = { '2D4': 2, '2D6': 3, '2D8': 4 }[d.attack.toHit]! + (d.extras.includes('To Hit +1') ? 1 : 0);
      expect(x).toMatchObject({ attack: toHit, bonus: d.attack.autofire ? 1 : 0, area: d.attack.text.startsWith('Area'), vitality: Math.ceil(d.toughness.total / 2), damageType: d.damage.type.id });
      expect(x.range).toBe(x.area ? 3 : d.attack.text.includes('Distant') ? 6 : d.attack.text.includes('Ranged') ? 3 : 2);
      expect(x.defend).toBe(2 + Math.round((d.armour.total + (d.extras.includes('Armour +1') ? 1 : 0)) / 4));
      expect(m.how).toContain(`Attack ${x.attack}`);
    }
    expect(laid).toBeGreaterThan(20);
    // Most stand in the cube (small cubes overflow).
    expect(inCube / squares).toBeGreaterThan(0.6);
  });
});
