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

  it('HC-06 faces 1 and 5: whole battles played by the scripted levels end, no command refused; units escape and a side can lose by it', () => {
    const levels = LEVELS.filter((l) => l.id !== 'random');
    const seen = { games: 0, escaped: 0, lostByEscape: 0, controls: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const s = setup(seed, true);
      const { scenario, map } = battleFromSetup(s, repoMap(s.board.name), { id: `advantage-${seed}` });
      if (map.advantage?.face !== 1 && map.advantage?.face !== 5) continue;
      seen.games++;
      const out = playOut(scenario, map, seed, 20000, (side) => {
        const level = levels[(seed + side) % levels.length];
        return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
      });
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result, `seed ${seed}`).not.toBeNull();
      const events = out.log.flatMap((l) => l.events);
      seen.escaped += events.filter((e) => e.type === 'escaped').length;
      seen.controls += events.filter((e) => e.type === 'objective' && e.what === 'advantage-controls').length;
      if (out.state.result?.reason.includes('escaped')) seen.lostByEscape++;
      // Who escaped is off the board for good.
      for (const u of out.state.escaped ?? []) expect(out.state.units.some((x) => x.id === u.id)).toBe(false);
    }
    expect(seen.games).toBeGreaterThan(5);
    expect(seen.escaped).toBeGreaterThan(0);
    expect(seen.lostByEscape).toBeGreaterThan(0);
  });
});
