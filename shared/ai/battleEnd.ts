import type { BattleView, UnitState } from '../battle/model.ts';
import { keptReach, passable, type Reach } from '../battle/rules/movement.ts';
import { recoverCost, touchNodes } from '../battle/rules/resources.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import type { Square } from '../map/battleMap.ts';

// What the sergeant knows of how the battle is scored and when it ends, apart from its sense of the
// goal (sergeant.ts): resource nodes change hands by touch (SW-23), and where they decide the battle
// they are counted once, after the last move phase of the scenario's last turn (SW-01).

/** Turns still to play after this one before the scenario counts (0: this is the turn it counts after), or null. */
export function turnsLeft(view: BattleView, after: number | undefined): number | null {
  return after === undefined ? null : Math.max(0, after - view.turn);
}

/**
 * The nodes `side` takes by a unit of its own coming to stand on `at`, each with how much it moves the
 * count between the sides: 2 for one taken from an enemy (one more for it, one less for them), 1 for
 * an unowned one. A unit already touching an enemy's node takes it by any move that ends touching it.
 */
export function nodesTaken(view: BattleView, side: number, at: Square): { node: number; swing: number }[] {
  const { taken } = touchNodes(view.map, view.nodeOwners, { x: at.x, y: at.y, side });
  return taken.map((node) => {
    const owner = view.nodeOwners[node];
    return { node, swing: owner !== null && isEnemy(view, owner, side) ? 2 : 1 };
  });
}

/** Each point of node swing is worth: as income (one RP a turn) where nodes do not decide, and where they do. */
export const NODE_SWING = { income: 1, deciding: 6, final: 40, countedMax: 4 } as const;

/** What one point of node swing is worth this turn (on the turn they are counted, `finalMargin` reckons instead). */
export function swingWorth(view: BattleView): number {
  const win = view.scenario.win;
  if (win.nodesAfter !== undefined) return NODE_SWING.deciding;
  // Where units standing are counted, a point of income is a share of a unit bought before the count,
  // every resource phase until then: the node is worth the phases left (this one counted).
  const left = turnsLeft(view, win.mostUnitsAfter);
  return left === null || win.escape ? NODE_SWING.income : Math.max(NODE_SWING.income, Math.min(NODE_SWING.countedMax, left));
}

/** Is this the turn nodes are counted after? */
export const countsNodesNow = (view: BattleView): boolean => turnsLeft(view, view.scenario.win.nodesAfter) === 0;

/**
 * Per node (the map's order), the units of `units` that can come to touch it by one move from where
 * they stand (SW-23: arriving on its square or one round it takes it; their reach by the rules, so
 * zones of control, SW-12, and blocked squares screen), standing there already included.
 */
export function nodeReachers(view: BattleView, units: readonly UnitState[]): string[][] {
  const out: string[][] = view.map.nodes.map(() => []);
  for (const u of units) {
    if (u.condition === 'dead' || u.x < 0) continue;
    for (const i of nodesTouched(view, u)) out[i].push(u.id);
  }
  return out;
}

// The nodes a reach touches, kept with the engine's kept reach (the same list wherever the unit's reach
// is the same, movement.ts keptReach): a look-ahead asks it again in many positions alike (#10, ninth session).
const touched = new WeakMap<readonly Reach[], number[]>();

/** The nodes (the map's indexes) `u` can come to touch by one move, standing there already included. */
function nodesTouched(view: BattleView, u: UnitState): number[] {
  const reach = keptReach(recovered(view, u), u.id);
  const known = touched.get(reach);
  if (known) return known;
  const w = view.map.width;
  const index = new Map<number, number>();
  view.map.nodes.forEach((n, i) => index.set(n.y * w + n.x, i));
  const reached = new Set<number>();
  for (const r of [{ x: u.x, y: u.y }, ...reach])
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const i = index.get((r.y + dy) * w + r.x + dx);
        if (i !== undefined && r.x + dx >= 0 && r.x + dx < w) reached.add(i);
      }
  const out = [...reached];
  touched.set(reach, out);
  return out;
}

/**
 * The view in which `u` moves: a broken unit (SW-21: half Move) whose side has the RP to recover it
 * (SW-13) may recover first and move at its whole Move. Reckoned at half, a broken thug in
 * valley-crackdown was left out of the reach of a node the sergeant held, and the recruit recovered it
 * and took the node back on the counted turn (seed 1: drawn 2-2).
 */
export function recovered(view: BattleView, u: UnitState): BattleView {
  const cost = u.condition === 'broken' ? recoverCost(u) : null;
  if (cost === null || (view.resources[u.side] ?? 0) < cost) return view;
  return { ...view, units: view.units.map((o) => (o.id === u.id ? { ...o, condition: 'bloodied' } : o)) };
}

/**
 * On the turn nodes are counted, how many more nodes `side` will have than its enemies once every
 * enemy still to move has moved, if each of them takes every node it can touch (nodeReachers). A
 * side that moves last this turn keeps what it holds; one that moves first keeps only what no enemy
 * can reach.
 */
export function finalMargin(view: BattleView, side: number): number {
  const reachers = nodeReachers(view, view.units.filter((e) => !e.moved && isEnemy(view, e.side, side)));
  let margin = 0;
  view.map.nodes.forEach((_, i) => {
    const owner = view.nodeOwners[i];
    if (reachers[i].length || (owner !== null && isEnemy(view, owner, side))) margin--;
    else if (owner !== null) margin++;
  });
  return margin;
}

