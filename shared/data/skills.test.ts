import { describe, expect, it } from 'vitest';
import skillData from './skills.json' with { type: 'json' };
import { seedRng } from '../core/rng.ts';
import { randomTaskSkills, ranksIn, SKILL_IDS, SKILLS, type SkillRanks } from '../skills/skills.ts';

// skills.json against the episode generator's Random Task table (003_04f248b96320d76b.txt).

const TABLE = ['Athletics', 'Computer', 'Control', 'Endurance', 'Gymnastics', 'Investigation', 'Leadership', 'Medical', 'Mystical', 'Perception', 'Persuasion', 'Research', 'Science', 'Security Systems', 'Stealth', 'Survival', 'Tactics', 'Technology'];

describe('skills.json', () => {
  it('lists the Random Task table: faces 1-18 one skill each in order, 19-20 roll twice; ids match the code', () => {
    expect(SKILLS.map((s) => s.name)).toEqual(TABLE);
    expect(SKILLS.map((s) => s.d20)).toEqual(TABLE.map((_, i) => i + 1));
    expect(SKILLS.map((s) => s.id)).toEqual([...SKILL_IDS]);
    expect(skillData.rollTwice).toEqual([19, 20]);
    for (const s of skillData.skills) {
      expect(Object.keys(s).sort()).toEqual(['ability', 'd20', 'id', 'name']);
      expect(s.ability === null || typeof s.ability === 'string').toBe(true);
    }
  });

  it('a hero has ranks in some skills, 0 in the rest; a random task names one skill, or two different ones on 19-20', () => {
    const ranks: SkillRanks = { stealth: 3, 'security-systems': 1 };
    expect([ranksIn(ranks, 'stealth'), ranksIn(ranks, 'tactics')]).toEqual([3, 0]);
    const sizes = new Map<number, number>();
    for (let s = 0; s < 400; s++) {
      const [skills] = randomTaskSkills(seedRng(s));
      expect(skills.every((k) => SKILL_IDS.includes(k))).toBe(true);
      expect(new Set(skills).size).toBe(skills.length);
      sizes.set(skills.length, (sizes.get(skills.length) ?? 0) + 1);
    }
    // Two skills about 1 time in 10 (19-20 on the d20, less the rare double of one skill).
    expect(sizes.get(2)!).toBeGreaterThan(20);
    expect(sizes.get(2)!).toBeLessThan(70);
  });
});
