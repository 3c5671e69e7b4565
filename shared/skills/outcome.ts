// What the skill-check functions answer: a value, or a code saying why the request is illegal. The
// codes are a closed list of their own: these checks are not yet a command a player sends (that wiring
// is a later part of issue 11), so they are not rejection codes of docs/PROTOCOL.md; when a command
// carries a check, its codes join shared/core/result.ts and the protocol table.

export const SKILL_CODES = [
  /** Take 10 while in combat, in danger, distracted, or on a crucial story check (SC-07). */
  'no-take-10',
  /** Take 20 without plenty of time, with a cost on failure, or in combat (SC-07). */
  'no-take-20',
  /** Take 10 or take 20 on an attack roll (SC-14). */
  'no-take-on-attack',
  /** A shot at a target beyond the weapon's long range (SC-09). */
  'out-of-range',
  /** A number outside what the rule takes (a fraction of a multiplier, a range table out of order...). */
  'bad-value',
] as const;

export type SkillCode = (typeof SKILL_CODES)[number];

export type Outcome<T> = { ok: true; value: T } | { ok: false; code: SkillCode; message: string };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = <T>(code: SkillCode, message: string): Outcome<T> => ({ ok: false, code, message });
