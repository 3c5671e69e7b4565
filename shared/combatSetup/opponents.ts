import { z } from 'zod';
import raw from '../data/opponentGroups.json' with { type: 'json' };
import heroData from '../data/heroes.json' with { type: 'json' };
import unitData from '../data/units.json' with { type: 'json' };
import type { EpisodeStep } from './tables.ts';

// A combat step's enemy is the group the step names (issue 11, HC-11 in docs/RULES.md): the episode
// table's opponent groups as Shadow Wars units and heroes (shared/data/opponentGroups.json), checked
// at load like heroSkills.json, so a typo in the data fails here and not as a strange battle.

const UNIT_IDS = unitData.units.map((u) => u.id);
const HERO_IDS = heroData.heroes.map((h) => h.id);
const unitId = z.string().refine((u) => UNIT_IDS.includes(u), 'no such unit type in units.json');
const heroId = z.string().refine((h) => HERO_IDS.includes(h), 'no such hero type in heroes.json');

const GroupSchema = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  /** The D100 faces of the episode table that name the group. */
  episode: z.string().min(1),
  aliases: z.array(z.string().min(1)),
  /** Figures of the step per Shadow Wars unit. */
  perUnit: z.number().int().min(1).max(10),
  /** The group is its named figures only (villains, rival heroes): each a leader riding one unit of `units`. */
  namedOnly: z.boolean().optional(),
  units: z.array(z.strictObject({ unit: unitId, share: z.number().int().min(1) })).min(1),
  elite: z.strictObject({ unit: unitId, fromLevel: z.number().int().min(1).max(20) }).optional(),
  leaders: z.array(heroId),
});

export const OpponentGroupsSchema = z
  .strictObject({ source: z.string(), groups: z.array(GroupSchema).min(1) })
  .superRefine((d, ctx) => {
    const seen = new Map<string, string>();
    for (const [i, g] of d.groups.entries()) {
      for (const n of [g.name, ...g.aliases].map((x) => x.toLowerCase())) {
        if (seen.has(n)) ctx.addIssue({ code: 'custom', path: ['groups', i], message: `"${n}" names both ${seen.get(n)} and ${g.id}` });
        seen.set(n, g.id);
      }
    }
  });

export type OpponentGroup = z.infer<typeof GroupSchema>;

/** The data, or the reasons it is wrong (a test checks it is right; loading it never throws). */
export const OPPONENT_GROUPS_CHECK = OpponentGroupsSchema.safeParse(raw);
export const OPPONENT_GROUPS: readonly OpponentGroup[] = OPPONENT_GROUPS_CHECK.success ? OPPONENT_GROUPS_CHECK.data.groups : [];

/** The group a step's `opponents.group` names (its name or an alias, any case, or its id). */
export function groupOf(name: string): OpponentGroup | undefined {
  const n = name.trim().toLowerCase();
  return OPPONENT_GROUPS.find((g) => g.id === n || g.name.toLowerCase() === n || g.aliases.some((a) => a.toLowerCase() === n));
}

export interface OpponentForce {
  group: OpponentGroup;
  /** Unit types of side 1, in order (the elite ones first, the leaders ride with the first units). */
  units: string[];
  heroes: string[];
  /** One line for the gamemaster: how the step's figures became this force. */
  how: string;
}

