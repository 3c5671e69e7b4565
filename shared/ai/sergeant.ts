import type { Command } from '../battle/commands.ts';
import type { BattleView, Condition, UnitState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { keptLegal } from './keptLegal.ts';
import { escapeSquare } from '../battle/rules/advantage.ts';
import { canAttack } from '../battle/rules/combat.ts';
import { isTop } from '../battle/rules/grid.ts';
import { moveAllowance, passable, reachable } from '../battle/rules/movement.ts';
import { recoverCost } from '../battle/rules/resources.ts';
import { canShoot, distance, lineOfSight } from '../battle/rules/shooting.ts';
import { emergeChoice } from './emergeChoice.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { farEdge } from '../battle/rules/victory.ts';
import { unitType } from '../battle/units.ts';
import type { Rect, Square } from '../map/battleMap.ts';
import { boldForNodes, countsNodesNow, finalMargin, keptFinalMargin, HOLD_STAND, stepIn, holdPress, NODE_BOLD, NODE_SWING, nodesTaken, turnsLeft } from './battleEnd.ts';
import { firingReach, firingShare } from './firingLine.ts';
import { cubeDeploy, cubeOf, cubeSquares, CUBE_WEIGHT, landing, outsideCost, outsideCube } from './cubeGoal.ts';
import { AHEAD_CAUTION, BOLD_TURNS, RUNNER_STEP, WORTH_AN_ACTION } from './sergeantWeights.ts';
import { walkDistance } from './pathDistance.ts';
import { ringDistance } from './nodeRing.ts';
import { nodeSetup } from './nodeSetup.ts';
import { huntHarm } from './nodeHunt.ts';
import { keepingForTheCount, keptForTheCount, RESERVE_TURNS } from './countReserve.ts';
import { attemptValue, taskGoal, taskStageChoice, withBestBoost } from './taskGoal.ts';
import { buttonGuard, objectiveGoal, objectiveValue, rescueGain } from './objectiveGoal.ts';
import { heroPlacement, supportChoice } from './simplePlayer.ts';
import { breachValue, defenceDanger, defenceValue, rescuePull } from './terrainGoal.ts';
import { LOSS } from './conditionLoss.ts';
import { countHeld } from './levelCount.ts';
import { countsNextShots, nextShooters, nextShotsHarm } from './nextShots.ts';
import { FIRE_SHARE, fireReach, type FireReach } from './fireThreat.ts';
import { playsTheCount, runnerCountSide } from './runnerCount.ts';

// The middle level: a one-turn plan made one command at a time. Every option in the move phase is
// valued by what it changes this turn: the exact odds (attackPreview) of the damage it deals and
// takes, the enemies that could reach or shoot the square before combat (their reach from the rules,
// not a guess), and the scenario's own goal (an edge to escape to, the area to hold, nodes, or the
// enemy). It takes the best option while one is worth an action, then ends its phase. Deterministic:
// it needs no random numbers (ties go to the first listed).

export { LOSS };
/** What a point of a hero's pool or of resources is worth against a unit's cost, roughly. */
const POINT = 0.3;
export { AHEAD_CAUTION, BOLD_TURNS, RUNNER_STEP, WORTH_AN_ACTION };
export { BODY_TURNS, bodyWorth, harmMemo, isRunner, worth, type Harm } from './unitWorth.ts';
import { bodyWorth, harmMemo, isRunner, worth, type Harm } from './unitWorth.ts';
import { guardWorth } from './nodeGuard.ts';
import { contestedGuard, contestedWorth } from './contestedNode.ts';
import { blowShare } from './sharedBlow.ts';

const placed = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;


const holdArea = (view: BattleView): Rect | null | undefined => (view.scenario.win.hold ? (view.scenario.win.hold.area === 'cube' ? view.map.cube : view.scenario.win.hold.area) : null);
const inRect = (a: Rect, s: Square) => s.x >= a.x && s.y >= a.y && s.x < a.x + a.w && s.y < a.y + a.h;

export interface Plan {
  view: BattleView;
  side: number;
  harm: Harm;
  enemies: UnitState[];
  /** Per enemy that has yet to move this turn: the squares from which it could attack (touching its reach). */
  threatens: Map<string, Set<number>>;
  /**
   * How much its own losses weigh against the enemy's: 0.6 with no more units than the enemy in the
   * last turns before units standing are counted, AHEAD_CAUTION with more, else 1 (#10: bolder whenever outnumbered lost more
   * trades than it won); NODE_BOLD in the last turns before nodes are counted for a side that does
   * not move last (battleEnd.ts boldForNodes); 0 for the recruit, blind to them.
   */
  caution: number;
  /** No more units standing than the enemy (the count of units standing, SW-01, would not be won now). */
  behind?: boolean;
  /** The captain's reckoning: distance to a fixed goal walked over the terrain (pathDistance.ts), not in a straight line. */
  walk?: boolean;
  /** The sergeant's own reckoning of nodes (battleEnd.ts): a move is credited with the nodes it takes, not with standing by them. */
  takes?: boolean;
  /** The sergeant's press on the hold area (battleEnd.ts holdPress): the share of an enemy's worth added for harm to it inside the area; 0 or absent, none. */
  press?: number;
  /** The sergeant's own play, not the captain's play-outs: open nodes reckoned straight near them and walked beyond (nodeRing.ts), a dear unit's way into the hold weighed by its worth. */
  own?: boolean;
  /** The captain losing the slow count (firingLine.ts): the share of a shot still to be had from a square it is credited with. */
  firing?: number;
  /** The sergeant's own play, its slow count level or ahead: the enemy shooters whose next shots a square is charged (nextShots.ts), and their kept answers. */
  nextShots?: { shooters: UnitState[]; memo: Map<string, number> };
  /** The sergeant's own play on the runner's side (runnerCount.ts): the shots enemies yet to move may take after their move (fireThreat.ts). */
  fire?: FireReach;
  /** The sergeant's own play on the runner's side ahead on the count (runnerCount.ts): the runner keeps back from the edge. */
  holdRunner?: boolean;
}

export function makePlan(view: BattleView, side: number, walk = false): Plan {
  const enemies = view.units.filter((u) => placed(u) && isEnemy(view, u.side, side) && isTop(view, u));
  const threatens = new Map<string, Set<number>>();
  const w = view.map.width;
  for (const e of enemies) {
    if (e.moved || !canAttack(e)) continue;
    const near = new Set<number>();
    for (const r of [{ x: e.x, y: e.y }, ...reachable(view, e.id)])
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) near.add((r.y + dy) * w + r.x + dx);
    threatens.set(e.id, near);
  }
  // Outnumbered with the count of units standing close, it must trade to catch up: its losses weigh less.
  const own = view.units.filter((u) => u.condition !== 'dead' && !isEnemy(view, u.side, side)).length;
  const behind = own <= view.units.filter((u) => u.condition !== 'dead' && isEnemy(view, u.side, side)).length;
  const left = turnsLeft(view, view.scenario.win.mostUnitsAfter);
  const win = view.scenario.win;
  const ahead = !behind && left !== null && !win.escape && !win.hold;
  const bold = behind && left !== null && left <= BOLD_TURNS ? 0.6 : ahead ? AHEAD_CAUTION : 1;
  const firing = walk ? firingShare(view, side) : 0; // the captain's own side, losing the slow count: its shooters go where they fire, unhurried
  return { view, side, harm: harmMemo(bodyWorth(view)), enemies, threatens, caution: firing ? 1 : boldForNodes(view, side) ? Math.min(bold, NODE_BOLD) : bold, walk, behind: behind || firing > 0, firing };
}

