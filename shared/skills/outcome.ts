// What the skill-check functions answer: a value, or a code saying why the request is illegal. The
// codes are a closed list of their own. Those a command can meet are rejection codes too
// (shared/core/result.ts, docs/PROTOCOL.md): `attemptTask` (HC-08) may ask to take 10 or 20, refused in
// the fight as 'no-take-10' / 'no-take-20'. The others come from no command yet: no command makes an
// attack roll or a ranged skill roll, or passes a raw number to these rules.

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
