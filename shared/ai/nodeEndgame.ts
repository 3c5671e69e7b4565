import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { moveAllowance, reachable } from '../battle/rules/movement.ts';
import { touchNodes } from '../battle/rules/resources.ts';
import { isEnemy, sameTeam } from '../battle/rules/teams.ts';
import type { BattleMap, Square } from '../map/battleMap.ts';
import { nodeReachers, turnsLeft } from './battleEnd.ts';
import { walkCost } from './pathDistance.ts';

// The captain's endgame where nodes decide the battle (#10, eighth session): on the turn they are
// counted and the turn before, its moves for the turn are searched as a set (a beam over which unit
// goes where), each set valued by the count it leads to, not one command at a time by the sergeant's
// weights. On the counted turn: the nodes held once the enemy still to move has made its best reply
// by the rules' reach (zones of control and blocked squares screen), with no more units than its
// actions (SW-11). On the turn before: the count as it will fall next turn, by the way walked to each
// node's ring: moving first, a node stays ours only if no enemy can walk to it in the two moves it
// still has (this turn's reply and the last one's); moving last, ours is what our units can walk to
// next turn, one unit a node and no more nodes than actions.

export interface EndgameBudget {
  /** Positions valued in one choice, at most. */
  nodes: number;
  /** Sets kept at each depth. */
  beam: number;
  /** Moves in a set, at most. */
  depth: number;
}
export const ENDGAME_BUDGET: EndgameBudget = { nodes: 160, beam: 3, depth: 3 };

type Team = (s: number) => boolean;

/** Whether the endgame search plays this choice: nodes decide, two sides, the move phase with actions left, the counted turn or the one before. */
export function endgameTurn(view: BattleView): 0 | 1 | null {
  if (view.sideNames.length !== 2 || view.phase !== 'move' || view.actionsLeft <= 0) return null;
  const left = turnsLeft(view, view.scenario.win.nodesAfter);
  return left === 0 || left === 1 ? left : null;
}

const rings = new WeakMap<BattleMap, Square[][]>();
/** Each node's square and the eight round it (SW-23: arriving on any of them takes it), kept per map so the walk fields are kept too. */
export function ringsOf(map: BattleMap): Square[][] {
  let r = rings.get(map);
  if (!r) {
    r = map.nodes.map((n) => {
      const out: Square[] = [];
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (n.x + dx >= 0 && n.y + dy >= 0 && n.x + dx < map.width && n.y + dy < map.height) out.push({ x: n.x + dx, y: n.y + dy });
      return out;
    });
    rings.set(map, r);
  }
  return r;
}

const live = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;
const near = (a: Square, b: Square, d: number) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) <= d;

/** The view after `unitId` moves to `to`: it has moved, and takes the nodes it arrives by (SW-23). */
export function moved(view: BattleView, unitId: string, to: Square): BattleView {
  const u = view.units.find((x) => x.id === unitId)!;
  const under = view.units.filter((o) => live(o) && o.id !== unitId && o.x === to.x && o.y === to.y);
  const level = under.length ? Math.max(...under.map((o) => o.level)) + 1 : 0;
  const units = view.units.map((x) => (x.id === unitId ? { ...x, x: to.x, y: to.y, level, moved: true } : x));
  const { owners } = touchNodes(view.map, view.nodeOwners, { x: to.x, y: to.y, side: u.side });
  return { ...view, units, nodeOwners: owners, actionsLeft: view.actionsLeft - 1 };
}

/**
 * The most worth `take` can add by giving each node at most one unit of `reach` (node -> unit ids),
 * no unit two nodes and no more than `actions` nodes: a small exhaustive assignment (a few nodes).
 */
function assign(reach: string[][], worth: number[], actions: number): number {
  const used = new Set<string>();
  const go = (i: number, left: number): number => {
    if (i >= reach.length || left <= 0) return 0;
    let best = go(i + 1, left);
    if (worth[i] > 0)
      for (const id of reach[i]) {
        if (used.has(id)) continue;
        used.add(id);
        best = Math.max(best, worth[i] + go(i + 1, left - 1));
        used.delete(id);
        break; // any one free unit serves: which one matters only where units are scarce, rare with a few nodes
      }
    return best;
  };
  return go(0, actions);
}

/**
 * nodeReachers (the rules' reach) for the units of `units` that could touch a node at all: a step costs
 * at least one of the Move allowance, so one farther than that and one from every node cannot, and its
 * reach (worked out afresh in every position searched, as any unit's move changes the zones) is skipped.
 */
function reachersOf(view: BattleView, units: UnitState[]): string[][] {
  return nodeReachers(view, units.filter((u) => view.map.nodes.some((n) => near(u, n, moveAllowance(u, view) + 1))));
}