/** The plan the sergeant chooses its move-phase actions by: nodes reckoned as the rules take them (battleEnd.ts), the hold pressed while it can be won. */
export function sergeantPlan(view: BattleView, side: number, walk = false): Plan {
  const plan = makePlan(view, side, walk);
  // Its own play only (not the captain's walked play-outs): moving first before the count, the few enemies that can reach a node are hunted (nodeHunt.ts).
  const harm = walk ? plan.harm : huntHarm(view, side, plan.harm, worth);
  const nextShots = !walk && countsNextShots(view, side) ? { shooters: nextShooters(plan.enemies), memo: new Map<string, number>() } : undefined;
  // Its own play on the runner's side where units are counted (runnerCount.ts): ahead, it plays the count.
  const runnerSide = !walk && runnerCountSide(view, side);
  const count = runnerSide && playsTheCount(view, side, plan.behind);
  const caution = count ? Math.max(plan.caution, AHEAD_CAUTION) : plan.caution;
  // No more bodies than the enemy now, but a slow count level or ahead (levelCount.ts): no bold trades, a body lost loses it.
  const held = !walk && plan.behind && countHeld(view, side);
  return { ...plan, harm, caution: held ? Math.max(caution, 1) : caution, takes: true, press: holdPress(view, side), own: !walk, nextShots, fire: runnerSide ? fireReach(view, side) : undefined, holdRunner: count };
}

