import { z } from 'zod';
import raw from '../data/opponentColumns.json' with { type: 'json' };
import heroData from '../data/heroes.json' with { type: 'json' };
import skillData from '../data/heroSkills.json' with { type: 'json' };
import unitData from '../data/units.json' with { type: 'json' };
import type { RngState } from '../core/rng.ts';
import { die, parseDice, roll } from './dice.ts';
import { groupOf, OPPONENT_GROUPS } from './opponents.ts';
import type { EpisodeStep, EpisodeStepInput } from './tables.ts';

// HC-11: the episode table's Main and Lesser columns (shared/data/opponentColumns.json): a step that
// names its column and no count has its figures and named individuals rolled from it, with the
// set-up's seed, before anything else of the set-up. Checked at load like opponentGroups.json, so a
// typo in the data fails here and not as a strange force.

const UNIT_IDS = unitData.units.map((u) => u.id);
const HEROES = new Map(heroData.heroes.map((h) => [h.id, h]));
const SKILLS = skillData.heroes as Record<string, unknown>;
const dice = z.string().refine((s) => parseDice(s) !== null, 'not a dice expression');
const figures = z.array(z.strictObject({ dice, unit: z.string().refine((u) => UNIT_IDS.includes(u), 'no such unit type in units.json').optional() }));
const named = z.union([dice, z.number().int().min(0).max(20)]);
const row = z.strictObject({
  min: z.number().int().min(1).max(100),
  max: z.number().int().min(1).max(100),
  named: named.optional(),
  figures: figures.optional(),
  /** The row is another group's column (the Undead Type's vampires are the Vampires group). */
  as: z.string().optional(),
});
type Row = z.infer<typeof row>;
/** A table's rows must run 1..die in order. */
function tiles(rows: Row[] | undefined, die: number, ctx: z.RefinementCtx) {
  if (!rows) return;
  let next = 1;
  for (const r of rows) {
    if (r.min !== next || r.max < r.min) ctx.addIssue({ code: 'custom', message: `D${die} rows must run 1..${die} in order; row ${r.min}-${r.max} after ${next - 1}` });
    if (r.as !== undefined && (r.named !== undefined || r.figures)) ctx.addIssue({ code: 'custom', message: 'a row that is another group\'s column gives no named or figures of its own' });
    next = r.max + 1;
  }
  if (next !== die + 1) ctx.addIssue({ code: 'custom', message: `D${die} rows end at ${next - 1}` });
}
const band = z
  .strictObject({ level: z.number().int().min(1).max(20), named: named.optional(), figures: figures.optional(), d6: z.array(row).min(2).optional(), d100: z.array(row).min(2).optional() })
  .superRefine((b, ctx) => {
    if ((b.d6 || b.d100) && (b.named !== undefined || b.figures)) ctx.addIssue({ code: 'custom', message: 'a band either rolls its D6 or D100 rows or gives named and figures' });
    if (b.d6 && b.d100) ctx.addIssue({ code: 'custom', message: 'a band rolls one table' });
    tiles(b.d6, 6, ctx);
    tiles(b.d100, 100, ctx);
  });
const column = z.array(band).min(1).superRefine((bands, ctx) => {
  bands.forEach((b, i) => {
    if (i === 0 ? b.level !== 1 : b.level <= bands[i - 1].level) ctx.addIssue({ code: 'custom', message: 'bands start at level 1, levels rising' });
  });
});

export const OpponentColumnsSchema = z
  .strictObject({
    source: z.string(),
    mirrors: z.record(z.string(), z.string()),
    columns: z.record(z.string(), z.strictObject({ main: column, lesser: column })),
  })
  .superRefine((d, ctx) => {
    for (const [id, cols] of Object.entries(d.columns)) {
      const g = OPPONENT_GROUPS.find((x) => x.id === id);
      if (!g) {
        ctx.addIssue({ code: 'custom', path: ['columns', id], message: `no group "${id}" in opponentGroups.json` });
        continue;
      }
      const rows: { named?: string | number; figures?: unknown[]; as?: string }[] = [...cols.main, ...cols.lesser].flatMap((b): { named?: string | number; figures?: unknown[]; as?: string }[] => b.d6 ?? b.d100 ?? [b]);
      for (const r of rows) if (r.as !== undefined && !(r.as in d.columns && r.as !== id)) ctx.addIssue({ code: 'custom', path: ['columns', id], message: `row as "${r.as}": no other group's columns` });
      if (g.namedOnly && rows.some((r) => r.figures?.length || r.named === undefined)) ctx.addIssue({ code: 'custom', path: ['columns', id], message: 'a group of named figures only has named and no figures in every row' });
    }
    // The mirrors' reading: the pools, secrets, cost and skills of the roster hero each one mirrors.
    for (const [id, of] of Object.entries(d.mirrors)) {
      const h = HEROES.get(id);
      const src = HEROES.get(of);
      if (!h || !src) {
        ctx.addIssue({ code: 'custom', path: ['mirrors', id], message: `${!h ? id : of} is not a hero type of heroes.json` });
        continue;
      }
      const same = JSON.stringify([h.cost, h.pools, h.secrets, SKILLS[id]]) === JSON.stringify([src.cost, src.pools, src.secrets, SKILLS[of]]);
      if (!same) ctx.addIssue({ code: 'custom', path: ['mirrors', id], message: `${id} is not ${of}'s pools, secrets, cost and skills` });
    }
  });

