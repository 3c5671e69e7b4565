import type { DefenceAttackProfile, DefenceNumbers, Defences, Square } from '../map/battleMap.ts';
import type { ComplicationDetail } from './complicationTypes.ts';
import { defenceSenses } from '../battle/rules/senses.ts';
import { DATA } from './tables.ts';

// HC-06 Automated Defences laid on a combat step's map (battleFromSetup), read into Shadow Wars
// (docs/RULES.md HC-06): the numbers shared/battle/rules/defences.ts plays.

type Detail = Extract<ComplicationDetail, { kind: 'automated-defences' }>;

/** The text's reaches in squares: Touch next to it, Close 2, Ranged 3 (the engine's longest Missile Range), Distant twice that. */
const REACH: [string, number][] = [['Distant', 6], ['Ranged', 3], ['Close', 2], ['Touch', 1]];
/** A Large Cone or a Long Line from it reaches 3 squares (the engine has no facing: all round). */
export const AREA_REACH = 3;

/** A to-hit roll of 2Dn read as an ability: half the die's size (2D4 → 2, 2D6 → 3, 2D8 → 4), as a unit's 1-10. */
const dieAbility = (expr: string) => Math.max(1, Math.floor(Number(/D(\d+)/.exec(expr)?.[1] ?? 6) / 2));

/**
 * A complication applied twice (a 30) rolls its squares twice, one after the other in `where`: each
 * square laid keeps the roll that placed it (the first, where both did).
 */
export function withSets(rolls: Detail[], where: Square[], laid: Square[]): (Square & { set: number })[] {
  const first = rolls[0]?.count.total ?? 0;
  const seen = new Set<string>();
  return laid
    .filter(({ x, y }) => !seen.has(`${x},${y}`) && !!seen.add(`${x},${y}`))
    .map(({ x, y }) => ({ x, y, set: rolls.length > 1 && where.findIndex((q) => q.x === x && q.y === y) >= first ? 1 : 0 }));
}

/** The Touch Shield's "2D8": the value table's third row, its face the strike's Attack as any hazard's (HC-07). */
export const SHIELD_ATTACK = 3;

/** One attack's numbers: reach by its words, to-hit dice as an ability (+1 with the extra To Hit +1), the damage value's face as its strike. */
function profileOf(a: { text: string; toHit: string; autofire: boolean }, valueFace: number, toHitPlus: number): DefenceAttackProfile {
  const area = a.text.startsWith('Area');
  return {
    attack: Math.min(10, dieAbility(a.toHit) + toHitPlus),
    bonus: a.autofire ? 1 : 0,
    strike: valueFace,
    range: area ? AREA_REACH : (REACH.find(([w]) => a.text.includes(w))?.[1] ?? 1),
    area,
    text: a.text,
  };
}

/** The numbers of one roll of the complication. */
export function numbersOf(d: Detail): DefenceNumbers {
  // "Roll Twice" may give an extra twice: To Hit +1 and Armour +1 add up (+2); the others are there or not.
  const times = (prefix: string) => d.extras.filter((e) => e.startsWith(prefix)).length;
  const toHitPlus = times('To Hit +1');
  const armour = d.armour.total + times('Armour +1');
  const onHit = times('Damage-type extra') ? DATA.damageType.rows.find((r) => r.id === d.damage.type.id)?.defenceExtra : undefined;
  return {
    ...profileOf(d.attack, d.damage.value.face, toHitPlus),
    sides: d.targets === 'heroes' ? [0] : d.targets === 'villains' ? [1] : [0, 1],
    // A D4 dodge (2, as the to-hit dice are read) and the armour: a quarter of its total, rounded.
    defend: Math.min(10, 2 + Math.round(armour / 4)),
    vitality: Math.max(1, Math.ceil(d.toughness.total / 2)),
    damageType: d.damage.type.id,
    // "2D6 Sense (Enhanced Vision) and on a roll of 5+ on D6 Exotic or Magical": read Exotic (machines); the 2D6 an ordinary sense's size.
    senses: defenceSenses(d.exoticOrMagical),
    ...(times('Touch, Shield') ? { shield: { attack: SHIELD_ATTACK, damageType: 'electricity', stun: true } } : {}),
    ...(onHit ? { onHit } : {}),
    ...(d.secondary ? { secondary: profileOf(d.secondary, d.secondary.valueFace, toHitPlus) } : {}),
  };
}

