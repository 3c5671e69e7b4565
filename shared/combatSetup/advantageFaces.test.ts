import { describe, expect, it } from 'vitest';
import { aiRng, seedOf } from '../ai/aiRng.ts';
import { LEVELS } from '../ai/levels.ts';
import { playOut } from '../ai/playOut.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { battleFromSetup } from './battle.ts';
import { teamOf } from './heroTeam.ts';
import { generateWithOverrides } from './overrides.ts';
import { DATA } from './tables.ts';
import { BOARDS } from './testing.ts';

// HC-06 Point of Advantage faces 1 and 5 from a generated set-up (the gamemaster's overrides put the
// complication, and Automated Defences with it, in the list; the seed rolls the face).

const team = teamOf();
function setup(seed: number, withDefences: boolean) {
  if (!team.ok) throw new Error(team.errors.join('; '));
  const r = generateWithOverrides({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed, [
    { table: 'complication-count', set: withDefences ? 4 : 3 },
    { table: 'complication', index: 0, set: 'point-of-advantage' },
    ...(withDefences ? [{ table: 'complication', index: 1, set: 'automated-defences' }] : []),
  ]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.setup;
}

describe('HC-06 Point of Advantage faces 1 and 5 in a combat step', () => {
  it('HC-06 face 1 is in force (controls) where Automated Defences are laid, else listed not in force; face 5 (escape route) is always in force on the board', () => {
    const seen = { controls: 0, noDefences: 0, escape: 0 };
    for (let seed = 1; seed <= 80; seed++) {
      for (const withDefences of [true, false]) {
        const s = setup(seed, withDefences);
        const c = s.complications.list.find((x) => x.id === 'point-of-advantage');
        const d = c?.details[0];
        if (!c || !d || d.kind !== 'point-of-advantage' || (d.face !== 1 && d.face !== 5)) continue;
        const { map, notInForce } = battleFromSetup(s, repoMap(s.board.name));
        const laid = map.complications!.find((m) => m.id === 'point-of-advantage')!;
        if (!c.where.rects.length) continue;
        if (d.face === 5) {
          seen.escape++;
          expect(laid.inForce).toBe(true);
          expect(map.advantage).toMatchObject({ face: 5, area: c.where.rects[0] });
          expect(laid.how).toContain('escape route');
          continue;
        }
        const live = !!map.hazards?.defences;
        if (live) seen.controls++;
        else seen.noDefences++;
        expect(laid.inForce).toBe(live);
        expect(map.advantage?.face).toBe(live ? 1 : undefined);
        expect(notInForce.includes('HC-06: Point of Advantage')).toBe(!live);
        expect(laid.how).toContain(live ? 'Automated Defences' : 'no Automated Defences');
      }
    }
    expect(seen.controls).toBeGreaterThan(0);
    expect(seen.noDefences).toBeGreaterThan(0);
    expect(seen.escape).toBeGreaterThan(0);
  });

  it('HC-06 faces 1 and 5: whole battles end with no command refused; random play walks units out by the escape route, the sergeant and the captain keep theirs in the fight', () => {
    const seen = { games: 0, randomEscaped: 0, keptEscaped: 0, controls: 0 };
    for (const mode of ['levels', 'random'] as const) {
      const levels = LEVELS.filter((l) => (mode === 'random' ? l.id === 'random' : l.id !== 'random'));
      for (let seed = 1; seed <= 30; seed++) {
        const s = setup(seed, true);
        const { scenario, map } = battleFromSetup(s, repoMap(s.board.name), { id: `advantage-${seed}` });
        if (map.advantage?.face !== 1 && map.advantage?.face !== 5) continue;
        seen.games++;
        const levelOf = (side: number) => levels[(seed + side) % levels.length];
        const out = playOut(scenario, map, seed, 20000, (side) => {
          const level = levelOf(side);
          return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
        });
        if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
        expect(out.state.result, `seed ${seed}`).not.toBeNull();
        const events = out.log.flatMap((l) => l.events);
        for (const e of events) {
          if (e.type !== 'escaped') continue;
          if (mode === 'random') seen.randomEscaped++;
          else if (['sergeant', 'captain'].includes(levelOf(e.side).id)) seen.keptEscaped++;
        }
        seen.controls += events.filter((e) => e.type === 'objective' && e.what === 'advantage-controls').length;
        // Who escaped is off the board for good.
        for (const u of out.state.escaped ?? []) expect(out.state.units.some((x) => x.id === u.id)).toBe(false);
      }
    }
    expect(seen.games).toBeGreaterThan(10);
    expect(seen.randomEscaped).toBeGreaterThan(0);
    // The sergeant values a unit walking out by the escape route as that unit lost (sergeant.ts moveGain).
    expect(seen.keptEscaped).toBe(0);
  }, 90_000); // whole battles with the captain: about 7 s alone, several times that on a loaded machine
});
