import { z } from 'zod';
import raw from '../data/heroSkills.json' with { type: 'json' };
import heroData from '../data/heroes.json' with { type: 'json' };
import { SKILL_IDS, type SkillRanks } from './skills.ts';

// Issue 11 (SC part): each hero type's ranks in the Random Task table's skills (shared/data/heroSkills.json),
// checked at load: every key a hero type of heroes.json, every hero type given ranks, every skill one
// of skills.json, ranks whole numbers 0..20, so a typo in the data fails here, not as a strange roll.

const HERO_IDS = heroData.heroes.map((h) => h.id);
/** The environments a figure can carry its own life support against (HC-04's list). */
export const LIFE_SUPPORT_ENVIRONMENTS = ['cold', 'heat', 'poison', 'radiation', 'space', 'underwater'] as const;

const entry = z.strictObject({
  skills: z.partialRecord(z.enum(SKILL_IDS), z.number().int().min(0).max(20)),
  flying: z.boolean().optional(),
  lifeSupport: z.array(z.enum(LIFE_SUPPORT_ENVIRONMENTS)).optional(),
});

export const HeroSkillsSchema = z
  .object({ source: z.string(), team: z.array(z.string()).min(1), heroes: z.record(z.string(), entry) })
  .superRefine((d, ctx) => {
    for (const id of Object.keys(d.heroes)) if (!HERO_IDS.includes(id)) ctx.addIssue({ code: 'custom', path: ['heroes', id], message: `no hero type "${id}" in heroes.json` });
    for (const id of HERO_IDS) if (!(id in d.heroes)) ctx.addIssue({ code: 'custom', path: ['heroes'], message: `hero type "${id}" has no skills` });
    for (const id of d.team) if (!(id in d.heroes)) ctx.addIssue({ code: 'custom', path: ['team'], message: `no hero type "${id}"` });
  });

export type HeroSkills = z.infer<typeof entry>;

/** The data, or the reasons it is wrong (a test checks it is right; loading it never throws). */
export const HERO_SKILLS_CHECK = HeroSkillsSchema.safeParse(raw);
const DATA = HERO_SKILLS_CHECK.success ? HERO_SKILLS_CHECK.data : { source: '', team: [], heroes: {} as Record<string, HeroSkills> };

/** The default team of the combat set-up's tools. */
export const DEFAULT_TEAM: readonly string[] = DATA.team;

/** A hero type's skills, flying and life support; undefined for an unknown type. */
export function heroSkills(heroType: string): HeroSkills | undefined {
  return DATA.heroes[heroType];
}

export const ranksOf = (heroType: string): SkillRanks => heroSkills(heroType)?.skills ?? {};