/** The squares of the hold area a unit may stand on, kept per area. */
const areaMemo = new WeakMap<Rect, Square[]>();
function areaSquares(view: BattleView, area: Rect): Square[] {
  let out = areaMemo.get(area);
  if (!out) {
    out = [];
    for (let y = area.y; y < area.y + area.h; y++) for (let x = area.x; x < area.x + area.w; x++) if (passable(view.map, x, y)) out.push({ x, y });
    areaMemo.set(area, out);
  }
  return out;
}

/** The squares the unit is heading for, and how much each square nearer is worth. */
/** A goal: the squares, the worth of each square nearer; `fixed` ones the captain walks to, `walked` ones every level. */
export interface Goal {
  squares: Square[];
  weight: number;
  fixed?: boolean;
  walked?: boolean;
  /** Open nodes: the straight line within nodeRing.ts RING of one, walked beyond. */
  ring?: boolean;
}

export function goal(plan: Plan, u: UnitState): Goal {
  const { view } = plan;
  const win = view.scenario.win;
  if (isRunner(view, u)) {
    const edge = farEdge(view.map, u.side);
    const squares: Square[] = [];
    for (let y = 0; y < view.map.height; y++) for (let x = 0; x < view.map.width; x++) if (edge(x, y)) squares.push({ x, y });
    // Ahead on the count, the runner's side plays the count and the runner keeps itself (runnerCount.ts).
    return { squares, weight: plan.holdRunner ? 0 : plan.takes ? RUNNER_STEP : 3, fixed: true };
  }
  // HC-01: outside the contested space a unit does not count; getting in comes first.
  if (outsideCube(view, u)) return { squares: cubeSquares(cubeOf(view)!), weight: CUBE_WEIGHT, fixed: true };
  const objective = objectiveGoal(view, u); // HC-06: the Victory Button, the Point of Advantage.
  if (objective) return objective;
  const task = taskGoal(view, u); // HC-08: a hero who should try the step's task heads for it.
  if (task) return task;
  const runners = plan.enemies.filter((e) => isRunner(view, e));
  if (runners.length) return { squares: runners, weight: 1.5 };
  const area = win.hold ? (win.hold.area === 'cube' ? view.map.cube : win.hold.area) : null;
  // Pressing for a hold, the sergeant goes by the way into the area over the terrain (around water and
  // walls, to its nearest square), not the straight line to its middle: as the Army in elder-rite it
  // stood in the water by the island's walls, no nearer in a straight line by any step.
  // Each square nearer is worth more for a dear unit (a quarter of its worth, at least 1): one action at a
  // time, a cultist's two squares (2) came before the servitor's one (1), and the Cult in elder-rite kept
  // its attack-7 servitor outside the island till turn 8 while cultists held its two ways in.
  if (area && plan.press) return { squares: areaSquares(view, area), weight: plan.own ? Math.max(1, worth(view, u) / 4) : 1, fixed: true, walked: true };
  if (area) return { squares: [{ x: area.x + Math.floor(area.w / 2), y: area.y + Math.floor(area.h / 2) }], weight: 1, fixed: true };
  if (win.nodesAfter !== undefined) {
    const open = view.map.nodes.filter((_, i) => view.nodeOwners[i] === null || isEnemy(view, view.nodeOwners[i]!, u.side));
    // Not walked (fixed) for the captain: measured worse in valley-crackdown (0 wins of 6 against simple, 3 of 6 straight).
    if (open.length) return { squares: open, weight: 2, ring: plan.own };
  }
  const toward: Square[] = plan.enemies.length ? plan.enemies : [u];
  // Where units standing are counted (not a runner's battle, where the edge is the goal): behind, the
  // sergeant needs bodies, so an open node (income before the count) is a goal as near as the enemy;
  // ahead, the count is already won and walking into the enemy only risks it, so only open nodes pull.
  if (plan.takes && win.mostUnitsAfter !== undefined && !win.escape) {
    const open = view.map.nodes.filter((_, i) => view.nodeOwners[i] === null || isEnemy(view, view.nodeOwners[i]!, u.side));
    if (plan.behind) return { squares: [...toward, ...open], weight: plan.caution < 1 ? 1 : 0.5 };
    return open.length ? { squares: open, weight: 0.5 } : { squares: [u], weight: 0 };
  }
  return { squares: toward, weight: plan.caution < 1 ? 1 : 0.5 };
}

