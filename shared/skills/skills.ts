import skillData from '../data/skills.json' with { type: 'json' };
import { rollDie, type RngState } from '../core/rng.ts';

// The heroes' skills: the episode generator's Random Task table, as data (shared/data/skills.json).

export const SKILL_IDS = [
  'athletics', 'computer', 'control', 'endurance', 'gymnastics', 'investigation', 'leadership', 'medical', 'mystical',
  'perception', 'persuasion', 'research', 'science', 'security-systems', 'stealth', 'survival', 'tactics', 'technology',
] as const;

export type SkillId = (typeof SKILL_IDS)[number];

export interface Skill {
  id: SkillId;
  name: string;
  /** The face of the Random Task d20 that names it. */
  d20: number;
  /** The ability whose modifier the skill adds (SC-02); null while no text names one. */
  ability: string | null;
}

export const SKILLS: readonly Skill[] = skillData.skills as Skill[];

/** A hero's ranks in the skills it has; a skill left out has 0 ranks. */
export type SkillRanks = Partial<Record<SkillId, number>>;

export const ranksIn = (ranks: SkillRanks, skill: SkillId): number => ranks[skill] ?? 0;

/**
 * The Random Task table: a d20 names one skill; 19-20 "Roll twice – must do both". Each of the two
 * rolls that lands on 19-20 again is rolled again (the table cannot ask for three), and two rolls on
 * the same skill are one task, so the answer has one or two different skills.
 */
export function randomTaskSkills(rng: RngState): [SkillId[], RngState] {
  const skillOf = (face: number) => SKILLS.find((s) => s.d20 === face)?.id;
  let [face, state] = rollDie(rng, 20);
  const first = skillOf(face);
  if (first) return [[first], state];
  const out: SkillId[] = [];
  for (let i = 0; i < 2; i++) {
    let skill: SkillId | undefined;
    while (!skill) {
      [face, state] = rollDie(state, 20);
      skill = skillOf(face);
    }
    if (!out.includes(skill)) out.push(skill);
  }
  return [out, state];
}
