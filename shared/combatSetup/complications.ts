import type { RngState } from '../core/rng.ts';
import { tableDie } from './overrideHook.ts';
import { rollDetail, type ComplicationContext } from './complicationDetails.ts';
import type { Complication, Complications } from './complicationTypes.ts';
import { Roller } from './roller.ts';
import { DATA, rowFor } from './tables.ts';

// HC-06: D6-2 complications per step, plus the Relationship complication every step has.

export const MAX_REROLLS = 100;

/** Complications that contradict each other: one of a pair is thrown out and rolled again. */
const CONTRADICTIONS: [string, string][] = [
  ['hard-edge', 'weak-edge'],
  ['hard-contested-zone', 'weak-contested-zone'],
];

export function rollComplicationCount(rng: RngState): [{ face: number; count: number }, RngState] {
  const [face, next] = tableDie(rng, 'complication-count', 6);
  return [{ face, count: Math.max(0, face - 2) }, next];
}

/** Why a complication cannot join the list: a repeat (a 30 is how one applies twice), a contradiction, or the text's own re-roll. */
export function refused(id: string, have: string[], envs: string[]): boolean {
  if (have.includes(id)) return true;
  if (CONTRADICTIONS.some(([a, b]) => (id === a && have.includes(b)) || (id === b && have.includes(a)))) return true;
  // "Re-roll in a microgravity or underwater environments" (Weak Floor, and Hard Floor by reference).
  if ((id === 'weak-floor' || id === 'hard-floor') && (envs.includes('microgravity') || envs.includes('underwater'))) return true;
  return false;
}

export function make(r: Roller, face: number, source: Complication['source'], doubled: boolean, ctx: ComplicationContext): Complication {
  const row = rowFor(DATA.complications, face);
  // The automatic one is the step's Relationship, not "an Extra one".
  const out: Complication = { face, id: row.id, name: source === 'automatic' ? 'Relationship' : row.name, source, doubled, effect: row.effect, where: { rects: [], squares: [] }, details: [] };
  for (let i = 0; i < (doubled ? 2 : 1); i++) {
    const d = rollDetail(r, row.id, ctx);
    out.details.push(d.detail);
    out.where.rects.push(...d.rects);
    out.where.squares.push(...d.squares);
  }
  return out;
}

/**
 * Death Trap and Hostage Situation name whoever is present, known only once every complication is
 * rolled: bystanders (and hostages, for the trap). The Relationship arrives during the fight, so it is
 * not "present" at the start.
 */
export function namePresent(list: Complication[]): void {
  const ids = list.map((c) => c.id);
  for (const c of list) {
    for (const d of c.details) {
      if (d.kind === 'death-trap') d.victims = ids.includes('innocent-bystanders') || ids.includes('hostage-situation') ? 'dependents-present' : 'heroes';
      if (d.kind === 'hostage-situation') d.hostages = ids.includes('innocent-bystanders') ? 'dependents-present' : 'important-hostage';
    }
  }
}

export function rollComplications(rng: RngState, ctx: ComplicationContext): [Complications, RngState] {
  const [count, afterCount] = rollComplicationCount(rng);
  const r = new Roller(afterCount);
  const relationshipFace = DATA.complications.rows.find((x) => x.id === 'relationship')!.min;
  const list: Complication[] = [make(r, relationshipFace, 'automatic', false, ctx)];
  const rerolled: number[] = [];
  for (let i = 0; i < count.count; i++) {
    for (let tries = 0; ; tries++) {
      let face = r.table('complication', 30);
      let doubled = false;
      // 30: roll again (again on another 30) and apply that one twice.
      while (rowFor(DATA.complications, face).id === 'twice') {
        doubled = true;
        face = r.table('complication', 30);
      }
      const id = rowFor(DATA.complications, face).id;
      // The automatic Relationship does not stop a rolled "Relationship (an Extra one)".
      const have = list.filter((c) => c.source === 'rolled').map((c) => c.id);
      if (refused(id, have, ctx.envs) && tries < MAX_REROLLS) {
        rerolled.push(face);
        continue;
      }
      list.push(make(r, face, 'rolled', doubled, ctx));
      break;
    }
  }
  namePresent(list);
  return [{ count, rerolled, list }, r.state];
}
