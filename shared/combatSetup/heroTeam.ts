import heroData from '../data/heroes.json' with { type: 'json' };
import { DEFAULT_TEAM, heroSkills } from '../skills/heroSkills.ts';
import type { Hero } from './types.ts';

// The set-up's team from the game's hero types (heroes.json names, heroSkills.json ranks), so a combat
// step rolls Tactics, Stealth and Perception with the heroes that fight it.

export type TeamResult = { ok: true; heroes: Hero[] } | { ok: false; errors: string[] };

export function teamOf(ids: readonly string[] = DEFAULT_TEAM): TeamResult {
  const errors: string[] = [];
  const heroes: Hero[] = [];
  if (ids.length === 0) errors.push('the team needs at least one hero');
  for (const id of ids) {
    const type = heroData.heroes.find((h) => h.id === id);
    const skills = heroSkills(id);
    if (!type || !skills) {
      errors.push(`no hero type "${id}"; one of ${heroData.heroes.map((h) => h.id).join(', ')}`);
      continue;
    }
    heroes.push({ id, name: type.name, skills: skills.skills, ...(skills.flying ? { flying: true } : {}), ...(skills.lifeSupport ? { lifeSupport: skills.lifeSupport } : {}) });
  }
  if (new Set(ids).size !== ids.length) errors.push('a hero type is named twice');
  return errors.length ? { ok: false, errors } : { ok: true, heroes };
}
