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
const unit = z.string().refine((u) => UNIT_IDS.includes(u), 'no such unit type in units.json');
const face = z.number().int().min(1).max(100);
const QUARTERS = { '1/4': 1, '1/2': 2, rest: 0 } as const;
/** A D6 row of a line's replacements (the zombies' crows, rats and dogs; the vampires' servants and thralls). */
const replaceRow = z.strictObject({
  min: face,
  max: face,
  with: z
    .array(z.strictObject({ part: z.enum(['1/4', '1/2', 'rest']), times: z.number().int().min(1).max(3), unit, name: z.string().min(1) }))
    .min(1)
    .refine((w) => w.reduce((q, x) => q + QUARTERS[x.part], 0) <= 4 && w.every((x, i) => x.part !== 'rest' || i === w.length - 1), 'the parts replace at most the whole line, "rest" last'),
});
const figures = z.array(z.strictObject({ dice: z.union([dice, z.number().int().min(1).max(100)]), unit: unit.optional(), replace: z.array(replaceRow).min(2).optional() }));
const named = z.union([dice, z.number().int().min(0).max(20)]);
/** The cults' Gods line: each god a unit of its own, rolled before the leaders, whose line is `named` while a god comes. */
const gods = z.strictObject({ dice: z.union([dice, z.number().int().min(1).max(3)]), unit, named: named.optional() });
const row = z.strictObject({
  min: face,
  max: face,
  named: named.optional(),
  gods: gods.optional(),
  figures: figures.optional(),
  /** The row is another group's column (the Undead Type's vampires are the Vampires group)… */
  as: z.string().optional(),
  /** …its `column` (the Mastermind's minions are a group's Lesser opponent). */
  column: z.enum(['main', 'lesser']).optional(),
  /** The face is rolled again (the episode table's faces that give no minions). */
  reroll: z.literal(true).optional(),
});
type Row = z.infer<typeof row>;
/** A table's rows must run 1..die in order. */
function tiles(rows: { min: number; max: number }[] | undefined, die: number, ctx: z.RefinementCtx) {
  if (!rows) return;
  let next = 1;
  for (const r of rows) {
    if (r.min !== next || r.max < r.min) ctx.addIssue({ code: 'custom', message: `D${die} rows must run 1..${die} in order; row ${r.min}-${r.max} after ${next - 1}` });
    next = r.max + 1;
  }
  if (next !== die + 1) ctx.addIssue({ code: 'custom', message: `D${die} rows end at ${next - 1}` });
}
/** A line's replacement rows run 1..6; a row that is another group's column gives nothing of its own. */
function lines(rows: { named?: unknown; gods?: unknown; figures?: { replace?: { min: number; max: number }[] }[]; as?: string; column?: string; reroll?: true }[], ctx: z.RefinementCtx) {
  for (const r of rows) {
    if (r.as !== undefined && (r.named !== undefined || r.gods || r.figures)) ctx.addIssue({ code: 'custom', message: 'a row that is another group\'s column gives no named or figures of its own' });
    if ((r.column !== undefined && r.as === undefined) || (r.reroll && (r.as !== undefined || r.named !== undefined || r.figures))) ctx.addIssue({ code: 'custom', message: 'a column only with `as`; a rerolled row gives nothing' });
    for (const f of r.figures ?? []) tiles(f.replace, 6, ctx);
  }
}
const band = z
  .strictObject({
    level: z.number().int().min(1).max(20),
    /** Hero types one of which (drawn with the seed) leads the band's force beside its named (the Mastermind or the Black Queen). */
    lead: z.array(z.string().refine((h) => HEROES.has(h), 'no such hero type in heroes.json')).min(1).optional(),
    named: named.optional(), gods: gods.optional(), figures: figures.optional(), d6: z.array(row).min(2).optional(), d100: z.array(row).min(2).optional() })
  .superRefine((b, ctx) => {
    if ((b.d6 || b.d100) && (b.named !== undefined || b.gods || b.figures)) ctx.addIssue({ code: 'custom', message: 'a band either rolls its D6 or D100 rows or gives named and figures' });
    lines([b, ...(b.d6 ?? []), ...(b.d100 ?? [])], ctx);
    if (b.d6 && b.d100) ctx.addIssue({ code: 'custom', message: 'a band rolls one table' });
    if (b.lead && !b.d100?.some((r) => r.as !== undefined)) ctx.addIssue({ code: 'custom', message: 'a band leads another group\'s force only' });
    if ([...(b.d6 ?? []), ...(b.d100 ?? [])].length && [...(b.d6 ?? []), ...(b.d100 ?? [])].every((r) => r.reroll)) ctx.addIssue({ code: 'custom', message: 'every row rerolled' });
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

/** Rolls one line of a column (dice, or a number as the text gives it), its words after `label`. */
function line(rng: RngState, expr: string | number, label: string, words: string[]): [number, RngState] {
  if (typeof expr === 'number') {
    words.push(`${label}${expr}`);
    return [expr, rng];
  }
  // A total below 0 (D3-2) counts 0.
  const [r, next] = roll(rng, expr);
  const total = Math.max(0, r.total);
  words.push(`${label}${r.expr} = ${total} ${faces(r)}`);
  return [total, next];
}

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
  let leadBy: string | undefined;
  if (b.lead) {
    let k: number;
    [k, state] = b.lead.length > 1 ? die(state, b.lead.length) : [1, state];
    leadBy = b.lead[k - 1];
    words.push(`${HEROES.get(leadBy)!.name}${b.lead.length > 1 ? ` (D${b.lead.length} ${k})` : ''}`);
  }
  if (table) {
    let face = 0;
    let r: Row | undefined;
    // Faces that give nothing here are rolled again (at least one row does not: checked at load).
    while (!r || r.reroll) {
      [face, state] = die(state, table.die);
      r = table.rows.find((x) => face >= x.min && x.max >= face)!;
      if (r.reroll) words.push(`D${table.die} ${face} again`);
    }
    words.push(`D${table.die} ${face}`);
    // A row that is another group's column (the Undead Type's vampires): the step is that group's, rolled from its column.
    if (r.as !== undefined) {
      const other = OPPONENT_GROUPS.find((g) => g.id === r.as)!;
      const next = rollOpponents(state, { ...step, opponents: { ...o, group: other.name, column: r.column ?? which, ...(other.id === 'vampires' ? { vampires: true } : {}) } }, columns);
      if (!next.ok) return next;
      const lead = `${which === 'main' ? 'Main' : 'Lesser'} column at level ${step.level}: ${words.join('; ')}: ${other.name}${r.column && r.column !== which ? ` (${r.column === 'main' ? 'Main' : 'Lesser'})` : ''}`;
      const no = next.step.opponents;
      // The band's leader comes first, one named more: a named-only group's figures are its named.
      const led = leadBy ? { lead: [leadBy, ...(no.lead ?? [])], named: (no.named ?? 0) + 1, ...(groupOf(no.group)?.namedOnly ? { count: no.count + 1 } : {}) } : {};
      return { ...next, step: { ...next.step, opponents: { ...no, ...led, rolled: `${lead}; ${no.rolled!.replace(/^[^:]*: /, '')}` } } };
    }
    at = r;
  }
  // The Gods line first (the text lists it before the leaders, whose line it changes).
  let godCount = 0;
  if (at.gods) {
    [godCount, state] = line(state, at.gods.dice, `${unitName(at.gods.unit)} `, words);
  }
  const namedLine = godCount > 0 && at.gods?.named !== undefined ? at.gods.named : at.named;
  let n = 0;
  if (namedLine !== undefined) [n, state] = line(state, namedLine, 'named ', words);
  const mix = new Map<string, number>();
  const add = (u: string, c: number) => mix.set(u, (mix.get(u) ?? 0) + c);
  for (const f of at.figures ?? []) {
    let total: number;
    [total, state] = line(state, f.dice, f.unit ? `${unitName(f.unit)} ` : '', words);
    const u = f.unit ?? group.units[0].unit;
    if (!f.replace) {
      add(u, total);
      continue;
    }
    // A D6 replaces parts of the line (of what it rolled, rounded down, SC-13) with as many, twice or three times as many of another kind.
    let face: number;
    [face, state] = die(state, 6);
    add(u, 0);
    const r = f.replace.find((x) => face >= x.min && x.max >= face)!;
    let left = total;
    const swaps = r.with.map((w) => {
      const k = w.part === 'rest' ? left : Math.min(left, Math.floor((total * QUARTERS[w.part]) / 4));
      left -= k;
      add(w.unit, k * w.times);
      return `${w.part === 'rest' ? 'the rest' : w.part === '1/4' ? '¼' : '½'} (${k}) as ${k * w.times} ${w.name}`;
    });
    add(u, left);
    words.push(`D6 ${face}: ${swaps.join(', ')}`);
  }
  const total = [...mix.values()].reduce((s, c) => s + c, 0);
  const count = Math.min(100, Math.max(1, group.namedOnly ? n : total));
  const typed = (at.figures ?? []).some((f) => f.unit !== undefined);
  const rolled = `${which === 'main' ? 'Main' : 'Lesser'} column at level ${step.level}: ${words.join('; ')}`;
  const mixed = typed ? { mix: [...mix].filter(([, c]) => c > 0).map(([unit, c]) => ({ unit, count: c })) } : {};
  const opponents = { ...o, count, named: n, rolled, ...mixed, ...(godCount > 0 ? { alone: [{ unit: at.gods!.unit, count: godCount }] } : {}) };
  return { ok: true, step: { ...step, opponents }, rng: state };
}
