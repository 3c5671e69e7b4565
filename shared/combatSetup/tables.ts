import { z } from 'zod';
import raw from '../data/combatSetup.json' with { type: 'json' };
import type { RngState } from '../core/rng.ts';
import { tableDie } from './overrideHook.ts';
import { parseDice } from './dice.ts';
import { SKILL_IDS } from '../skills/skills.ts';

// The Combat Setup tables (shared/data/combatSetup.json), checked at load: every table's rows must
// cover its die's faces exactly once, and every dice expression must parse, so a typo in the data
// fails here rather than as a strange set-up later.

const diceExpr = z.string().refine((s) => parseDice(s) !== null, 'not a dice expression');
const row = z.object({ min: z.number().int().min(1), max: z.number().int().min(1) });

/** A table rolled on one die; its rows (any extra fields) must tile 1..die without gaps or overlaps. */
function table<T extends z.ZodRawShape>(fields: T) {
  return z
    .object({ die: z.number().int().min(2), rows: z.array(row.extend(fields)).min(1) })
    .superRefine((t, ctx) => {
      let next = 1;
      for (const r of t.rows as unknown as { min: number; max: number }[]) {
        if (r.min !== next || r.max < r.min) ctx.addIssue({ code: 'custom', message: `rows must run 1..${t.die} in order; row ${r.min}-${r.max} after ${next - 1}` });
        next = r.max + 1;
      }
      if (next !== t.die + 1) ctx.addIssue({ code: 'custom', message: `rows end at ${next - 1}, the die has ${t.die} faces` });
    });
}

const damageTypeId = z.enum(['heat', 'cold', 'electricity', 'radiation', 'physical', 'physical-poison', 'solid']);
const id = z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
const skill = z.enum(SKILL_IDS);

const opponentsFields = {
  group: z.string().min(1),
  /** The step's figures; absent, they are rolled from the group's `column` (HC-11, opponentColumns.json). */
  count: z.number().int().min(1).max(100).optional(),
  /** The episode table's column the step's opponents come from (the Episode Steps table: Main or Lesser). */
  column: z.enum(['main', 'lesser']).optional(),
  /** The named individuals (Leaders, Villains, Heroes); absent with a count, as many as the step's level. */
  named: z.number().int().min(0).max(20).optional(),
  vampires: z.boolean().optional(),
  /** Skill ranks of every opponent figure; absent skills have ranks equal to the step's level. */
  skills: z.partialRecord(skill, z.number().int().min(0).max(40)).optional(),
};

const stepFields = {
  id: id.optional(),
  opponents: z.object(opponentsFields).refine((o) => o.count !== undefined || o.column !== undefined, 'opponents: give a count, or a column (main or lesser) to roll it from'),
  level: z.number().int().min(1).max(20),
  task: z.object({
    skills: z.array(skill).min(1).max(2),
    dc: z.number().int().min(1).max(60),
    when: z.enum(['before', 'during', 'after']).optional(),
    /** Boost in Tasks: +1 from advanced research, +2 from an Advantage step's success (EP-16, decided outside the fight). */
    boost: z.number().int().min(1).max(4).optional(),
  }),
  time: z.enum(['day', 'night']),
  /** Whether the episode itself says who surprised whom; 'none' leaves it to the preparation roll. */
  surprise: z.enum(['none', 'heroes-ambush', 'heroes-ambushed']),
  /** The heroes attack (the default: they come to the opponents) or defend. */
  attacker: z.enum(['heroes', 'opponents']).optional(),
  /** An Assault episode (the vampires' default environments differ). */
  assault: z.boolean().optional(),
  /** Inside the opponents' base (automated defences turn on the heroes). */
  inEnemyBase: z.boolean().optional(),
};

/** A step as written (data, the command line, a gamemaster): its opponents' count may be left to its column. */
export const EpisodeStepInputSchema = z.object(stepFields);

/**
 * A step as the set-up plays it: the count known (given, or rolled from the column by
 * opponentColumns.ts, which also keeps the column's unit mix and its dice in words).
 */
export const EpisodeStepSchema = z.object({
  ...stepFields,
  opponents: z.object({
    ...opponentsFields,
    count: z.number().int().min(1).max(100),
    /** The column's own unit types and their figures, when it names them (the demons' lesser and greater). */
    mix: z.array(z.object({ unit: z.string().min(1), count: z.number().int().min(0) })).optional(),
    /** Figures each a unit of its own, beside the rank and file (the cults' gods). */
    alone: z.array(z.object({ unit: z.string().min(1), count: z.number().int().min(1) })).optional(),
    /** Hero types that lead the force before its group's own leaders (the Mastermind over the minions). */
    lead: z.array(z.string().min(1)).optional(),
    /** The column's dice, in words, for the gamemaster. */
    rolled: z.string().optional(),
  }),
});

