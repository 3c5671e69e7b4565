import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { generateWithOverrides } from '../../combatSetup/overrides.ts';
import { BOARDS, STEP, TEAM } from '../../combatSetup/testing.ts';
import { lineOfSight } from './shooting.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Issue 11, HC-06 Blocked Senses: "Some senses don't work at all. A D4 senses don't work" (Enhanced
// Vision, Mental, Magical, Exotic, Vision). Units see by Vision (rules/senses.ts): blocked Vision is
// no sight past the next square for them; the others block only a figure that senses by them.

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
  it('always in force: blocked Vision caps units\' sight at the next square; without Vision their sight is as before', () => {
    const seen = { vision: 0, none: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const { setup, map, notInForce } = sensesBattle(seed);
      const c = map.complications!.find((x) => x.id === 'blocked-senses')!;
      if (sensesOf(setup).includes('Vision')) {
        seen.vision++;
        expect(c.inForce).toBe(true);
        expect(map.blockedSenses).toEqual(sensesOf(setup));
        expect(c.how).toContain('units (they see by Vision) see nothing past the next square');
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 6, y: 6 }).clear || map.terrain[6 * map.width + 6] === 'barrier').toBe(true);
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 7, y: 5 }).clear).toBe(false);
      } else {
        seen.none++;
        expect(c.inForce).toBe(true);
        expect(c.how).toContain('units see by Vision, which works');
        expect(map.blockedSenses).toEqual(sensesOf(setup));
        expect(notInForce).not.toContain('HC-06: Blocked Senses');
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 7, y: 5 }).clear || map.terrain[6 * map.width + 6] === 'barrier' || map.terrain[5 * map.width + 6] === 'barrier' || map.terrain[5 * map.width + 7] === 'barrier').toBe(true);
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
        expect(map.sight?.reason).toBe('Maze');
        expect(lineOfSight(map, { x: 5, y: 5 }, { x: 7, y: 5 }).beyond).toBe(1);
      }
    }
    expect(checked).toBeGreaterThanOrEqual(3);
  });
});
