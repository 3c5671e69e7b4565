import type { BattleView } from '../../../shared/battle/model.ts';
import { floorAt, groundAt } from '../../../shared/battle/rules/contested.ts';
import { explosiveAt } from '../../../shared/battle/rules/hazards.ts';
import type { DefenceAttackProfile, Defences, Harm, Square } from '../../../shared/map/battleMap.ts';
import { defenceNumbers } from '../../../shared/battle/rules/defences.ts';
import { sightText } from './boardEffects.ts';
import { DOUBLE_WORDS, TYPE_EFFECT_WORDS } from './typeEffectWords.ts';
import { breachAt, wallAt } from '../../../shared/battle/rules/walls.ts';

// HC-06 terrain hazards in a square's tooltip, from the view's map (map.hazards, map.drop): what the
// engine's shared/battle/rules/hazards.ts will do there, in words.

/**
 * A damage type or a bottom's id in words ("physical-poison" → "physical poison"): the set-up data gives
 * these ids no names of their own, and the words are the id's.
 */
export const damageWords = (id: string): string => id.replace(/-/g, ' ');

const struck = (h: Harm) => `Attack ${h.attack} (${damageWords(h.type)}) against its Defend${h.drain ? ', a win draining 1 Vitality for the rest of the fight (never below 1) instead of damage' : ''}`;

