import type { BattleView, UnitState } from '../../../shared/battle/model.ts';
import { conditionFacts, heightFacts, terrainFacts } from '../../../shared/battle/queries/squareFacts.ts';
import { stackAt, stackOf, isTop } from '../../../shared/battle/rules/grid.ts';
import type { Square, Terrain } from '../../../shared/map/battleMap.ts';
import type { TipBlock } from '../board/tooltip.ts';
import { typeLabel } from '../board/typeLabel.ts';
import { pct, sideShape } from './html.ts';
import { altitudeOf, canFly, contestedCube, groundAt, inactiveWhy } from '../../../shared/battle/rules/contested.ts';
import { INACTIVE_WORDS, levelText } from '../heightWords.ts';
import { taskTip } from './taskPanel.ts';
import { lifeSupportPenalty, lifeSupportReason } from '../../../shared/battle/rules/lifeSupport.ts';
import { moveAllowance } from '../../../shared/battle/rules/movement.ts';
import { objectiveTip } from './objectives.ts';
import { secretText, specialText } from './words.ts';
import { damageWords, hazardLines } from './hazardTips.ts';
import { exposureOdds } from '../../../shared/battle/rules/exposure.ts';
import { bystanderTip } from './bystanderWords.ts';
import { airLines } from './airTips.ts';
import { unitEffectLines } from './typeEffectWords.ts';

// The words of the board's tooltips and legend: a unit's type, numbers and specials; a square's
// terrain and height with what they cost and give. Plain text (the tooltip puts it on the page with
// textContent); every number comes from the view or from the rules through squareFacts.

export type { TipBlock };

export const terrainName = (t: Terrain): string => t.replace('-', ' ');

const dice = (n: number) => `${n} penalty ${n === 1 ? 'die' : 'dice'}`;

/** What entering and shooting over or into a terrain does, in words. */
export function terrainWords(t: Terrain): string {
  const f = terrainFacts(t);
  const move = f.moveCost === null ? 'cannot be entered' : `costs ${f.moveCost} movement to enter`;
  const shots: string[] = [];
  if (f.shotThrough === 'blocks') shots.push('blocks line of sight');
  else if (f.shotThrough) shots.push(`${dice(f.shotThrough)} to shots through it`);
  if (f.shotInto) shots.push(`${dice(f.shotInto)} to shots at a unit on it`);
  return `${move}${shots.length ? `; ${shots.join('; ')}` : ''}`;
}

/** What a height level costs and gives, in words. */
export function heightWords(): string {
  const h = heightFacts();
  return `each level up or down costs ${h.movePerLevel} more movement; attacking a lower unit gives ${h.attackDicePerLevel} bonus ${h.attackDicePerLevel === 1 ? 'die' : 'dice'} per level above it`;
}

/** What a condition mark means, in words. */
export function conditionWords(c: 'bloodied' | 'broken'): string {
  const f = conditionFacts(c);
  const parts = [`${dice(f.penaltyDice)} to every roll`];
  if (f.slowed) parts.push('half Move');
  if (!f.canAttack) parts.push('cannot attack');
  return parts.join(', ');
}

/** HC-04: what a unit short of life support loses, from the rules (Move allowance, Accuracy; Sense where something conceals, rules/senses.ts). */
export function lifeSupportLine(v: BattleView, u: UnitState): string | null {
  const p = lifeSupportPenalty(v, u);
  if (!p) return null;
  return `${capitalised(lifeSupportReason(v, u))}: Move ${u.move} → ${moveAllowance({ ...u, condition: 'ok' }, v)}, Accuracy -${p} (Attack ${u.attack} → ${Math.max(0, u.attack - p)}${u.missileRange ? `, Missile ${u.missileAttack} → ${Math.max(0, (u.missileAttack ?? 0) - p)}` : ''})${u.missileRange && v.map.concealment ? `, Sense -${p} (one less again on a shot at a concealed target)` : ''}`;
}
const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** HC-04: each environment a unit goes without life support in, striking it at each turn's start, with the exact odds (rules/exposure.ts). */
export function exposureLines(v: BattleView, u: UnitState): string[] {
  return exposureOdds(v, u).map(({ harm, odds }) => `${harm.source}: struck at each turn's start, Attack ${harm.attack} (${damageWords(harm.type)}) against Defend ${u.defend}: ${pct(1 - (odds.damage[0] ?? 0))} to hurt it`);
}

/** HC-01: a unit's level (when off the surface or able to fly) and whether it counts for victory. */
export function heightLines(v: BattleView, u: UnitState): string[] {
  const out: string[] = [];
  const z = altitudeOf(u);
  const flies = canFly(v, u);
  if (z !== 0 || flies) out.push(`Level ${levelText(z)}${z > 0 ? ' (flying)' : z < 0 ? ' (below the surface)' : ' (on the surface)'}${flies ? '; can fly (its hero has Move (Flying))' : ''}`);
  const why = u.condition === 'dead' ? null : inactiveWhy(v, u);
  if (why) out.push(`${INACTIVE_WORDS[why][0].toUpperCase()}${INACTIVE_WORDS[why].slice(1)}: it does not count for victory`);
  return out;
}

