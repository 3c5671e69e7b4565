import type { Defences, Square } from '../map/battleMap.ts';
import type { ComplicationDetail } from './complicationTypes.ts';

// HC-06 Automated Defences laid on a combat step's map (battleFromSetup), read into Shadow Wars
// (docs/RULES.md HC-06): the numbers shared/battle/rules/defences.ts plays.

type Detail = Extract<ComplicationDetail, { kind: 'automated-defences' }>;

/** The text's reaches in squares: Touch next to it, Close 2, Ranged 3 (the engine's longest Missile Range), Distant twice that. */
const REACH: [string, number][] = [['Distant', 6], ['Ranged', 3], ['Close', 2], ['Touch', 1]];
/** A Large Cone or a Long Line from it reaches 3 squares (the engine has no facing: all round). */
export const AREA_REACH = 3;

/** A to-hit roll of 2Dn read as an ability: half the die's size (2D4 → 2, 2D6 → 3, 2D8 → 4), as a unit's 1-10. */
const dieAbility = (expr: string) => Math.max(1, Math.floor(Number(/D(\d+)/.exec(expr)?.[1] ?? 6) / 2));

/** The emplacements' numbers for the complication's detail, on the squares laid for them. */
export function defencesOf(d: Detail, squares: Square[], source: string): Defences {
  const area = d.attack.text.startsWith('Area');
  const range = area ? AREA_REACH : (REACH.find(([w]) => d.attack.text.includes(w))?.[1] ?? 1);
  const toHitPlus = d.extras.includes('To Hit +1') ? 1 : 0;
  const armour = d.armour.total + (d.extras.includes('Armour +1') ? 1 : 0);
  return {
    source,
    sides: d.targets === 'heroes' ? [0] : d.targets === 'villains' ? [1] : [0, 1],
    attack: Math.min(10, dieAbility(d.attack.toHit) + toHitPlus),
    bonus: d.attack.autofire ? 1 : 0,
    range,
    area,
    // A D4 dodge (2, as the to-hit dice are read) and the armour: a quarter of its total, rounded.
    defend: Math.min(10, 2 + Math.round(armour / 4)),
    vitality: Math.max(1, Math.ceil(d.toughness.total / 2)),
    damageType: d.damage.type.id,
    text: d.attack.text,
    list: squares.map((s) => ({ x: s.x, y: s.y, condition: 'ok' as const })),
  };
}

/** How the engine plays them, for the complication's `how`. */
export function defencesHow(x: Defences): string {
  const who = x.sides.length === 2 ? 'unit of either side' : x.sides[0] === 0 ? 'unit of the heroes' : 'unit of the villains';
  const aim = x.area ? `every ${who}` : `one ${who}, drawn at random,`;
  return `${x.list.length} immobile emplacement${x.list.length === 1 ? '' : 's'} (impassable squares); at each turn's start each fires at ${aim} in sight within ${x.range} square${x.range === 1 ? '' : 's'}: Attack ${x.attack}${x.bonus ? ` + ${x.bonus} bonus die (Autofire)` : ''} against its Defend; a unit next to one, or with it in Missile Range and sight, attacks it for an action against Defend ${x.defend}, Vitality ${x.vitality}`;
}
