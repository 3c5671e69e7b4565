import type { RngState } from '../core/rng.ts';
import { rollD20 } from '../skills/d20.ts';
import { skillModifier } from '../skills/modifiers.ts';
import { ranksIn, SKILL_IDS, type SkillId, type SkillRanks } from '../skills/skills.ts';
import type { EpisodeStep, Hero, Opposed, SideId, SkillRoll } from './types.ts';

// The figures of both sides as the set-up's skill rolls see them, and the rolls themselves, made with
// the skill checks of shared/skills (SC-01, SC-02).

export interface Figure {
  side: SideId;
  id: string;
  name: string;
  skills: SkillRanks;
  flying: boolean;
  lifeSupport: string[];
}

/** Opponent figures: the step's count, named after the group, with the step's level as ranks in any skill not given. */
export function figuresOf(step: EpisodeStep, heroes: Hero[]): Record<SideId, Figure[]> {
  const opponents: Figure[] = Array.from({ length: step.opponents.count }, (_, i) => ({
    side: 'opponents' as const,
    id: `opponent-${i + 1}`,
    name: `${step.opponents.group} ${i + 1}`,
    skills: Object.fromEntries(SKILL_IDS.map((k) => [k, step.opponents.skills?.[k] ?? step.level])) as SkillRanks,
    flying: false,
    lifeSupport: [],
  }));
  return {
    heroes: heroes.map((h) => ({ side: 'heroes' as const, id: h.id, name: h.name, skills: h.skills, flying: !!h.flying, lifeSupport: h.lifeSupport ?? [] })),
    opponents,
  };
}

/** A skill's modifier for the set-up's rolls: the ranks (no ability is named for any skill yet, SC-02). */
export const modifierOf = (f: Figure, skill: SkillId, bonus = 0): number =>
  skillModifier({ ranks: ranksIn(f.skills, skill), ability: 0, bonuses: bonus > 0 ? [{ type: 'circumstance', value: bonus, reason: 'Tactics major success' }] : [] }).total;

/** The side's best at a skill (first listed of equals): "each side chooses a character". */
export function bestAt(figures: Figure[], skill: SkillId): Figure {
  return figures.reduce((best, f) => (modifierOf(f, skill) > modifierOf(best, skill) ? f : best), figures[0]);
}

export function rollSkill(rng: RngState, f: Figure, skill: SkillId, bonus = 0): [SkillRoll, RngState] {
  const modifier = modifierOf(f, skill, bonus);
  const [d, next] = rollD20(rng);
  return [{ side: f.side, who: f.name, skill, modifier, dice: d.dice, natural: d.natural, total: d.value + modifier }, next];
}

/**
 * An opposed roll: both roll, the active side wins ties ("counts as active"), and a winner 10 or more
 * ahead has a major success (the d20 checks' critical margin, SC-05).
 */
export function compare(active: SkillRoll, passive: SkillRoll): { winner: SideId; major: boolean } {
  const margin = active.total - passive.total;
  return margin >= 0 ? { winner: active.side, major: margin >= 10 } : { winner: passive.side, major: -margin >= 10 };
}

export function opposedTactics(rng: RngState, figures: Record<SideId, Figure[]>, active: SideId): [Opposed, RngState] {
  const passive: SideId = active === 'heroes' ? 'opponents' : 'heroes';
  let state = rng;
  let a: SkillRoll;
  let p: SkillRoll;
  [a, state] = rollSkill(state, bestAt(figures[active], 'tactics'), 'tactics');
  [p, state] = rollSkill(state, bestAt(figures[passive], 'tactics'), 'tactics');
  return [{ active, rolls: [a, p], ...compare(a, p) }, state];
}