/** Nodes of `mine`'s team less the enemy's. */
function held(view: BattleView, mine: Team): number {
  return view.nodeOwners.reduce<number>((m, o) => m + (o === null ? 0 : mine(o) ? 1 : -1), 0);
}

/**
 * The counted turn: the count's margin once every enemy still to move has taken what it can (their
 * reach by the rules, from where everyone stands now), at most one node a unit and `actions` in all.
 */
export function countedMargin(view: BattleView, side: number): number {
  const mine: Team = (s) => sameTeam(view.scenario, s, side);
  const base = held(view, mine);
  const enemies = view.units.filter((u) => live(u) && !u.moved && isEnemy(view, u.side, side));
  if (!enemies.length || !view.sideNames.some((_, s) => s > view.active && isEnemy(view, s, side))) return base;
  const reach = reachersOf(view, enemies);
  const worth = view.nodeOwners.map((o) => (o === null ? 1 : mine(o) ? 2 : 0));
  return base - assign(reach, worth, view.map.actions);
}

/** Which nodes (by index) a unit at `at` can walk to the ring of within `moves` moves (the terrain's way, units left out). */
function walkable(view: BattleView, u: UnitState, at: Square, moves: number): number[] {
  const allowance = moveAllowance(u, view);
  const out: number[] = [];
  ringsOf(view.map).forEach((ring, i) => {
    if (walkCost(view.map, ring, at, { allowance, unit: u }) <= allowance * moves) out.push(i);
  });
  return out;
}

/**
 * The turn before the count: its margin as it will fall next turn (above). A unit touching an enemy
 * may fall in this turn's melee: it reaches only where no unit untouched does, and then counts half.
 */
export function nextMargin(view: BattleView, side: number): number {
  const mine: Team = (s) => sameTeam(view.scenario, s, side);
  const last = mine(view.sideNames.length - 1);
  const units = view.units.filter(live);
  const engaged = (u: UnitState) => units.some((e) => isEnemy(view, e.side, u.side) && near(e, u, 1));
  const ours: string[][] = view.map.nodes.map(() => []);
  const halfOurs: string[][] = view.map.nodes.map(() => []);
  // The enemy's threat to each node: sure where a unit walks to it in one move from where it stands,
  // half where moving first we leave it this turn's reply too and it needs two.
  // One move is the rules' reach (our units' zones of control screen); two, the way walked.
  const threat = reachersOf(view, units.filter((u) => !mine(u.side))).map((ids): number => (ids.length ? 1 : 0));
  for (const u of units) {
    if (mine(u.side)) {
      for (const i of walkable(view, u, u, 1)) (engaged(u) ? halfOurs : ours)[i].push(u.id);
      continue;
    }
    if (!last && !u.moved) for (const i of walkable(view, u, u, 2)) threat[i] = Math.max(threat[i], 0.5);
  }
  if (last) return lastMargin(view, mine, threat, units.filter((u) => mine(u.side)), engaged);
  let margin = 0;
  const worth: number[] = [];
  view.nodeOwners.forEach((o, i) => {
    const t = threat[i];
    // Moving last, a node we arrive on is ours; moving first, ours unless the enemy comes after.
    const reached = last ? 1 : 1 - 2 * t;
    const base = o !== null && !mine(o) ? -1 : last ? (t ? -1 : o !== null ? 1 : 0) : o !== null ? 1 - 2 * t : -t;
    worth.push(Math.max(0, reached - base));
    margin += base;
  });
  const whole = assign(ours, worth, view.map.actions);
  const half = assign(ours.map((ids, i) => [...ids, ...halfOurs[i]]), worth, view.map.actions);
  return margin + whole + (half - whole) / 2;
}

/** Where one of our units reaches a node, the chance the enemy moving first next turn fails to screen it off; each other unit that reaches it adds a way in. */
export const SCREEN_SLIP = 0.5;

/**
 * Moving last, the turn before the count: a node is ours next turn where a unit of ours reaches it by
 * the rules' reach from where it stands (a step into a zone of control still taken, SW-12), surer by
 * each other unit that does (the enemy, moving first, may stand in the way of some); else the enemy's
 * where it reaches it or holds it; else as it stands.
 */
function lastMargin(view: BattleView, mine: Team, threat: number[], ours: UnitState[], engaged: (u: UnitState) => boolean): number {
  const reach = reachersOf(view, ours);
  const weight = new Map(ours.map((u) => [u.id, engaged(u) ? 0.5 : 1]));
  let margin = 0;
  view.nodeOwners.forEach((o, i) => {
    const base = threat[i] || (o !== null && !mine(o)) ? -1 : o !== null ? 1 : 0;
    let miss = 1;
    for (const id of reach[i]) miss *= 1 - (1 - SCREEN_SLIP) * weight.get(id)!;
    margin += (1 - miss) * 1 + miss * base;
  });
  return margin;
}

