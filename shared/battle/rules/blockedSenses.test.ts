import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { generateWithOverrides } from '../../combatSetup/overrides.ts';
import { BOARDS, STEP, TEAM } from '../../combatSetup/testing.ts';
import { lineOfSight } from './shooting.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Issue 11, HC-06 Blocked Senses: "Some senses don't work at all. A D4 senses don't work" (Enhanced
// Vision, Mental, Magical, Exotic, Vision). Units have no senses; blocked Vision is read as no sight
// past the next square, the others have no counterpart.

function sensesBattle(seed: number, extra: string[] = []) {
  const sets = [{ table: 'complication-count', set: 2 + 1 + extra.length }, { table: 'complication', index: 0, set: 'blocked-senses' }, ...extra.map((id, i) => ({ table: 'complication', index: i + 1, set: id }))];
  const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, seed, sets);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return { setup: r.setup, ...battleFromSetup(r.setup, repoMap(r.setup.board.name)) };
}

const sensesOf = (setup: ReturnType<typeof sensesBattle>['setup']) => {
  const d = setup.complications.list.find((c) => c.id === 'blocked-senses')!.details[0];
  return d.kind === 'blocked-senses' ? d.senses : [];
};

describe('HC-06 Blocked Senses in play', () => {
  it('blocked Vision caps sight at the next square (in force); without Vision nothing has a counterpart (listed not in force)', () => {
    const seen = { vision: 0, none: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const { setup, map, notInForce } = sensesBattle(seed);
      const c = map.complications!.find((x) => x.id === 'blocked-senses')!;
      if (sensesOf(setup).includes('Vision')) {
        seen.vision++;
        expect(c.inForce).toBe(true);
        expect(map.sight).toEqual({ max: 1, reason: 'Blocked Senses (Vision)' });
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 6, y: 6 }).clear || map.terrain[6 * map.width + 6] === 'barrier').toBe(true);
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 7, y: 5 }).clear).toBe(false);
      } else {
        seen.none++;
        expect(c.inForce).toBe(false);
        expect(c.how).toMatch(/no counterpart/);
        expect(notInForce).toContain('HC-06: Blocked Senses');
        expect(map.sight).toBeUndefined();
      }
    }
    expect(seen.vision).toBeGreaterThan(3);
    expect(seen.none).toBeGreaterThan(3);
  });

  it('with a Maze too the shorter cap holds, whichever is laid first', () => {
    let checked = 0;
    for (let seed = 1; seed <= 30 && checked < 3; seed++) {
      const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, seed, [{ table: 'complication-count', set: 4 }, { table: 'complication', index: 0, set: 'maze' }, { table: 'complication', index: 1, set: 'blocked-senses' }]);
      if (!r.ok) throw new Error(r.errors.join('; '));
      const mazeFirst = { setup: r.setup, ...battleFromSetup(r.setup, repoMap(r.setup.board.name)) };
      for (const { setup, map } of [sensesBattle(seed, ['maze']), mazeFirst]) {
        if (!sensesOf(setup).includes('Vision')) continue;
        checked++;
        expect(map.sight).toEqual({ max: 1, reason: 'Blocked Senses (Vision)' });
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