/** How far the unit is from its goal: in a straight line, or walked over the terrain (the captain to a fixed goal, anyone to a `walked` one). */
export function goalDistance(plan: Plan, g: Goal, u: UnitState): number {
  if (g.ring) return ringDistance(plan.view.map, g.squares, u, { allowance: moveAllowance(u, plan.view), unit: u });
  return (plan.walk && g.fixed) || g.walked ? walkDistance(plan.view.map, g.squares, u, { allowance: moveAllowance(u, plan.view), unit: u }) : Math.min(...g.squares.map((s) => distance(s, u)));
}

/**
 * What the unit standing on `at` is worth to its side this turn, in `view` (where it already stands
 * there): the goal, the melee it is in, the enemies that may still come at it or shoot it.
 */
export function standing(plan: Plan, view: BattleView, u: UnitState): number {
  const { harm } = plan;
  const g = goal(plan, u);
  let v = -g.weight * goalDistance(plan, g, u);
  const win = view.scenario.win;
  if (isRunner(view, u) && farEdge(view.map, u.side)(u.x, u.y)) v += 1000;
  const area = win.hold ? (win.hold.area === 'cube' ? view.map.cube : win.hold.area) : null;
  const inside = (s: Square) => !!area && inRect(area, s);
  const press = plan.press ?? 0;
  if (inside(u)) v += 3 + (press ? HOLD_STAND : 0);
  if (outsideCube(view, u)) v -= outsideCost(view);
  v += buttonGuard(view, u, plan.threatens); // HC-06: by the Victory Button.
  v += rescuePull(plan.view, view, u); // HC-06: the heroes' unit nearest to people walks toward them.
  v -= defenceDanger(view, u, (x) => worth(view, x)) * plan.caution; // HC-06: out of an emplacement's fire, where it costs.
  // SW-23: touching a node takes it (worth a lot where nodes win the battle); by one's own it guards it.
  const nodesWin = win.nodesAfter !== undefined;
  view.map.nodes.forEach((n, i) => {
    if (distance(n, u) > 1) return;
    const owner = view.nodeOwners[i];
    if (owner === null || isEnemy(view, owner, u.side)) v += plan.takes ? 0 : nodesWin ? 6 : 1;
    // One guard is enough.
    else if (!view.units.some((o) => o.id !== u.id && o.side === u.side && o.condition !== 'dead' && distance(n, o) <= 1)) {
      // By a node an enemy touches too, the sergeant's guard keeps nothing where units are counted (contestedNode.ts).
      const guard = guardWorth(view, u.side, plan.own, plan.walk);
      v += plan.takes ? contestedGuard(view, u.side, i, guard) : guard;
    }
  });
  if (plan.takes) v += stepIn(view, plan.side, u, plan.own);
  // Only a stack's top fights (SW-16): a unit piled on its own side's idles.
  if (view.units.some((o) => o.id !== u.id && o.side === u.side && o.condition !== 'dead' && o.x === u.x && o.y === u.y)) v -= 1.5;
  const key = u.y * view.map.width + u.x;
  // A unit strikes once a combat phase (SW-19): of the enemies touching it, the best blow counts, not
  // one at each (summed, a square touching three enemies looked three times as good to strike from).
  let blow = 0;
  for (const e of plan.enemies) {
    const adjacent = Math.max(Math.abs(e.x - u.x), Math.abs(e.y - u.y)) === 1;
    if (adjacent) {
      // Melee this combat phase: both strike (canAttack decides), whoever goes first.
      if (canAttack(u)) blow = Math.max(blow, harm(view, u, e, 'melee') * (inside(e) ? 1 + press : 1));
      // The sergeant's own reckoning: the enemy's one blow is shared among the units touching it (sharedBlow.ts).
      if (canAttack(e)) v -= harm(view, e, u, 'melee') * plan.caution * (plan.takes ? blowShare(view, e, u) : 1);
    } else if (plan.threatens.get(e.id)?.has(key)) {
      // It may still come before combat: it will if the trade is good for it.
      v -= Math.max(0, harm(view, e, u, 'melee') * plan.caution - (canAttack(u) ? harm(view, u, e, 'melee') : 0)) * 0.7;
    }
    // A shooter yet to move may move and shoot before combat (fireThreat.ts; the runner's side only).
    if (!adjacent && plan.fire?.(e, u)) v -= harm(view, e, u, 'missile') * FIRE_SHARE * plan.caution;
    // Opportunity fire at a unit that moved into range (SW-17), or a shot in its own move phase.
    if (canShoot(e) && !e.oppFired && distance(e, u) <= e.missileRange! && lineOfSight(view.map, e, u).clear) v -= harm(view, e, u, 'missile') * 0.8 * plan.caution;
  }
  if (plan.nextShots) v -= nextShotsHarm(plan.view, view, u, plan.nextShots.shooters, harm, plan.nextShots.memo) * plan.caution;
  return v + blow + firingReach(view, u, plan.enemies, harm, plan.firing ?? 0);
}

