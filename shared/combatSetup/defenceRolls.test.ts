import { describe, expect, it } from 'vitest';
import { repoMap } from '../../test/repoMaps.ts';
import { battleFromSetup } from './battle.ts';
import { teamOf } from './heroTeam.ts';
import { generateWithOverrides } from './overrides.ts';
import { DATA } from './tables.ts';
import { BOARDS } from './testing.ts';

// HC-06 Automated Defences' numbers from the set-up (shared/combatSetup/defences.ts): the damage value's
// face as a hit's strike, the extras Touch Shield and secondary attack, and a complication applied twice
// (the gamemaster's overrides put a 30 and then Automated Defences in the list; the seed rolls the rest).

const team = teamOf();
function setup(seed: number, twice: boolean) {
  if (!team.ok) throw new Error(team.errors.join('; '));
  const r = generateWithOverrides({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed, [
    { table: 'complication-count', set: 3 },
    ...(twice ? [{ table: 'complication', index: 0, set: 'twice' }, { table: 'complication', index: 1, set: 'automated-defences' }] : [{ table: 'complication', index: 0, set: 'automated-defences' }]),
  ]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.setup;
}

describe('HC-06 Automated Defences\' rolls on the map', () => {
  it('HC-06 each roll\'s numbers: the value\'s face strikes, Touch Shield and the secondary attack (its value a row lower) where rolled; applied twice, each emplacement keeps its roll\'s', () => {
    const seen = { twice: 0, secondSet: 0, shield: 0, secondary: 0 };
    for (let seed = 1; seed <= 60; seed++) {
      for (const twice of [false, true]) {
        const s = setup(seed, twice);
        const c = s.complications.list.find((x) => x.id === 'automated-defences')!;
        const rolls = c.details.filter((d) => d.kind === 'automated-defences');
        expect(rolls).toHaveLength(twice ? 2 : 1);
        const x = battleFromSetup(s, repoMap(s.board.name)).map.hazards?.defences;
        if (!x) continue;
        const sets = [x, ...(x.others ?? [])];
        expect(sets).toHaveLength(rolls.length);
        rolls.forEach((d, i) => {
          if (d.kind !== 'automated-defences') return;
          const n = sets[i];
          expect(n.strike).toBe(d.damage.value.face);
          expect(n.damageType).toBe(d.damage.type.id);
          const shield = d.extras.some((e) => e.startsWith('Touch, Shield'));
          expect(n.shield).toEqual(shield ? { attack: 3, damageType: 'electricity', stun: true } : undefined);
          if (shield) seen.shield++;
          expect(!!d.secondary).toBe(d.extras.includes('Secondary attack with -1 Value'));
          if (d.secondary) {
            seen.secondary++;
            expect(d.secondary.valueFace).toBe(Math.max(1, d.damage.value.face - 1));
            expect(n.secondary).toMatchObject({ strike: d.secondary.valueFace, text: d.secondary.text, area: d.secondary.text.startsWith('Area') });
          } else expect(n.secondary).toBeUndefined();
        });
        // Each emplacement's roll: the first whose squares hold it (the first roll's come first in `where`).
        const first = rolls[0].kind === 'automated-defences' ? rolls[0].count.total : 0;
        for (const e of x.list) {
          const k = c.where.squares.findIndex((q) => q.x === e.x && q.y === e.y);
          expect(e.set ?? 0).toBe(twice && k >= first ? 1 : 0);
          if (e.set) seen.secondSet++;
        }
        expect(new Set(x.list.map((e) => `${e.x},${e.y}`)).size).toBe(x.list.length);
        if (twice) seen.twice++;
      }
    }
    expect(seen.twice).toBeGreaterThan(20);
    expect(seen.secondSet).toBeGreaterThan(20);
    expect(seen.shield).toBeGreaterThan(3);
    expect(seen.secondary).toBeGreaterThan(3);
  });
});
