import { rollDie, seedRng, type Seed } from '../core/rng.ts';
import { sha256, utf8 } from '../core/sha256.ts';
import { generateCombatSetup, type CombatSetup } from './generate.ts';
import { rollKey, withFaces, type TableKey } from './overrideHook.ts';
import { DATA, rowFor, type Table } from './tables.ts';
import type { CombatSetupInput } from './types.ts';
import { SetupOverrides, type SetupOverride } from './overrideSchema.ts';

// The gamemaster's reroll and set-by-hand (issue 11): a set-up is a pure function of its seed and a
// list of overrides, each of which rerolls one table's roll (with a sub-seed of the seed, the table,
// its index and a nonce, so a second reroll of the same table gives a new face) or sets its face by
// hand. Overrides apply in order; each keeps every other table's face as the previous set-up had it
// (overrideHook.ts), so a reroll changes that table only, and what follows from it (a bigger cube
// moves the areas; a new complication lays its own squares).

export interface OverrideTable {
  id: string;
  /** What the gamemaster reads. */
  name: string;
  die: number;
  /** Several rolls of this table in one set-up (environments, complications): `index` says which. */
  indexed: boolean;
  /** The face in words. */
  label(face: number): string;
  /** Row ids a hand-set value may name instead of a face. */
  idOf?(face: number): string;
  /** The faces worth offering by hand: one per row of the table. */
  choices: number[];
}

const rowsOf = <R>(t: Table<R>) => t.rows.map((r) => r.min);
const facesTo = (die: number) => Array.from({ length: die }, (_, i) => i + 1);
const idOf = <R extends { id: string }>(t: Table<R>) => (face: number) => rowFor(t, face).id;

/** Every table a gamemaster may reroll or set, in the order the set-up rolls them. */
export const OVERRIDE_TABLES: readonly OverrideTable[] = [
  { id: 'cube', name: 'Cube side', die: DATA.cube.die, indexed: false, label: (f) => `side ${rowFor(DATA.cube, f).side}`, choices: rowsOf(DATA.cube) },
  { id: 'preparation', name: 'Preparation', die: DATA.preparation.die, indexed: false, label: (f) => rowFor(DATA.preparation, f).name, idOf: idOf(DATA.preparation), choices: rowsOf(DATA.preparation) },
  { id: 'deployment-type', name: 'Deployment type', die: DATA.deploymentType.die, indexed: false, label: (f) => rowFor(DATA.deploymentType, f).name, idOf: idOf(DATA.deploymentType), choices: rowsOf(DATA.deploymentType) },
  { id: 'deployment-from', name: 'Deployment area', die: DATA.deployFrom.die, indexed: false, label: (f) => rowFor(DATA.deployFrom, f).name, idOf: idOf(DATA.deployFrom), choices: rowsOf(DATA.deployFrom) },
  {
    id: 'deployment-distance',
    // Two tables a gamemaster can mistake for one (a browser walk did): this one places the first
    // side's area, out from its edge, corner or centre; the range below places the second side's.
    name: 'Deployment distance (first side)',
    die: DATA.deployFrom.die,
    indexed: false,
    label: (f) => `${rowFor(DATA.deployFrom, f).near} to ${rowFor(DATA.deployFrom, f).far} squares from its edge, corner or centre`,
    choices: rowsOf(DATA.deployFrom),
  },
  {
    id: 'deployment-range',
    name: 'Deployment range (second side)',
    die: DATA.deployRange.die,
    indexed: false,
    label: (f) => {
      const r = rowFor(DATA.deployRange, f);
      return r.high === null ? `${r.low} squares or more from the first side's figures` : `${r.low} to ${r.high} squares from the first side's figures`;
    },
    choices: rowsOf(DATA.deployRange),
  },
  { id: 'environment-count', name: 'Number of environments', die: 5, indexed: false, label: (f) => `${Math.max(0, f - 2)} rolled`, choices: facesTo(5) },
  { id: 'environment', name: 'Environment', die: DATA.environments.die, indexed: true, label: (f) => rowFor(DATA.environments, f).name, idOf: idOf(DATA.environments), choices: rowsOf(DATA.environments) },
  { id: 'complication-count', name: 'Number of complications', die: 6, indexed: false, label: (f) => `${Math.max(0, f - 2)} rolled`, choices: facesTo(6) },
  { id: 'complication', name: 'Complication', die: DATA.complications.die, indexed: true, label: (f) => rowFor(DATA.complications, f).name, idOf: idOf(DATA.complications), choices: rowsOf(DATA.complications) },
  { id: 'task-timing', name: 'Task timing', die: DATA.taskTiming.die, indexed: false, label: (f) => `${rowFor(DATA.taskTiming, f).id} the fight`, idOf: idOf(DATA.taskTiming), choices: rowsOf(DATA.taskTiming) },
  { id: 'task-limits', name: 'Task limits', die: DATA.taskLimits.die, indexed: false, label: (f) => rowFor(DATA.taskLimits, f).text, idOf: idOf(DATA.taskLimits), choices: rowsOf(DATA.taskLimits) },
];

const tableOf = (id: string) => OVERRIDE_TABLES.find((t) => t.id === id)!;

