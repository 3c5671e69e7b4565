// SC-02, SC-03, SC-04: what is added to the d20. Bonuses are always typed; only the highest bonus of
// each type counts, and different types add. Penalties are typed (the worst of each type counts) or
// untyped (every one adds). A bonus and a penalty of the same type both apply.

/** The bonus types the text names (SC-03). "Proficiency" appears only in an example, so it is not one. */
export const BONUS_TYPES = ['circumstance', 'feat', 'item', 'origin', 'status', 'supernatural'] as const;
export type BonusType = (typeof BONUS_TYPES)[number];

export interface Bonus {
  type: BonusType;
  /** A positive number (a bonus is always positive). */
  value: number;
  /** Why it applies, for the log and the odds panel. */
  reason: string;
}

export interface Penalty {
  /** A typed penalty, or 'untyped' (multiple attack penalty...). */
  type: BonusType | 'untyped';
  /** The size of the penalty as a positive number: 5 means -5. */
  value: number;
  reason: string;
}

export interface SkillInput {
  /** Skill ranks. */
  ranks: number;
  /** The skill's ability modifier. */
  ability: number;
  bonuses?: Bonus[];
  penalties?: Penalty[];
}

export interface ModifierBreakdown {
  ranks: number;
  ability: number;
  /** The bonuses that count: the highest of each type. */
  bonuses: Bonus[];
  /** The penalties that count: the worst of each type and every untyped one. */
  penalties: Penalty[];
  /** ranks + ability + bonuses - penalties: the total modifier added to the d20. */
  total: number;
}

/** SC-03: the highest bonus of each type (the first listed of equals), in the order the types are named. */
export function countingBonuses(bonuses: Bonus[]): Bonus[] {
  const best = new Map<BonusType, Bonus>();
  for (const b of bonuses) {
    if (b.value <= 0) continue; // a bonus is always positive: a zero or negative one adds nothing
    const held = best.get(b.type);
    if (!held || b.value > held.value) best.set(b.type, b);
  }
  return BONUS_TYPES.flatMap((t) => (best.has(t) ? [best.get(t)!] : []));
}

/** SC-04: the worst penalty of each type, and every untyped penalty. */
export function countingPenalties(penalties: Penalty[]): Penalty[] {
  const worst = new Map<BonusType, Penalty>();
  const untyped: Penalty[] = [];
  for (const p of penalties) {
    if (p.value <= 0) continue;
    if (p.type === 'untyped') {
      untyped.push(p);
      continue;
    }
    const held = worst.get(p.type);
    if (!held || p.value > held.value) worst.set(p.type, p);
  }
  return [...BONUS_TYPES.flatMap((t) => (worst.has(t) ? [worst.get(t)!] : [])), ...untyped];
}

/**
 * SC-02: skill modifier = skill ranks + ability modifier + feat bonuses + other bonuses, read with SC-03
 * and SC-04: feat bonuses are bonuses of type 'feat' (the highest counts), "other bonuses" the other
 * types, and the penalties come off the same total (the text's step 2: "the sum of all the modifiers,
 * bonuses, and penalties ... is called your total modifier").
 */
export function skillModifier(input: SkillInput): ModifierBreakdown {
  const bonuses = countingBonuses(input.bonuses ?? []);
  const penalties = countingPenalties(input.penalties ?? []);
  const total = input.ranks + input.ability + bonuses.reduce((s, b) => s + b.value, 0) - penalties.reduce((s, p) => s + p.value, 0);
  return { ranks: input.ranks, ability: input.ability, bonuses, penalties, total };
}