/** One unit: type, side, condition, numbers, specials and hero. */
export function unitTip(v: BattleView, u: UnitState): TipBlock {
  const cond = u.condition === 'bloodied' || u.condition === 'broken' ? `${u.condition} (${u.condition === 'bloodied' ? '/' : 'X'}: ${conditionWords(u.condition)})` : u.condition === 'ok' ? 'unhurt' : u.condition;
  const lines = [
    `${sideShape(u.side)} ${v.sideNames[u.side] ?? `Side ${u.side + 1}`} · ${cond}`,
    `Attack ${u.attack} · Defend ${u.defend} · React ${u.react} · Move ${u.move} · Vitality ${u.vitality} · Cost ${u.cost}`,
  ];
  if (u.missileRange) lines.push(`Missile Attack ${u.missileAttack}, range ${u.missileRange}`);
  for (const s of u.specials ?? []) lines.push(specialText(s, u));
  const hero = v.heroes.find((h) => h.unitId === u.id);
  if (hero) lines.push(`★ Hero ${hero.name}${hero.secrets.length ? `: ${hero.secrets.map(secretText).join('; ')}` : ''}`);
  const done = [u.moved && 'moved', u.shot && 'shot', u.recovered && 'recovered'].filter(Boolean);
  if (done.length) lines.push(`This turn: ${done.join(', ')}`);
  lines.push(...heightLines(v, u));
  lines.push(...unitEffectLines(u, v.turn));
  if (u.held) lines.push(`Held by ${u.held.source} (strength ${u.held.strength}): it cannot move or fly until it wins a React roll against 2D6 + ${u.held.strength} at a turn's start.`);
  return { title: `${u.id} · ${u.name} [${typeLabel(u.type)}]`, lines };
}

/** The square itself: terrain, height, node, deploy area, cube. */
export function squareTip(v: BattleView, sq: Square): TipBlock {
  const m = v.map;
  const i = sq.y * m.width + sq.x;
  const t = m.terrain[i];
  const h = m.elevation[i] ?? 0;
  const lines = [`${terrainName(t)[0].toUpperCase()}${terrainName(t).slice(1)}: ${terrainWords(t)}.`, `Height ${h}: ${heightWords()}.`];
  const node = m.nodes.findIndex((n) => n.x === sq.x && n.y === sq.y);
  if (node >= 0) {
    const owner = v.nodeOwners[node];
    lines.push(`Resource node, held by ${owner === null || owner === undefined ? 'nobody' : `${sideShape(owner)} ${v.sideNames[owner] ?? ''}`}.`);
  }
  const areas = m.deploy.filter((d) => sq.x >= d.x && sq.x < d.x + d.w && sq.y >= d.y && sq.y < d.y + d.h).map((d) => `${sideShape(d.side)} ${v.sideNames[d.side] ?? `Side ${d.side + 1}`}`);
  if (areas.length) lines.push(`Deploy area of ${areas.join(', ')}.`);
  const c = m.cube;
  if (c && sq.x >= c.x && sq.x < c.x + c.w && sq.y >= c.y && sq.y < c.y + c.h) lines.push(`Inside the cube${c.zMin !== undefined && c.zMax !== undefined ? ` (levels ${levelText(c.zMin)}..${levelText(c.zMax)})` : ''}.`);
  else if (c && contestedCube(v)) lines.push('Outside the cube: a unit here is inactive.');
  const ground = groundAt(v, sq);
  if (ground !== 0 && !v.map.air) lines.push(`Below an Edge of a Drop: the ground is ${-ground} levels down (level ${levelText(ground)}); a unit walking off the edge falls.`);
  lines.push(...airLines(v, sq), ...hazardLines(v, sq));
  return { title: `Square (${sq.x}, ${sq.y})`, lines };
}

/**
 * HC-01 with SW-16: the units on a square, one block each, top first; with stacks at more than one
 * level (a flier above its stack is a stack of its own) each level's stack under a heading, highest first.
 */
function unitBlocks(v: BattleView, sq: Square): TipBlock[] {
  const stacks = stackAt(v, sq.x, sq.y)
    .filter((u) => isTop(v, u))
    .map((top) => stackOf(v, top).reverse())
    .sort((a, b) => altitudeOf(b[0]) - altitudeOf(a[0]));
  if (stacks.length < 2) return (stacks[0] ?? []).map((u) => unitTip(v, u));
  return stacks.flatMap((units) => {
    const z = altitudeOf(units[0]);
    const where = z > 0 ? 'flying' : z < 0 ? 'below the surface' : 'on the surface';
    const what = units.length > 1 ? `a stack of ${units.length}, ${units[0].id} on top` : `${units[0].id} alone`;
    return [{ title: `Level ${levelText(z)} (${where}): ${what}`, lines: [] }, ...units.map((u) => unitTip(v, u))];
  });
}

/** Everything a tooltip shows for a square: its units, top first, then the square. */
export function tipFor(v: BattleView, sq: Square): TipBlock[] {
  const units = unitBlocks(v, sq);
  const task = taskTip(v, sq);
  const objective = objectiveTip(v, sq);
  const people = bystanderTip(v, sq);
  return [...units, ...(task ? [task] : []), ...(objective ? [objective] : []), ...(people ? [people] : []), squareTip(v, sq)];
}
