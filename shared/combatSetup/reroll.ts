import { seedRng, type Seed } from '../core/rng.ts';
import { sha256, utf8 } from '../core/sha256.ts';
import type { BattleMap } from '../map/battleMap.ts';
import { battleFromSetup, type BattleFromSetupOptions, type StepBattle } from './battle.ts';
import { make, namePresent, refused } from './complications.ts';
import type { Complication, Senseless } from './complicationTypes.ts';
import type { CombatSetup } from './generate.ts';
import { withLimitedArea } from './limitedArea.ts';
import { Roller } from './roller.ts';
import { DATA, rowFor } from './tables.ts';

// HC-06 "Re-roll any contradictions or anything that doesn't make sense": a rolled complication the
// battle cannot lay on this board (battle.ts takes it back: it would crowd or shut a side in, fill the
// cube, find no fall or nothing to control) is rolled again on the D30, with its details, and the
// battle laid again. The dice come from a sub-seed of the set-up's seed keyed by the complication's
// index (as the gamemaster's rerolls are, overrides.ts), so no die of the set-up moves and a seed
// whose complications all stand keeps its set-up exactly. At most REROLL_TRIES new complications are
// tried; if none can be laid either, the first stays, taken back as before. Pure.

export const REROLL_TRIES = 3;
/** D30 faces rolled in all for one complication (repeats and contradictions are rolled past). */
const MAX_FACES = 30;

/** Whether the gamemaster's overrides (overrides.ts) touch the complications: then they stand as made. */
export const heldByGamemaster = (overrides: unknown): boolean =>
  Array.isArray(overrides) && overrides.some((o) => typeof o === 'object' && o !== null && ['complication', 'complication-count'].includes((o as { table?: unknown }).table as string));

export type RerolledBattle = { setup: CombatSetup } & StepBattle;

// Keyed by the seed's key, so a seed given as a number or as its 64 hex digits re-rolls alike.
const forkOf = (seed: Seed | number, index: number) => new Roller(seedRng(sha256(utf8(`combat-setup complication re-roll ${seedRng(seed).key} ${index}`))));

/** The set-up with complication `index` replaced: Death Trap's and Hostage Situation's people, a Limited Area's deployment and the task's turn per attempt follow. */
function withComplication(setup: CombatSetup, index: number, c: Complication, why: Senseless): CombatSetup {
  const list = structuredClone(setup.complications.list);
  list[index] = c;
  namePresent(list);
  const limited = withLimitedArea(setup.deployment, list, setup.cube);
  const countdown = limited.list.some((x) => x.id === 'time-limit' || x.id === 'destruction-sequence');
  const task = { ...setup.task, turnPerAttempt: countdown && setup.task.when.id !== 'during' };
  const senseless = [...(setup.complications.senseless ?? []), why];
  return { ...setup, deployment: limited.deployment, task, complications: { ...setup.complications, list: limited.list, senseless } };
}

/**
 * The battle of a set-up with each rolled complication it would take back rolled again (see above).
 * `held`: the gamemaster set or rerolled the complications by hand (overrides.ts): they stand as made.
 * `most`: new complications tried for each (tests try none to see one taken back as before).
 */
export function battleWithRerolls(setup: CombatSetup, base: BattleMap, seed: Seed | number, options: BattleFromSetupOptions = {}, held = false, most = REROLL_TRIES): RerolledBattle {
  let battle = battleFromSetup(setup, base, options);
  if (held) return { setup, ...battle };
  const ctx = { ...setup, heroes: setup.heroes.map((name) => ({ name })), envs: setup.environments.list.map((e) => e.id) };
  for (let i = 0; i < setup.complications.list.length; i++) {
    const first = setup.complications.list[i];
    const laid = battle.map.complications?.[i];
    if (first.source !== 'rolled' || !laid || laid.id !== first.id || laid.inForce) continue;
    const r = forkOf(seed, i);
    const others = setup.complications.list.filter((c, k) => k !== i && c.source === 'rolled').map((c) => c.id);
    const stood = (battle.map.complications ?? []).flatMap((c, k) => (c.inForce ? [k] : []));
    const why: Senseless = { index: i, face: first.face, id: first.id, name: first.name, why: laid.how ?? 'not laid', tries: [], kept: false };
    let found: RerolledBattle | null = null;
    for (let tries = 0, faces = 0; tries < most && faces < MAX_FACES && !found; ) {
      let face = r.d(30);
      faces++;
      let doubled = false;
      // 30: roll again and apply that one twice, as at the first roll.
      while (rowFor(DATA.complications, face).id === 'twice' && faces < MAX_FACES) {
        doubled = true;
        face = r.d(30);
        faces++;
      }
      const id = rowFor(DATA.complications, face).id;
      why.tries.push(face);
      if (id === 'twice' || id === first.id || refused(id, others, ctx.envs)) continue;
      tries++;
      const next = withComplication(setup, i, make(r, face, 'rolled', doubled, ctx), { ...why, tries: [...why.tries], kept: true });
      const b = battleFromSetup(next, base, options);
      // Kept only if it is laid and takes nothing else out of force.
      const now = b.map.complications ?? [];
      if (now[i]?.inForce && stood.every((k) => now[k]?.inForce)) found = { setup: next, ...b };
    }
    if (found) {
      ({ setup } = found);
      battle = found;
    } else {
      setup = { ...setup, complications: { ...setup.complications, senseless: [...(setup.complications.senseless ?? []), why] } };
    }
  }
  return { setup, ...battle, map: shownOn(battle.map, setup) };
}

/** Each re-rolled complication's `how` says what was rolled first and why it was rolled again. */
function shownOn(map: BattleMap, setup: CombatSetup): BattleMap {
  const list = setup.complications.senseless;
  if (!list?.length || !map.complications) return map;
  const complications = map.complications.map((c, i) => {
    const s = list.find((x) => x.index === i);
    if (!s) return c;
    const words = s.kept
      ? `re-rolled (d30 ${s.tries.join(', ')}): ${s.name} (d30 ${s.face}) made no sense here (${s.why})`
      : `re-rolled ${s.tries.length} time(s) (d30 ${s.tries.join(', ')}), none could be laid either`;
    return { ...c, how: c.how ? `${c.how}; ${words}` : words };
  });
  return { ...map, complications };
}
