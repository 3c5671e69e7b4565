import { rollDie, type RngState } from '../core/rng.ts';
import { roll } from './dice.ts';
import type { Figure } from './figures.ts';
import { DATA, rollOn, rowFor } from './tables.ts';
import { tableDie } from './overrideHook.ts';
import { rollAir } from './air.ts';
import { SIDES, type Cube, type EnvironmentEntry, type Environments, type EpisodeStep, type LifeSupportRoll, type SideId } from './types.ts';

// HC-04: how many environments, which, their values, the defaults, repeats and life support.

export const MAX_REROLLS = 100;

/**
 * The defaults: Urban, Light, Calm; Darkness, Urban, Calm at night or against vampires; vampires in an
 * Assault: Enclosed, Light, Calm (read as applying by day; at night Darkness replaces Light).
 */
export function defaultsFor(step: EpisodeStep): string[] {
  if (step.opponents.vampires && step.assault) return ['enclosed', step.time === 'night' ? 'darkness' : 'light', 'calm'];
  if (step.opponents.vampires || step.time === 'night') return ['darkness', 'urban', 'calm'];
  return ['urban', 'light', 'calm'];
}

const SLOT_OF_DEFAULT: Record<string, 'setting' | 'lighting' | 'weather'> = { urban: 'setting', enclosed: 'setting', light: 'lighting', darkness: 'lighting', calm: 'weather' };

/** D5-2 environments, never fewer than none. */
export function rollEnvironmentCount(rng: RngState): [{ face: number; count: number }, RngState] {
  const [face, next] = tableDie(rng, 'environment-count', 5);
  return [{ face, count: Math.max(0, face - 2) }, next];
}

export function rollEnvironments(rng: RngState, step: EpisodeStep, figures: Record<SideId, Figure[]>, cube: Cube): [Environments, RngState] {
  let state = rng;
  let count;
  [count, state] = rollEnvironmentCount(state);
  const rolled: EnvironmentEntry[] = [];
  const rerolled: number[] = [];
  for (let i = 0; i < count.count; i++) {
    for (let tries = 0; ; tries++) {
      let r;
      [r, state] = rollOn(state, DATA.environments);
      const same = rolled.find((e) => e.id === r.row.id);
      const clash = r.row.slot !== null && rolled.some((e) => e.id !== r.row.id && rowFor(DATA.environments, e.faces[0]).slot === r.row.slot);
      // Two different settings (Air and Underwater), or Light and Darkness, contradict: roll again.
      if (clash && tries < MAX_REROLLS) {
        rerolled.push(r.face);
        continue;
      }
      if (same) {
        same.faces.push(r.face);
        same.value!.total += 2; // "If the same environment is rolled twice the value is +2"
        break;
      }
      let v;
      [v, state] = rollOn(state, DATA.environmentValue);
      let dice;
      [dice, state] = roll(state, v.row.value);
      const entry: EnvironmentEntry = { id: r.row.id, name: r.row.name, source: 'rolled', faces: [r.face], value: { face: v.face, roll: dice, total: dice.total } };
      if (r.row.id === 'air') {
        let alt;
        let d100;
        [alt, state] = rollOn(state, DATA.airAltitude);
        [d100, state] = rollDie(state, 100);
        entry.altitude = { face: alt.face, d100, factor: alt.row.factor, squares: (d100 + 50) * alt.row.factor };
      }
      rolled.push(entry);
      break;
    }
  }
  const defaults = defaultsFor(step);
  const slotsTaken = new Set(rolled.map((e) => rowFor(DATA.environments, e.faces[0]).slot).filter((s) => s !== null));
  const kept = defaults.filter((d) => !slotsTaken.has(SLOT_OF_DEFAULT[d]) && !rolled.some((e) => e.id === d));
  const list: EnvironmentEntry[] = [
    ...kept.map((id) => ({ id, name: id[0].toUpperCase() + id.slice(1), source: 'default' as const, faces: [], value: null })),
    ...rolled,
  ];
  let lifeSupport: LifeSupportRoll[];
  [lifeSupport, state] = rollLifeSupport(state, rolled, figures);
  let air = null;
  if (rolled.some((e) => e.id === 'air')) [air, state] = rollAir(state, figures, cube);
  return [{ count, defaults, list, rerolled, lifeSupport, air }, state];
}

/**
 * Life support: each side rolls once per rolled environment that needs it, unless every figure of
 * the side already has it ("always use any life support they have").
 */
export function rollLifeSupport(rng: RngState, rolled: EnvironmentEntry[], figures: Record<SideId, Figure[]>): [LifeSupportRoll[], RngState] {
  const out: LifeSupportRoll[] = [];
  let state = rng;
  for (const e of rolled) {
    if (!DATA.environments.rows.find((r) => r.id === e.id)!.lifeSupport) continue;
    for (const side of SIDES) {
      if (figures[side].length > 0 && figures[side].every((f) => f.lifeSupport.includes(e.id))) {
        out.push({ environment: e.id, side, face: null, result: 'own', penalty: 0 });
        continue;
      }
      let r;
      [r, state] = rollOn(state, DATA.lifeSupport);
      out.push({ environment: e.id, side, face: r.face, result: r.row.id, penalty: r.row.penalty });
    }
  }
  return [out, state];
}