/** What the endgame search values a position by, on the counted turn (0) or the one before (1). */
export const endgameValue = (view: BattleView, side: number, left: 0 | 1): number => (left === 0 ? countedMargin(view, side) : nextMargin(view, side));

interface SetNode {
  view: BattleView;
  first: Command | null;
  value: number;
}

/** The squares worth trying for `u`: on the counted turn those within two of a node (taking it, or screening it); before it, per node the one walked nearest its ring. */
function destinations(view: BattleView, u: UnitState, left: 0 | 1): Square[] {
  const reach = reachable(view, u.id);
  if (left === 0) return reach.filter((r) => view.map.nodes.some((n) => near(r, n, 2)));
  const allowance = moveAllowance(u, view);
  // Two from a node: one step from its ring, a step into a zone of control still taken next turn.
  const out: Square[] = reach.filter((r) => view.map.nodes.some((n) => Math.max(Math.abs(r.x - n.x), Math.abs(r.y - n.y)) === 2));
  for (const ring of ringsOf(view.map)) {
    let best: Square | null = null;
    let cost = Infinity;
    for (const r of reach) {
      const c = walkCost(view.map, ring, r, { allowance, unit: u });
      if (c < cost) (cost = c), (best = r);
    }
    if (best && !out.some((s) => s.x === best!.x && s.y === best!.y)) out.push(best);
  }
  return out;
}

/**
 * The best set of moves for the rest of this move phase by the count it leads to (a beam, `budget`
 * positions at most, `spent` counting them), and the value of the set that starts with `plain` (the
 * captain's own choice), so the caller plays the search's first move only where it counts for more.
 */
export function endgameSearch(view: BattleView, side: number, legal: Command[], plain: Command | null, budget: EndgameBudget = ENDGAME_BUDGET, spent: { n: number } = { n: 0 }): { best: SetNode; plain: number } | null {
  const left = endgameTurn(view);
  if (left === null) return null;
  const start = spent.n;
  const value = (v: BattleView) => {
    spent.n++;
    return endgameValue(v, side, left);
  };
  const movers = new Set(legal.flatMap((c) => (c.type === 'move' && !c.withStack ? [c.unitId] : [])));
  const isLegal = (id: string, to: Square) => legal.some((l) => l.type === 'move' && !l.withStack && l.unitId === id && l.to.x === to.x && l.to.y === to.y);
  const root: SetNode = { view, first: null, value: value(view) };
  let beam: SetNode[] = [root];
  let best = root;
  const bestFrom = new Map<string, number>();
  const depth = Math.min(budget.depth, view.actionsLeft);
  for (let d = 0; d < depth; d++) {
    const next: SetNode[] = [];
    for (const node of beam)
      for (const u of node.view.units) {
        if (!movers.has(u.id) || u.moved || !live(u)) continue;
        for (const to of destinations(node.view, u, left)) {
          if (spent.n - start >= budget.nodes - 1) break;
          const command: Command = { type: 'move', unitId: u.id, to: { x: to.x, y: to.y } };
          if (!node.first && !isLegal(u.id, to)) continue;
          const v = moved(node.view, u.id, to);
          const child = { view: v, first: node.first ?? command, value: value(v) };
          next.push(child);
          const key = JSON.stringify(child.first);
          bestFrom.set(key, Math.max(bestFrom.get(key) ?? -Infinity, child.value));
          if (child.value > best.value) best = child;
        }
      }
    if (!next.length) break;
    next.sort((a, b) => b.value - a.value);
    beam = next.slice(0, budget.beam);
  }
  const mine = plain && plain.type === 'move' && !plain.withStack ? bestFrom.get(JSON.stringify(plain)) ?? value(moved(view, plain.unitId, plain.to)) : root.value;
  return { best, plain: mine };
}

/** What the search's best set must count for over the captain's own choice to be played: a node's worth, less a little. */
export const ENDGAME_MARGIN = 0.5;

/** The endgame's choice, or null to leave it to the captain's own: its first move where its set counts clearly more. */
export function endgameChoice(view: BattleView, side: number, legal: Command[], plain: Command | null, budget: EndgameBudget = ENDGAME_BUDGET, spent: { n: number } = { n: 0 }): Command | null {
  const found = endgameSearch(view, side, legal, plain, budget, spent);
  if (!found || !found.best.first) return null;
  return found.best.value > found.plain + ENDGAME_MARGIN ? found.best.first : null;
}
