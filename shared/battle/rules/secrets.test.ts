import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng.ts';
import { viewFor } from '../queries/view.ts';
import { createBattle } from '../reducer/apply.ts';
import { SCENARIOS } from '../scenario.ts';
import { textMap } from '../testing.ts';
import { drawSecrets, HERO_TYPES } from './heroes.ts';

// SW-09, secrets that stay secret: a hero's type is public and its alternatives ship with the game,
// so what it carries in a battle is drawn with that battle's seed, and only its side is told.

const key = (x: unknown) => JSON.stringify(x);

describe('SW-09 hero secrets are drawn with the battle seed', () => {
  it.each(HERO_TYPES.map((h) => [h.id, h] as const))('%s: over 200 seeds every alternative of every secret is drawn, roughly evenly', (_, type) => {
    const counts = type.secrets.map(() => new Map<string, number>());
    for (let seed = 0; seed < 200; seed++) {
      const [drawn] = drawSecrets(type, seedRng(seed));
      expect(drawn).toHaveLength(type.secrets.length);
      drawn.forEach((s, k) => {
        expect(type.secrets[k].oneOf.map(key)).toContain(key(s));
        counts[k].set(key(s), (counts[k].get(key(s)) ?? 0) + 1);
      });
    }
    type.secrets.forEach((slot, k) => {
      expect(counts[k].size).toBe(slot.oneOf.length);
      // 200 draws over 2-4 alternatives: each expected 50-100 times; below 25 would be a biased draw.
      for (const n of counts[k].values()) expect(n).toBeGreaterThan(25);
    });
  });

  it('the same seed draws the same secrets (a replay is the same battle)', () => {
    for (const type of HERO_TYPES) expect(drawSecrets(type, seedRng(9))).toEqual(drawSecrets(type, seedRng(9)));
  });

  it("a battle's heroes carry what its seed drew; the opponent's view has none of them, the hero's own side all", () => {
    const scenario = SCENARIOS.find((s) => s.sides.every((side) => (side.heroes ?? []).length > 0))!;
    const map = { ...textMap(Array(12).fill('.'.repeat(12))), deploy: [{ side: 0, x: 0, y: 0, w: 12, h: 3 }, { side: 1, x: 0, y: 9, w: 12, h: 3 }] };
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const r = createBattle(scenario, map, seed);
      if (!r.ok) throw new Error(r.error.message);
      const hero = r.state.heroes.find((h) => h.side === 1)!;
      seen.add(key(hero.secrets));
      expect(viewFor(r.state, 0).heroes.find((h) => h.id === hero.id)!.secrets).toEqual([]);
      expect(viewFor(r.state, 1).heroes.find((h) => h.id === hero.id)!.secrets).toEqual(hero.secrets);
    }
    // The hero's type does not tell its secrets: different battles, different secrets.
    expect(seen.size).toBeGreaterThan(1);
  });
});
