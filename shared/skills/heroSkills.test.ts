import { describe, expect, it } from 'vitest';
import raw from '../data/heroSkills.json' with { type: 'json' };
import { HERO_TYPES } from '../battle/rules/heroes.ts';
import { teamOf } from '../combatSetup/heroTeam.ts';
import { figuresOf, modifierOf } from '../combatSetup/figures.ts';
import { STEP } from '../combatSetup/testing.ts';
import { HERO_SKILLS_CHECK, HeroSkillsSchema, ranksOf } from './heroSkills.ts';

// Issue 11 (SC part): every hero type has ranks in the Random Task table's skills, checked at load.

describe('heroes\' skills (heroSkills.json)', () => {
  it('the data passes its schema and gives every hero type of heroes.json ranks', () => {
    expect(HERO_SKILLS_CHECK.success ? [] : HERO_SKILLS_CHECK.error.issues).toEqual([]);
    for (const h of HERO_TYPES) expect(Object.values(ranksOf(h.id)).reduce((a, b) => a + b, 0), h.id).toBeGreaterThan(0);
  });

  it('refuses an unknown skill, an unknown hero type, a missing hero type and ranks out of range', () => {
    const bad = (edit: (d: typeof raw) => void) => {
      const d = structuredClone(raw);
      edit(d);
      return HeroSkillsSchema.safeParse(d).success;
    };
    expect(bad(() => {})).toBe(true);
    expect(bad((d) => Object.assign(d.heroes['iron-warden'].skills, { flying: 3 }))).toBe(false);
    expect(bad((d) => Object.assign(d.heroes, { 'no-one': { skills: {} } }))).toBe(false);
    expect(bad((d) => delete (d.heroes as Record<string, unknown>)['colonel-stone'])).toBe(false);
    expect(bad((d) => (d.heroes['iron-warden'].skills.tactics = 21))).toBe(false);
    expect(bad((d) => (d.heroes['iron-warden'].skills.tactics = 2.5))).toBe(false);
    expect(bad((d) => (d.team = ['nobody']))).toBe(false);
  });

  it('the set-up\'s figures roll with the heroes\' ranks', () => {
    const team = teamOf(['mastermind', 'nightblade']);
    expect(team.ok).toBe(true);
    if (!team.ok) return;
    const figures = figuresOf(STEP, team.heroes);
    expect(modifierOf(figures.heroes[0], 'tactics')).toBe(8);
    expect(modifierOf(figures.heroes[1], 'stealth')).toBe(8);
    expect(modifierOf(figures.heroes[1], 'tactics')).toBe(0);
    expect(teamOf(['nobody'])).toEqual({ ok: false, errors: [expect.stringContaining('no hero type "nobody"')] });
    expect(teamOf(['nightblade', 'nightblade']).ok).toBe(false);
  });
});
