import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { keptReach, reachable } from '../battle/rules/movement.ts';
import { attackPreview } from '../battle/queries/preview.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import type { Square } from '../map/battleMap.ts';
import { nodeReachers, recovered } from './battleEnd.ts';
import { countedMargin, endgameTurn, ENDGAME_MARGIN, moved, ringsOf } from './nodeEndgame.ts';

// The first mover's screen on the counted turn (#10, eleventh session). Moving first on the turn nodes
// are counted, a node is kept only if no enemy still to move can arrive by it after (SW-23), so the
// squares round it that an enemy can step to must be stood on (or the enemy shot down) in this one
// move phase. The endgame search (nodeEndgame.ts) values every set by the count, which does not move
// until the last way in is shut: one unit standing in one of two ways counts for nothing, so its beam,
// spent on the first move, never found the pair (turf-war, seed 1, games 4 and 10: the Kung Fu Gang's
// lone minion at (7,0) came in by (6,0) or (6,1), and two Gangsters free to stand on both, one
// arriving there to retake the node, would have drawn a lost game). Here the moves tried are the squares
// round a node, each set valued by the count less a little for every square round a node an enemy
// still to move can reach, so the beam is led one way in at a time; and a shot at an enemy that can
// reach a node is tried first, valued by its exact odds of killing or breaking it (seed 1, game 28: the Kung Fu
// Gang's broken hero beside the node, three ways round it, a Gangster Mob's shot killing it 73%).
// Only nodes one to FEW_REACHERS enemies can reach are screened: elsewhere it costs nothing.

export interface ScreenBudget {
  /** Positions valued in one choice, at most. */
  nodes: number;
  /** Sets kept at each depth. */
  beam: number;
}
export const SCREEN_BUDGET: ScreenBudget = { nodes: 120, beam: 4 };

/** A node is screened only with at most this many enemy units able to reach it (the actions of a turn): more come in anyway. */
export const FEW_REACHERS = 3;

/** What each square round a node an enemy still to move can reach takes off a set's value: far less than a node. */
export const WAY_IN = 0.01;

const live = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;
const key = (s: Square) => `${s.x},${s.y}`;

/** The squares round the nodes (SW-23) the enemies still to move can step to: a count of ways in, for the tie-break. */
export function waysIn(view: BattleView, side: number): number {
  const rings = ringsOf(view.map);
  const ring = new Set(rings.flat().map(key));
  const open = new Set<string>();
  for (const e of view.units) {
    if (!live(e) || e.moved || !isEnemy(view, e.side, side)) continue;
    for (const r of keptReach(recovered(view, e), e.id)) if (ring.has(key(r))) open.add(key(r));
  }
  return open.size;
}

const value = (view: BattleView, side: number) => countedMargin(view, side) - WAY_IN * waysIn(view, side);

interface Found {
  value: number;
  first: Command | null;
}

/** The best set of moves onto squares round a node, up to `depth` of them, by a beam; `spent` counts the positions valued. */
function screenBeam(view: BattleView, side: number, depth: number, budget: ScreenBudget, spent: { n: number }, movers: Set<string>, ring: Square[]): Found {
  const root: Found & { view: BattleView } = { view, first: null, value: value(view, side) };
  spent.n++;
  let beam = [root];
  let best: Found = root;
  for (let d = 0; d < depth; d++) {
    const next: (Found & { view: BattleView })[] = [];
    for (const node of beam)
      for (const u of node.view.units) {
        if (!movers.has(u.id) || u.moved || !live(u)) continue;
        for (const to of reachable(node.view, u.id)) {
          if (spent.n >= budget.nodes) break;
          if (!ring.some((r) => r.x === to.x && r.y === to.y)) continue;
          const v = moved(node.view, u.id, to);
          spent.n++;
          const child = { view: v, first: node.first ?? ({ type: 'move', unitId: u.id, to: { x: to.x, y: to.y } } as Command), value: value(v, side) };
          next.push(child);
          if (child.value > best.value) best = child;
        }
      }
    if (!next.length) break;
    next.sort((a, b) => b.value - a.value);
    beam = next.slice(0, budget.beam);
  }
  return best;
}