export const HeroSchema = z.object({
  id,
  name: z.string().min(1),
  skills: z.partialRecord(skill, z.number().int().min(0).max(40)),
  flying: z.boolean().optional(),
  lifeSupport: z.array(id).optional(),
});

export const CombatSetupDataSchema = z.object({
  source: z.string(),
  turnLimit: z.number().int().min(1),
  cube: table({ side: z.number().int().min(1) }),
  preparation: table({ id: z.enum(['ready', 'warned', 'tactical-surprise', 'ambush', 'general-surprise']), name: z.string(), actionsEach: z.number().int().min(0) }),
  deploymentType: table({ id: z.enum(['alternating', 'tactical-edge', 'whole-team']), name: z.string() }),
  deployFrom: table({ id: z.enum(['random-edge', 'random-corner', 'centre', 'selected-edge', 'selected-corner']), name: z.string(), near: z.number().int().min(1), far: z.number().int().min(1) }),
  deployRange: table({ low: z.number().int().min(1), high: z.number().int().min(1).nullable() }),
  environmentValue: table({ value: diceExpr }),
  /** HC-04: `harm`, the damage type of going without life support where the environment needs it (and only there). */
  environments: table({ id, name: z.string(), slot: z.enum(['setting', 'lighting', 'weather']).nullable(), lifeSupport: z.boolean(), harm: damageTypeId.optional() }).refine(
    (t) => t.rows.every((r) => r.lifeSupport === (r.harm !== undefined)),
    'an environment needing life support names the harm of going without it (harm), and only such one does',
  ),
  airAltitude: table({ factor: z.number().int().min(1) }),
  lifeSupport: table({ id: z.enum(['no', 'penalised', 'yes']), penalty: z.number().int().min(0) }),
  airDeployment: table({ id, platforms: z.number().int().min(0).max(3) }),
  platformMovement: table({ id, moves: diceExpr.nullable(), steered: z.boolean(), tipsOver: z.number().int().nullable() }),
  aircraft: z.object({ note: z.string(), helicopterCeiling: z.number().int().min(1), kinds: z.record(z.string(), z.object({ name: z.string(), width: z.number().int().min(1) })) }),
  complicationValue: table({ value: diceExpr }),
  // HC-07: what each type makes of an Automated Defence's damage-type extra ("If their damage is Heat then Persistent, …").
  damageType: table({ id: damageTypeId, defenceExtra: z.enum(['persistent', 'drain-react', 'drain-attack', 'stun', 'ignores-armour', 'rending']) }),
  complications: table({ id, name: z.string(), effect: z.string().min(1) }),
  relationships: table({ id }),
  taskTiming: table({ id: z.enum(['before', 'after', 'during']) }),
  taskLimits: table({
    id,
    text: z.string(),
    attempters: z.enum(['one', 'two', 'all']),
    together: z.boolean(),
    allMustSucceed: z.boolean(),
    difficulty: z.number().int(),
  }),
  episodes: z.array(EpisodeStepSchema),
  /** A sample hero team for the command line and tests until heroes carry skills. */
  team: z.array(HeroSchema).min(1),
});

export type CombatSetupData = z.infer<typeof CombatSetupDataSchema>;
export type EpisodeStep = z.infer<typeof EpisodeStepSchema>;
export type EpisodeStepInput = z.infer<typeof EpisodeStepInputSchema>;
export type Table<R> = { die: number; rows: (R & { min: number; max: number })[] };

/** The tables, validated once at load; a broken data file stops the program with zod's message. */
export const DATA: CombatSetupData = CombatSetupDataSchema.parse(raw);

/** A row of a table and the face that chose it. */
export interface Rolled<R> {
  face: number;
  row: R;
}

/** Rolls the table's die and returns the row it lands on. */
export function rollOn<R>(rng: RngState, t: Table<R>): [Rolled<R & { min: number; max: number }>, RngState] {
  const [face, next] = tableDie(rng, t, t.die);
  return [{ face, row: rowFor(t, face) }, next];
}

export function rowFor<R>(t: Table<R>, face: number): R & { min: number; max: number } {
  const r = t.rows.find((x) => face >= x.min && face <= x.max);
  if (!r) throw new RangeError(`face ${face} is not on a ${t.die}-sided table`);
  return r;
}