// A unit's worth where it stands now, which every move of it is weighed against: worked out once a plan
// (its blows and the enemies' are kept by the plan's harm already, so the answer is the same).
const standingNow = new WeakMap<Plan, Map<string, number>>();
function standingBefore(plan: Plan, u: UnitState): number {
  let mine = standingNow.get(plan);
  if (!mine) standingNow.set(plan, (mine = new Map()));
  let v = mine.get(u.id);
  if (v === undefined) mine.set(u.id, (v = standing(plan, plan.view, u)));
  return v;
}

function moveGain(plan: Plan, c: Extract<Command, { type: 'move' }>): number {
  const { view } = plan;
  const u = view.units.find((x) => x.id === c.unitId)!;
  const moved = { ...landing(view, u, c.to), moved: true };
  let after: BattleView = { ...view, units: view.units.map((x) => (x.id === u.id ? moved : x)) };
  // A fall off an Edge of a Drop (HC-01 height) costs what it hurts.
  const fall = (LOSS[moved.condition] - LOSS[u.condition]) * worth(view, u);
  let nodes = 0;
  if (plan.takes) {
    // SW-23: the nodes it touches at the end of the move are its side's, whether or not it touched them before.
    const taken = nodesTaken(view, u.side, moved);
    if (taken.length) after = { ...after, nodeOwners: view.nodeOwners.map((o, i) => (taken.some((t) => t.node === i) ? u.side : o)) };
    for (const t of taken) nodes += t.swing * contestedWorth(view, u.side, t.node); // less for a node an enemy touches where units are counted (contestedNode.ts)
    // On the turn they are counted, what the battle's end will be, with the enemies still to move answering.
    if (countsNodesNow(view)) nodes += NODE_SWING.final * (finalMargin(after, u.side) - keptFinalMargin(view, u.side));
  }
  // HC-06 Point of Advantage face 5: a unit coming into the escape route leaves the battle, lost to its side's fight.
  const escape = escapeSquare(view.map, moved) && !escapeSquare(view.map, u) ? (1 - LOSS[u.condition]) * worth(view, u) : 0;
  // HC-06: people the move leads to safety or frees (none are rescuable before it: the rules rescue at once).
  return standing(plan, after, moved) - standingBefore(plan, u) - fall - escape + nodes + rescueGain(after, u.side);
}

export function shotGain(plan: Plan, c: Extract<Command, { type: 'shoot' | 'attack' }>): number {
  if (c.lasting) return -Infinity;
  const { view } = plan;
  const a = view.units.find((x) => x.id === c.unitId)!;
  const d = view.units.find((x) => x.id === c.targetId)!;
  const area = plan.press ? holdArea(view) : null;
  const press = area && inRect(area, d) ? 1 + plan.press! : 1;
  return plan.harm(view, a, d, c.type === 'shoot' ? 'missile' : 'melee', c.vigor ?? 0) * press - POINT * (c.vigor ?? 0);
}

function recoverGain(view: BattleView, c: Extract<Command, { type: 'recover' }>): number {
  const u = view.units.find((x) => x.id === c.unitId)!;
  const next: Condition = u.condition === 'broken' ? 'bloodied' : 'ok';
  return (LOSS[u.condition] - LOSS[next]) * worth(view, u) - POINT * (recoverCost(u) ?? 0);
}

function best<T>(items: readonly T[], value: (t: T) => number): { item: T; value: number } | null {
  let out: { item: T; value: number } | null = null;
  for (const item of items) {
    const v = value(item);
    if (!out || v > out.value) out = { item, value: v };
  }
  return out;
}