export function hazardLines(v: Pick<BattleView, 'map'>, sq: Square): string[] {
  const m = v.map;
  const lines: string[] = [];
  const ex = m.hazards?.explosives;
  if (ex && explosiveAt(m, sq))
    lines.push(`Explosive Objects: an explosive lies here. A hit on a unit on this square sets it off on ${ex.explodesOn}+ (d6): ${struck(ex.harm)} on every unit within ${ex.burst} squares; explosives there may go off too.`);
  const ob = m.hazards?.obstacles;
  if (ob) {
    const d = ob.squares.map((s) => Math.max(Math.abs(s.x - sq.x), Math.abs(s.y - sq.y)));
    if (d.includes(0)) lines.push(`${ob.harm.source}: a dangerous obstacle (impassable); a unit ending a move beside it is struck, ${struck(ob.harm)}.`);
    else if (d.includes(1)) lines.push(`Beside a dangerous obstacle: a unit ending a move here on the ground is struck, ${struck(ob.harm)}.`);
  }
  const bal = m.hazards?.balances;
  if (bal?.squares.some((s) => s.x === sq.x && s.y === sq.y))
    lines.push(`Narrow Balance: a move stepping onto it is a React roll against 2D6${bal.against ? ` + ${bal.against}` : ''}: lost, no progress; lost by total defeat (a natural 2), a fall of ${bal.fall} levels onto the bottom (${damageWords(bal.bottom)})${bal.harm ? `, which strikes: ${struck(bal.harm)}` : ''}${bal.trap !== undefined ? `, which holds the faller until it wins a React roll against 2D6 + ${bal.trap} at a turn's start` : ''}.`);
  const on = floorAt(m, sq);
  if (on) {
    const { floor: fl, section: i } = on;
    const name = fl.strength === 'weak' ? 'Weak Floor' : 'Hard Floor';
    lines.push(
      fl.broken.includes(i)
        ? `${name}, section ${i + 1}: broken; below it the ground is ${fl.gap} levels down (${damageWords(fl.bottom)}).`
        : `${name}, section ${i + 1}: resistance ${fl.resistance}; a blast of ${fl.resistance}+${fl.strength === 'weak' ? ' or a unit knocked down or falling onto it (D4)' : ''} breaks it, and who stands there falls ${fl.gap} levels (${damageWords(fl.bottom)}).`,
    );
  }
  const df = m.hazards?.defences;
  const d = df?.list.find((e) => e.x === sq.x && e.y === sq.y);
  if (df && d) lines.push(...defenceLines(df, d));
  const drop = m.drop;
  if (drop && groundAt(v, sq) < 0) {
    if (drop.harm) lines.push(`At the bottom (${damageWords(drop.bottom)}): a unit falling here is struck, ${struck(drop.harm)}${drop.bottom === 'cold-water' ? '; no falling damage' : ''}.`);
    else if (drop.bottom === 'spikes') lines.push('At the bottom: spikes, dealing the falling damage again.');
    else if (drop.bottom === 'water') lines.push('At the bottom: water, no falling damage.');
    else if (drop.trap !== undefined) lines.push(`At the bottom: an entangling surface (a trap of strength ${drop.trap}): a unit falling here is held, unable to move, until it wins a React roll against 2D6 + ${drop.trap} at a turn's start.`);
  }
  // HC-06 breakable walls (shared/battle/rules/walls.ts).
  const wall = wallAt(m, sq);
  if (wall) lines.push(`${wall.wall.name} wall: resistance ${wall.wall.resistance}. A unit next to it may attack it for one action (its attack of the turn): its Attack against Defend ${wall.wall.defend}; a win breaks it open (a breach).`);
  const breach = breachAt(m, sq);
  if (breach) lines.push(`A breach in the ${breach.name} wall: open ground now.`);
  // HC-06 Maze: its walls, and the cap on sight they go with (boardEffects.ts says it for the whole board).
  const maze = m.complications?.find((c) => c.id === 'maze' && c.inForce);
  if (maze && m.sight && maze.changed?.some((q) => q.x === sq.x && q.y === sq.y)) lines.push(`Maze wall (impassable). ${sightText(m.sight)}`);
  return lines;
}

const CONDITION: Record<string, string> = { ok: 'intact', bloodied: 'damaged', broken: 'badly damaged', dead: 'destroyed' };

/** HC-06 Automated Defences: the emplacement on the square, its condition, what it does and how to attack it (its own roll's numbers). */
function defenceLines(x: Defences, d: Defences['list'][number]): string[] {
  const n = defenceNumbers(x, d);
  const who = n.sides.length === 2 ? 'unit of either side' : n.sides[0] === 0 ? 'unit of the heroes' : 'unit of the villains';
  const head = `${x.source}: an immobile emplacement (impassable), ${CONDITION[d.condition]}; “${n.text}”.`;
  if (d.condition === 'dead') return [`${head} It fires no more.`];
  const shot = (p: DefenceAttackProfile) =>
    `${p.area ? `every ${who}` : `one ${who}, drawn at random,`} in sight within ${p.range} square${p.range === 1 ? '' : 's'}: Attack ${p.attack}${p.bonus ? ` + ${p.bonus} bonus die (Autofire)` : ''} against its Defend; a hit strikes with Attack ${p.strike} (${damageWords(n.damageType)})`;
  return [
    head,
    `At each turn's start it fires at ${shot(n)}.`,
    ...(n.senses ? [`It senses by ${n.senses.join(', ')} (Blocked Senses blind it only when all are blocked; Poor Visibility does not conceal from it where it spares one).`] : []),
    ...(n.secondary ? [`With nobody in that reach, its secondary attack (“${n.secondary.text}”) fires at ${shot(n.secondary)}.`] : []),
    `A unit next to it, or with it in Missile Range and sight, attacks it for an action: Defend ${n.defend}, Vitality ${n.vitality}.`,
    DOUBLE_WORDS,
    ...(n.shield ? [`Touch Shield: a unit attacking it hand to hand is struck with Attack ${n.shield.attack} (electricity)${n.shield.stun ? ', and stunned for the rest of the turn when hurt' : ''}.`] : []),
    ...(n.onHit ? [TYPE_EFFECT_WORDS[n.onHit]] : []),
    ...(x.others?.length ? [`(The complication applied twice: this emplacement is of roll ${(d.set ?? 0) + 1}.)`] : []),
  ];
}
