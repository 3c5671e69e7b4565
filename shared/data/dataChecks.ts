import heroData from './heroes.json' with { type: 'json' };
import scenarioData from './scenarios.json' with { type: 'json' };
import unitData from './units.json' with { type: 'json' };

// What the data files' tests share: the files read as untyped JSON, and small checkers that return
// a list of problems (empty when all is well), so a failure names the entry and the field at fault.

export type Json = Record<string, unknown>;

export const units = (unitData as unknown as { units: Json[] }).units;
export const heroes = (heroData as unknown as { heroes: Json[] }).heroes;
export const scenarios = (scenarioData as unknown as { scenarios: Json[] }).scenarios;

export const unitIds = new Set(units.map((u) => u.id as string));
export const heroIds = new Set(heroes.map((h) => h.id as string));
export const unitById = new Map(units.map((u) => [u.id as string, u]));
export const heroById = new Map(heroes.map((h) => [h.id as string, h]));

/** Terrain no unit can enter (SW-25). */
export const IMPASSABLE = ['deep-water', 'barrier'];

export const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
export const isPosInt = (v: unknown): v is number => isInt(v) && v >= 1;
export const isStr = (v: unknown): v is string => typeof v === 'string' && v.trim().length > 0;
export const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function onlyKeys(where: string, o: unknown, allowed: string[]): string[] {
  if (typeof o !== 'object' || o === null || Array.isArray(o)) return [`${where}: not an object`];
  return Object.keys(o)
    .filter((k) => !allowed.includes(k))
    .map((k) => `${where}: unknown field "${k}"`);
}

export function listOf(where: string, v: unknown, allowed: readonly string[], what: string): string[] {
  if (!Array.isArray(v) || v.length === 0) return [`${where}: must be a non-empty list of ${what}`];
  const out = v.filter((x) => !allowed.includes(x as string)).map((x) => `${where}: unknown ${what} "${String(x)}"`);
  if (new Set(v).size !== v.length) out.push(`${where}: repeats an entry`);
  return out;
}