// The margin as the view stands, which the sergeant weighs every move of one choice against: kept per view.
const marginNow = new WeakMap<BattleView, Map<number, number>>();
/** finalMargin(view, side), worked out once a view object. */
export function keptFinalMargin(view: BattleView, side: number): number {
  let mine = marginNow.get(view);
  if (!mine) marginNow.set(view, (mine = new Map()));
  let m = mine.get(side);
  if (m === undefined) mine.set(side, (m = finalMargin(view, side)));
  return m;
}

/** The last turn of the battle by the scenario's turn limits (SW-01), or null where none is set. */
export function endTurn(view: BattleView): number | null {
  const w = view.scenario.win;
  const limits = [w.lastTurn, w.mostUnitsAfter, w.nodesAfter].filter((t): t is number => t !== undefined);
  return limits.length ? Math.min(...limits) : null;
}

/** The share of an enemy's worth added for harming it inside the hold area while a hold can still be won. */
export const HOLD_PRESS = 1;
/** What a unit of one's own standing in the hold area adds then (on top of the 3 it is always worth). */
export const HOLD_STAND = 3;

/**
 * Where holding an area alone wins (SW-01 hold), how hard the sergeant presses for it: HOLD_PRESS
 * while a hold can still be completed by the battle's last turn, counting this turn and the turns
 * its team already holds; 0 once it cannot (or where nothing is held). Sharing the area holds
 * nothing: both sides standing in it all battle long is a draw (elder-rite, #10), so what wins is
 * getting in by the way there is and clearing the enemies out.
 */
export function holdPress(view: BattleView, side: number): number {
  const hold = view.scenario.win.hold;
  if (!hold) return 0;
  const held = Math.max(0, ...view.holdTurns.filter((_, s) => !isEnemy(view, s, side)));
  const end = endTurn(view);
  return end === null || end - view.turn + 1 >= hold.turns - held ? HOLD_PRESS : 0;
}

/** How many turns before nodes are counted a side that does not move last trades boldly, and how much its own losses weigh then. */
export const NODE_BOLD_TURNS = 2;
export const NODE_BOLD = 0.2;

/**
 * Where nodes decide the battle, a side whose team does not move last (SW-18: sides move in seat
 * order every turn) cannot keep a node on the count that an enemy can still reach after it (SW-23:
 * the last to arrive takes it): moving first, the sergeant held its own node and drew 1-1 in
 * turf-war almost every game. What it keeps is what no enemy is left to retake, so in the last
 * NODE_BOLD_TURNS turns before the count (and on it) it trades for kills, its own losses weighing
 * little: units do not count, nodes do.
 */
export function boldForNodes(view: BattleView, side: number): boolean {
  const left = turnsLeft(view, view.scenario.win.nodesAfter);
  return left !== null && left <= NODE_BOLD_TURNS && isEnemy(view, view.sideNames.length - 1, side);
}

/** What a unit poised to step onto a node next turn is worth on the turn before nodes are counted, for a side that moves last. */
export const STEP_IN = 3;

/**
 * On the turn before nodes are counted, for a side whose team moves last (SW-18), what `u` standing
 * where it is adds by being one step from touching a node: STEP_IN, and half as much again with two
 * ways in. `touching` (the sergeant's own play, #10 tenth session): a unit already touching the node
 * counts too, its ways being the free squares round the node it can step to (SW-23: arriving there
 * takes the node back). Without it, in turf-war the Kung Fu Gang's minion beside its own node stepped
 * off to two squares away, a Gangster stood on its one way in, and the game was drawn 1-1. A step from
 * one zone of control into another is still allowed (SW-12), so from there no guard can screen the
 * node on the counted turn unless it stands on the way in itself; from farther off one guard by the
 * node does (turf-war: the river squares east of the Gangsters' node are all in
 * the zone of a guard beside it, and the game was drawn 1-1). A node of its own counts too where an
 * enemy stands near it: moving first on the counted turn, the enemy takes it back, and the units
 * already by it may find every way round it stood on.
 */
export function stepIn(view: BattleView, side: number, u: UnitState, touching = false): number {
  if (turnsLeft(view, view.scenario.win.nodesAfter) !== 1 || isEnemy(view, view.sideNames.length - 1, side)) return 0;
  let best = 0;
  view.map.nodes.forEach((n, i) => {
    const d = Math.max(Math.abs(n.x - u.x), Math.abs(n.y - u.y));
    if (d !== 2 && !(touching && d === 1)) return;
    // Its own node only where an enemy, moving first on the counted turn, is near enough to take it.
    if (view.nodeOwners[i] === side && !view.units.some((e) => e.condition !== 'dead' && e.x >= 0 && isEnemy(view, e.side, side) && Math.max(Math.abs(n.x - e.x), Math.abs(n.y - e.y)) <= 2)) return;
    let ways = 0;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = u.x + dx, y = u.y + dy;
        if ((dx === 0 && dy === 0) || Math.max(Math.abs(n.x - x), Math.abs(n.y - y)) > 1 || !passable(view.map, x, y)) continue;
        if (view.units.some((o) => o.condition !== 'dead' && o.x === x && o.y === y)) continue;
        ways++;
      }
    best = Math.max(best, ways === 0 ? 0 : ways === 1 ? STEP_IN : STEP_IN * 1.5);
  });
  return best;
}