export function bestAction(plan: Plan, legal: Command[]): { item: Command; value: number } | null {
  return best(legal, (c) => actionValue(plan, c));
}

/** What one move-phase action (a move, shot or recovery) is worth this turn; -Infinity for anything else. */
export function actionValue(plan: Plan, c: Command): number {
  if (c.type === 'move') return c.withStack ? -Infinity : moveGain(plan, c);
  if (c.type === 'shoot') return shotGain(plan, c);
  if (c.type === 'recover') return recoverGain(plan.view, c);
  if (c.type === 'attemptTask') return attemptValue(plan.view, c);
  if (c.type === 'useObjective') return objectiveValue(plan.view, c);
  // HC-06: an emplacement firing at the side, a wall square between a unit and its goal (terrainGoal.ts).
  // The emplacement's harm is its own side's losses: weighed by caution (the recruit, blind to them, leaves it be).
  if (c.type === 'attackDefence') return defenceValue(plan.view, c, (u) => worth(plan.view, u)) * plan.caution;
  if (c.type === 'breach') {
    const u = plan.view.units.find((x) => x.id === c.unitId);
    return u ? breachValue(plan.view, c, goal(plan, u)) : -Infinity;
  }
  return -Infinity;
}

const costOf = (view: BattleView, c: Command): number =>
  c.type === 'buy' ? unitType(c.unitType)?.cost ?? 0 : c.type === 'revive' ? view.units.find((u) => u.id === c.unitId)?.cost ?? 0 : 0;

/** The sergeant's choice; `walk` (the captain's play-outs for its own side) reckons goals by the way there over the terrain. HC-08: with a Boost, an attempt names the hero it helps most (withBestBoost). On the turn units are counted it spends no point a body bought at the count needs, as the captain (countReserve.ts, #10 tenth session), and since the thirteenth session none in the RESERVE_TURNS turns before it either. */
export function chooseSergeant(view: BattleView, side: number, walk = false): Command | null {
  return withBestBoost(view, keptForTheCount(view, side, sergeantChoice(keepingForTheCount(view, side, RESERVE_TURNS), side, walk), RESERVE_TURNS));
}

function sergeantChoice(view: BattleView, side: number, walk: boolean): Command | null {
  if (view.phase === 'task') return taskStageChoice(view, side);
  const legal = keptLegal(view, side);
  if (!legal.length) return null;
  const end = legal.find((c) => c.type === 'endPhase' || c.type === 'pass' || c.type === 'deployAll')!;
  const of = <T extends Command['type']>(t: T) => legal.filter((c): c is Extract<Command, { type: T }> => c.type === t);

  if (view.phase === 'deploy') return cubeDeploy(view, of('deploy')) ?? nodeSetup(view, side, of('deploy')) ?? of('deploy')[0] ?? heroPlacement(view, of('placeHero')) ?? end;
  if (view.phase === 'resources') {
    const hero = of('reviveHero')[0];
    if (hero) return hero;
    // Where units standing decide at the turn limit, the cheapest (more bodies for the points); else the costliest.
    const count = view.scenario.win.mostUnitsAfter !== undefined;
    const buy = best([...of('buy'), ...of('revive')], (c) => (count ? -costOf(view, c) : costOf(view, c)));
    return buy?.item ?? end;
  }
  const plan = sergeantPlan(view, side, walk);
  if (view.phase === 'combat' || view.phase === 'opportunity') {
    // An attack costs nothing and cannot be answered by the target's own attack: take the best.
    const shot = best([...of('attack'), ...of('shoot')], (c) => shotGain(plan, c));
    return shot && shot.value > 0.02 ? shot.item : end;
  }
  const support = supportChoice(view, of('support'));
  if (support) return support;
  if (view.actionsLeft <= 0) {
    // One more action for 1 RP, when there is RP to spare and something worth doing with it.
    if (of('buyAction').length && view.resources[side] >= 3) {
      const more = bestAction(plan, legalCommands({ ...view, actionsLeft: 1 }, side));
      if (more && more.value > 1) return of('buyAction')[0];
    }
    return end;
  }
  // HC-06 Already There: a concealed figure comes on first (emergeChoice.ts).
  const emerge = emergeChoice(view, side, legal);
  if (emerge) return emerge;
  const action = bestAction(plan, legal);
  return action && action.value > WORTH_AN_ACTION ? action.item : end;
}