/** Splits n units by whole-number shares, largest remainder first (ties to the earlier entry). */
export function split(n: number, parts: { unit: string; share: number }[]): string[] {
  const total = parts.reduce((s, p) => s + p.share, 0);
  const exact = parts.map((p) => (n * p.share) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  // The units left over, counted once: the loop's own additions must not shorten it.
  const left = n - counts.reduce((s, c) => s + c, 0);
  for (let k = 0; k < left; k++) counts[order[k].i]++;
  return parts.flatMap((p, i) => Array.from({ length: counts[i] }, () => p.unit));
}

/**
 * The episode generator's adjustment for the heroes sent ("Calculate the strength of the heroes":
 * a powered character 1, a sidekick ½, an unpowered character ¼, rounded to the nearest figure):
 * over 4, per point over 4 one more named opponent if the encounter has any, otherwise 20% more of the
 * unnamed individuals (rounded up); 3 or fewer, one named opponent fewer (never below 1), and if none
 * was removed, 20% fewer unnamed individuals (rounded to the nearest figure, at least 1 left). Named
 * opponents are the force's leaders; the step's count is its unnamed individuals.
 */
export function strengthAdjusted(count: number, named: number, strength: number): { count: number; named: number; note: string } {
  const s = Math.round(strength);
  if (s > 4) {
    const points = s - 4;
    if (named > 0) return { count, named: named + points, note: `heroes' strength ${s}: ${points} more named` };
    const more = Math.ceil(count * (1 + 0.2 * points));
    return { count: more, named, note: `heroes' strength ${s}: ${20 * points}% more figures (${count} → ${more})` };
  }
  if (s > 3) return { count, named, note: '' };
  if (named > 1) return { count, named: named - 1, note: `heroes' strength ${s}: one named fewer` };
  const fewer = Math.max(1, count - Math.round(count * 0.2));
  return { count: fewer, named, note: `heroes' strength ${s}: 20% fewer figures (${count} → ${fewer})` };
}

/**
 * The Shadow Wars force of a step's opponents: ceil(count / perUnit) units (at most `maxUnits`), the
 * elite type for `level - fromLevel + 1` of them, and `level` leaders at most (one per unit), leaving
 * out hero types the heroes' side has (a hero type fights once per battle). Undefined for a group the
 * data does not know (the caller reports it). With `strength` (the heroes sent, strengthAdjusted) the
 * figures and the leaders are adjusted first; more named than the group has leaders for, or than
 * units to lead, come as 20% more figures each instead.
 */
export function opponentForce(step: Pick<EpisodeStep, 'opponents' | 'level'>, maxUnits: number, heroSide: readonly string[] = [], strength?: number): OpponentForce | undefined {
  const group = groupOf(step.opponents.group);
  if (!group) return undefined;
  const leaders = [...new Set([...(step.opponents.lead ?? []), ...group.leaders])].filter((h) => !heroSide.includes(h));
  const rolled = step.opponents.rolled ? `${step.opponents.rolled}. ` : '';
  const heroNames = (ids: string[]) => ids.map((h) => heroData.heroes.find((x) => x.id === h)!.name).join(', ');
  if (group.namedOnly) return namedForce(group, step, maxUnits, leaders, rolled, heroNames, strength);
  // Figures that are each a unit of their own (a cult's god) come after the rank and file, whose leaders ride the first units.
  const alone = (step.opponents.alone ?? []).flatMap((a) => Array.from({ length: a.count }, () => a.unit)).slice(0, maxUnits - 1);
  const cap = maxUnits - alone.length;
  const unitsFor = (count: number) => Math.max(1, Math.min(cap, Math.ceil(count / group.perUnit)));
  let count = step.opponents.count;
  let named = step.opponents.named ?? Math.min(step.level, unitsFor(count), leaders.length);
  let note = '';
  if (strength !== undefined) ({ count, named, note } = strengthAdjusted(count, named, strength));
  // More named than the group has leaders for, or than units to lead, come as 20% more figures each.
  const extra = Math.max(0, named - Math.min(leaders.length, unitsFor(count)));
  if (extra > 0) {
    const more = Math.ceil(count * (1 + 0.2 * extra));
    note = `${note ? `${note} ` : ''}(${extra} named as 20% more figures each, ${count} → ${more})`;
    [count, named] = [more, named - extra];
  }
  const n = unitsFor(count);
  const mix = step.opponents.mix?.filter((m) => m.count > 0);
  const elites = !mix?.length && group.elite && step.level >= group.elite.fromLevel ? Math.min(n, step.level - group.elite.fromLevel + 1) : 0;
  const units = mix?.length ? split(n, mix.map((m) => ({ unit: m.unit, share: m.count }))) : [...Array.from({ length: elites }, () => group.elite!.unit), ...split(n - elites, group.units)];
  const heroes = leaders.slice(0, Math.min(named, n));
  const capped = Math.ceil(count / group.perUnit) > cap ? ` (at most ${cap})` : '';
  const gods = alone.length ? `; and ${alone.join(', ')}, a unit each` : '';
  const how = `${rolled}${count} ${step.opponents.group} (${group.name}, level ${step.level}${note ? `; ${note}` : ''}): ${n} unit${n > 1 ? 's' : ''} of ${group.perUnit} figure${group.perUnit > 1 ? 's' : ''}${capped}: ${units.join(', ')}${heroes.length ? `; led by ${heroNames(heroes)}` : ''}${gods}`;
  return { group, units: [...units, ...alone], heroes, how };
}

/**
 * A group of named figures only (Villain Scheme, Supremacy, a rival hero team): each named figure is
 * a leader (a mirror hero type, opponentColumns.json) riding one unit of the group's type, as the
 * heroes' side sets out its own heroes; the heroes' strength adds or takes named figures (never below
 * one). Named beyond the group's hero types (or the heroes' side's) fight as their unit alone.
 */
function namedForce(group: OpponentGroup, step: Pick<EpisodeStep, 'opponents' | 'level'>, maxUnits: number, leaders: string[], rolled: string, heroNames: (ids: string[]) => string, strength?: number): OpponentForce {
  let named = Math.max(1, step.opponents.named ?? step.opponents.count);
  let note = '';
  if (strength !== undefined) {
    const a = strengthAdjusted(named, named, strength);
    if (a.named !== named) [named, note] = [a.named, a.note];
  }
  const n = Math.min(maxUnits, named);
  const units = split(n, group.units);
  const heroes = leaders.slice(0, n);
  const unled = n - heroes.length;
  const how = `${rolled}${named} ${step.opponents.group} (${group.name}, level ${step.level}${note ? `; ${note}` : ''}): ${n} named${named > n ? ` (at most ${maxUnits})` : ''}, each riding a unit: ${units.join(', ')}; ${heroNames(heroes)}${unled ? `; ${unled} beyond the roster's ${heroes.length} fight${unled > 1 ? '' : 's'} as the unit alone` : ''}`;
  return { group, units, heroes, how };
}

/**
 * The force battleFromSetup fields for a step: the group's (above), or, when the caller names a unit
 * type (`unitType`, tests and probes) or the group is unknown (a step the schema let through before
 * the group was checked), that type (default `thugs`) for every unit, one per figure, no leaders.
 * `perUnit`: the step's figures each unit stands for (HC-02 maps the set-up's figures to units by it).
 */
export function stepOpponents(step: Pick<EpisodeStep, 'opponents' | 'level'>, maxUnits: number, heroSide: readonly string[], unitType?: string, strength?: number): Omit<OpponentForce, 'group'> & { perUnit: number; unknown?: string } {
  const force = unitType === undefined ? opponentForce(step, maxUnits, heroSide, strength) : undefined;
  if (force) return { ...force, perUnit: force.group.perUnit };
  const n = Math.max(1, Math.min(step.opponents.count, maxUnits));
  const unit = unitType ?? 'thugs';
  const how = `${step.opponents.count} ${step.opponents.group}: ${n} ${unit}`;
  return { units: Array.from({ length: n }, () => unit), heroes: [], how, perUnit: 1, ...(unitType === undefined ? { unknown: `HC-11: no opponent group "${step.opponents.group}" in opponentGroups.json: fought as ${n} ${unit}` } : {}) };
}