export type OpponentColumns = z.infer<typeof OpponentColumnsSchema>;

/** The data, or the reasons it is wrong (a test checks it is right; loading it never throws). */
export const OPPONENT_COLUMNS_CHECK = OpponentColumnsSchema.safeParse(raw);
const COLUMNS: OpponentColumns['columns'] = OPPONENT_COLUMNS_CHECK.success ? OPPONENT_COLUMNS_CHECK.data.columns : {};

const unitName = (id: string) => unitData.units.find((u) => u.id === id)?.name ?? id;
const faces = (r: { dice: number[] }) => `[${r.dice.join(',')}]`;

/**
 * The step the set-up plays: as written when it gives its count (no die rolled, so such a step's
 * set-up is what it always was); else its count, named and unit mix rolled from its group's column at
 * its level (the band for the highest level not above it; a D6 band rolls its row first). A named-only
 * group's figures are its named. Named below 0 (D3-2) count 0; figures at least 1, at most 100.
 */
export function rollOpponents(rng: RngState, step: EpisodeStepInput, columns: OpponentColumns['columns'] = COLUMNS): { ok: true; step: EpisodeStep; rng: RngState } | { ok: false; error: string } {
  const o = step.opponents;
  if (o.count !== undefined) return { ok: true, step: { ...step, opponents: { ...o, count: o.count } }, rng };
  const which = o.column!;
  const group = groupOf(o.group);
  const col = group ? columns[group.id]?.[which] : undefined;
  if (!group || !col) return { ok: false, error: `step.opponents: no ${which} column for "${o.group}" in opponentColumns.json: give the step a count` };
  const b = [...col].reverse().find((x) => x.level <= step.level)!;
  let state = rng;
  let at: Row | typeof b = b;
  const words: string[] = [];
  const table = b.d6 ? { die: 6, rows: b.d6 } : b.d100 ? { die: 100, rows: b.d100 } : null;
  if (table) {
    let face: number;
    [face, state] = die(state, table.die);
    const r = table.rows.find((x) => face >= x.min && x.max >= face)!;
    words.push(`D${table.die} ${face}`);
    // A row that is another group's column (the Undead Type's vampires): the step is that group's, rolled from its column.
    if (r.as !== undefined) {
      const other = OPPONENT_GROUPS.find((g) => g.id === r.as)!;
      const next = rollOpponents(state, { ...step, opponents: { ...o, group: other.name, ...(other.id === 'vampires' ? { vampires: true } : {}) } }, columns);
      if (!next.ok) return next;
      const lead = `${which === 'main' ? 'Main' : 'Lesser'} column at level ${step.level}: ${words.join('; ')}: ${other.name}`;
      return { ...next, step: { ...next.step, opponents: { ...next.step.opponents, rolled: `${lead}; ${next.step.opponents.rolled!.replace(/^[^:]*: /, '')}` } } };
    }
    at = r;
  }
  let n = 0;
  if (typeof at.named === 'number') n = at.named;
  else if (at.named !== undefined) {
    const [r, next] = roll(state, at.named);
    state = next;
    n = Math.max(0, r.total);
    words.push(`named ${r.expr} = ${n} ${faces(r)}`);
  }
  if (typeof at.named === 'number') words.push(`named ${n}`);
  const mix = new Map<string, number>();
  for (const f of at.figures ?? []) {
    const [r, next] = roll(state, f.dice);
    state = next;
    const unit = f.unit ?? group.units[0].unit;
    mix.set(unit, (mix.get(unit) ?? 0) + r.total);
    words.push(`${f.unit ? `${unitName(f.unit)} ` : ''}${r.expr} = ${r.total} ${faces(r)}`);
  }
  const total = [...mix.values()].reduce((s, c) => s + c, 0);
  const count = Math.min(100, Math.max(1, group.namedOnly ? n : total));
  const typed = (at.figures ?? []).some((f) => f.unit !== undefined);
  const rolled = `${which === 'main' ? 'Main' : 'Lesser'} column at level ${step.level}: ${words.join('; ')}`;
  const opponents = { ...o, count, named: n, rolled, ...(typed ? { mix: [...mix].map(([unit, c]) => ({ unit, count: c })) } : {}) };
  return { ok: true, step: { ...step, opponents }, rng: state };
}