/**
 * The emplacements for the complication's detail(s), on the squares laid for them: one roll, or a
 * complication applied twice's two rolls, each emplacement with its own roll's numbers (`set`).
 */
export function defencesOf(details: Detail | Detail[], squares: (Square & { set?: number })[], source: string): Defences {
  const [first, ...rest] = Array.isArray(details) ? details : [details];
  return {
    source,
    ...numbersOf(first),
    ...(rest.length ? { others: rest.map(numbersOf) } : {}),
    list: squares.map((s) => ({ x: s.x, y: s.y, condition: 'ok' as const, ...(s.set ? { set: s.set } : {}) })),
  };
}

/** HC-07 the damage-type extra, in the complication's `how`. */
export const ON_HIT_HOW: Record<NonNullable<DefenceNumbers['onHit']>, string> = {
  persistent: 'Persistent: a unit its strike hurts is struck again at the next turn\'s start, with one penalty die',
  'drain-react': 'Drain (Cold/DX): a unit its strike hurts loses 1 React for the rest of the fight (never below 1)',
  'drain-attack': 'Drain (Radiation/ST): a unit its strike hurts loses 1 Attack for the rest of the fight (never below 1)',
  stun: 'Stun: a unit its strike hurts is stunned, taking no action, opportunity shot or combat attack that turn',
  'ignores-armour': 'Ignores (Armour): its strike takes a penalty die off the unit\'s Defend',
  rending: 'Rending: its strike deals 1 damage more when it hits',
};

/** How the engine plays one roll's emplacements (`n` of them). */
function numbersHow(x: DefenceNumbers, n: number): string {
  const who = x.sides.length === 2 ? 'unit of either side' : x.sides[0] === 0 ? 'unit of the heroes' : 'unit of the villains';
  const aim = (p: DefenceAttackProfile) => (p.area ? `every ${who}` : `one ${who}, drawn at random,`);
  const shot = (p: DefenceAttackProfile) => `in sight within ${p.range} square${p.range === 1 ? '' : 's'}: Attack ${p.attack}${p.bonus ? ` + ${p.bonus} bonus die (Autofire)` : ''} against its Defend, a hit striking with Attack ${p.strike}`;
  return (
    `${n} immobile emplacement${n === 1 ? '' : 's'} (impassable squares); at each turn's start each fires at ${aim(x)} ${shot(x)}` +
    (x.secondary ? `, else (nobody in reach) its secondary attack at ${aim(x.secondary)} ${shot(x.secondary)}` : '') +
    `; a unit next to one, or with it in Missile Range and sight, attacks it for an action against Defend ${x.defend}, Vitality ${x.vitality}` +
    (x.shield ? `; its Touch Shield strikes a unit attacking it hand to hand with Attack ${x.shield.attack}${x.shield.stun ? ', stunning it for the rest of the turn on a hit' : ''}` : '') +
    (x.onHit ? `; ${ON_HIT_HOW[x.onHit]}` : '')
  );
}

/** How the engine plays them, for the complication's `how` (each roll's own, a complication applied twice). */
export function defencesHow(x: Defences): string {
  const sets = [x, ...(x.others ?? [])];
  const count = (i: number) => x.list.filter((d) => (d.set ?? 0) === i).length;
  return sets.length === 1 ? numbersHow(x, x.list.length) : sets.map((n, i) => `roll ${i + 1}: ${numbersHow(n, count(i))}`).join('. ');
}