/**
 * The rolls the hook counts, by what the generator rolls them on. The deployment's From and Distance
 * are two rolls of one table ("roll twice"): its first and second occurrence.
 */
const HOOK_NAMES = new Map<TableKey, string>([
  [DATA.cube, 'cube'],
  [DATA.preparation, 'preparation'],
  [DATA.deploymentType, 'deployment-type'],
  [DATA.deployFrom, 'deployment-from'],
  [DATA.deployRange, 'deployment-range'],
  ['environment-count', 'environment-count'],
  [DATA.environments, 'environment'],
  ['complication-count', 'complication-count'],
  ['complication', 'complication'],
  [DATA.taskTiming, 'task-timing'],
  [DATA.taskLimits, 'task-limits'],
]);

/** The hook's key of a gamemaster's table roll. */
function hookKey(table: string, index: number): string {
  if (table === 'deployment-from') return rollKey('deployment-from', 0);
  if (table === 'deployment-distance') return rollKey('deployment-from', 1);
  return rollKey(table, index);
}

/** Back from the hook's key to the gamemaster's table and index. */
function fromHookKey(key: string): { table: string; index: number } {
  const [name, n] = key.split('#');
  const index = Number(n);
  if (name === 'deployment-from') return index === 0 ? { table: 'deployment-from', index: 0 } : { table: 'deployment-distance', index: 0 };
  return { table: name, index };
}

export { SetupOverride, SetupOverrides } from './overrideSchema.ts';

/** One table roll of a set-up, as the gamemaster's card lists it. */
export interface TableRoll {
  table: string;
  index: number;
  face: number;
  label: string;
}

export type OverriddenResult = { ok: true; setup: CombatSetup; rolls: TableRoll[]; log: string[] } | { ok: false; errors: string[] };

const subSeed = (seed: Seed | number, o: SetupOverride, index: number): Seed => sha256(utf8(`combat-setup reroll ${String(seed)} ${o.table} ${index} ${o.reroll}`));

/** The face an override asks for, or why it cannot. */
function faceFor(seed: Seed | number, o: SetupOverride, index: number): number | string {
  const t = tableOf(o.table);
  if (o.reroll !== undefined) return rollDie(seedRng(subSeed(seed, o, index)), t.die)[0];
  if (typeof o.set === 'number') return o.set <= t.die ? o.set : `${t.name}: ${o.set} is not a face of its D${t.die}`;
  const face = t.idOf ? t.choices.find((f) => t.idOf!(f) === o.set) : undefined;
  if (face === undefined) return `${t.name}: no result "${o.set}"${t.idOf ? `; results: ${t.choices.map((f) => t.idOf!(f)).join(', ')}` : ' (set it by face)'}`;
  return face;
}

function rollsOf(faces: Map<string, number>): TableRoll[] {
  return [...faces].map(([key, face]) => {
    const { table, index } = fromHookKey(key);
    return { table, index, face, label: tableOf(table).label(face) };
  });
}

const title = (t: OverrideTable, index: number) => (t.indexed ? `${t.name} roll ${index + 1}` : t.name);

/**
 * The set-up of a seed with the gamemaster's overrides applied in order, every roll of the tables
 * above (table, index, face) and one log line per override. A bad override (unknown table, a face off
 * its die, a roll this set-up never makes) is reported, never thrown.
 */
export function generateWithOverrides(input: CombatSetupInput, seed: Seed | number, overrides: unknown = []): OverriddenResult {
  const parsed = SetupOverrides.safeParse(overrides);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((i) => `overrides${i.path.map((p) => `[${String(p)}]`).join('')}: ${i.message}`) };
  let last = withFaces(HOOK_NAMES, new Map(), () => generateCombatSetup(input, seed));
  if (!last.value.ok) return last.value;
  const log: string[] = [];
  for (const [n, o] of parsed.data.entries()) {
    const t = tableOf(o.table);
    const index = o.index ?? 0;
    if (!t.indexed && index !== 0) return { ok: false, errors: [`overrides[${n}]: ${t.name} is rolled once; it has no index ${index}`] };
    const face = faceFor(seed, o, index);
    if (typeof face === 'string') return { ok: false, errors: [`overrides[${n}]: ${face}`] };
    const key = hookKey(o.table, index);
    const before = last.faces.get(key);
    if (before === undefined) {
      const made = [...last.faces.keys()].filter((k) => fromHookKey(k).table === o.table).length;
      return { ok: false, errors: [`overrides[${n}]: this set-up makes no ${title(t, index)}${t.indexed ? ` (it makes ${made})` : ' (the episode step fixes it)'}`] };
    }
    const pins = new Map(last.faces);
    pins.set(key, face);
    const next = withFaces(HOOK_NAMES, pins, () => generateCombatSetup(input, seed));
    if (!next.value.ok) return next.value;
    const change = before === face ? `${t.label(face)} again` : `${t.label(before)} → ${t.label(face)}`;
    log.push(o.reroll !== undefined ? `Gamemaster rerolled ${title(t, index)} (D${t.die}: ${face}): ${change}` : `Gamemaster set ${title(t, index)} by hand: ${change}`);
    last = next;
  }
  const final = last.value;
  if (!final.ok) return final;
  return { ok: true, setup: final.setup, rolls: rollsOf(last.faces), log };
}