/** The view after `shooter` has shot, the target as `becomes` (or as it was): the shooter has acted, an action is spent. */
function shot(view: BattleView, shooter: string, target: string, becomes: 'dead' | 'broken' | null): BattleView {
  const units = view.units.map((u) => (u.id === shooter ? { ...u, moved: true } : becomes && u.id === target ? { ...u, condition: becomes } : u));
  return { ...view, units, actionsLeft: view.actionsLeft - 1 };
}

/**
 * The first mover's screen for this choice, or null: not the counted turn, the side moves last, or no
 * set of moves (after a shot, or not) counts for more than the captain's own choice by ENDGAME_MARGIN.
 */
export function screenChoice(view: BattleView, side: number, legal: Command[], plain: Command | null, budget: ScreenBudget = SCREEN_BUDGET, spent: { n: number } = { n: 0 }): Command | null {
  if (endgameTurn(view) !== 0 || !isEnemy(view, view.sideNames.length - 1, side)) return null;
  // Only the nodes a few enemies can reach are worth screening (their rings are where the moves go, their
  // reachers what the shots are at): where none is, the choice is the endgame search's, at no cost here.
  const reachers = nodeReachers(view, view.units.filter((u) => live(u) && !u.moved && isEnemy(view, u.side, side)));
  const few = reachers.flatMap((ids, i) => (ids.length > 0 && ids.length <= FEW_REACHERS ? [i] : []));
  if (!few.length) return null;
  const ring = few.flatMap((i) => ringsOf(view.map)[i]);
  const targets = new Set(few.flatMap((i) => reachers[i]));
  const movers = new Set(legal.flatMap((c) => (c.type === 'move' && !c.withStack ? [c.unitId] : [])));
  const depth = Math.min(3, view.actionsLeft);
  const start = spent.n;
  // Each search gets the budget left, shared out, so one choice values at most `budget.nodes` positions.
  const share = (k: number) => ({ ...budget, nodes: spent.n + Math.max(1, Math.floor((budget.nodes - (spent.n - start)) / k)) });
  const shots = legal.filter((c): c is Extract<Command, { type: 'shoot' }> => c.type === 'shoot' && targets.has(c.targetId));
  const own = plain && plain.type === 'move' && !plain.withStack && movers.has(plain.unitId) ? plain : null;
  // The moves alone get half the budget (a screen is mostly moves); the shots' searches and the own choice's share the rest.
  const moves = screenBeam(view, side, depth, shots.length || own ? share(2) : share(1), spent, movers, ring);
  let best: Found = moves;
  const tried = new Map<string, number>();
  if (moves.first) tried.set(JSON.stringify(moves.first), moves.value);
  shots.forEach((c, i) => {
    const odds = attackPreview(view, c.unitId, c.targetId, 'missile', c.vigor ?? 0)?.outcome ?? {};
    // A broken unit moves at half its Move (SW-21), which may leave it short of the node.
    const target = view.units.find((u) => u.id === c.targetId);
    const dead = odds.dead ?? 0;
    const broken = target?.condition === 'broken' ? 0 : odds.broken ?? 0;
    if (dead + broken <= 0) return;
    const left = 3 * (shots.length - i) + (own ? 1 : 0);
    const after = (becomes: 'dead' | 'broken' | null, k: number) => screenBeam(shot(view, c.unitId, c.targetId, becomes), side, depth - 1, share(k), spent, movers, ring).value;
    const ev = dead * after('dead', left) + (broken ? broken * after('broken', left - 1) : 0) + (1 - dead - broken) * after(null, left - 2);
    tried.set(JSON.stringify(c), ev);
    if (ev > best.value) best = { value: ev, first: c };
  });
  if (!best.first) return null;
  // The captain's own choice, valued alike (a shot already tried; a move with the best moves after it), else as it stands.
  let mine = plain ? tried.get(JSON.stringify(plain)) : undefined;
  if (mine === undefined) mine = own ? screenBeam(moved(view, own.unitId, own.to), side, depth - 1, share(1), spent, movers, ring).value : value(view, side);
  return best.value > mine + ENDGAME_MARGIN ? best.first : null;
}
