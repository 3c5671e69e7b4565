import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { keptLegal } from './keptLegal.ts';
import { sameTeam } from '../battle/rules/teams.ts';
import { actionValue, chooseSergeant, makePlan } from './sergeant.ts';

// The captain's sense of resource nodes where they decide the battle (SW-23: the last side to
// arrive on a node's square or one around it controls it). The sergeant values a unit by where it
// stands, so a unit already touching a node the enemy has retaken gains nothing by stepping to
// another square round it, though that step takes the node back; and on the last turn the side that
// moves second retakes what it can reach. Both are counted here, for the captain's candidates and
// for every side's play in its look-ahead.

/** What retaking a node by arrival is worth over what the sergeant already counts (its +6 for touching one). */
export const RETAKE = 6;

const touches = (a: { x: number; y: number }, n: { x: number; y: number }) => Math.max(Math.abs(a.x - n.x), Math.abs(a.y - n.y)) <= 1;

/** Nodes decide this battle. */
export const nodesDecide = (view: BattleView) => view.scenario.win.nodesAfter !== undefined;

/** How many nodes not held by `side`'s team a move takes by arriving; 0 for any other command. */
export function nodesTaken(view: BattleView, side: number, c: Command): number {
  if (c.type !== 'move') return 0;
  let n = 0;
  view.map.nodes.forEach((node, i) => {
    const owner = view.nodeOwners[i];
    if (touches(c.to, node) && (owner === null || !sameTeam(view.scenario, owner, side))) n++;
  });
  return n;
}

/** `side`'s units that have yet to move and touch a node the enemy holds, in a move phase with actions left where nodes decide. */
function touchingLost(view: BattleView, side: number) {
  if (!nodesDecide(view) || view.phase !== 'move' || view.actionsLeft <= 0) return [];
  const lost = view.map.nodes.filter((_, i) => view.nodeOwners[i] !== null && !sameTeam(view.scenario, view.nodeOwners[i]!, side));
  return view.units.filter((u) => u.side === side && u.condition !== 'dead' && u.x >= 0 && !u.moved && lost.some((n) => touches(u, n)));
}

/**
 * The moves that take a node back with a unit that already touches it (stepping to another square
 * round it), which the sergeant's valuation does not see, each valued as the sergeant values the
 * move plus what the node is worth.
 */
export function retakes(view: BattleView, side: number, legal: Command[], walk = false): { command: Command; value: number }[] {
  const near = touchingLost(view, side);
  if (!near.length) return [];
  const ids = new Set(near.map((u) => u.id));
  const plan = makePlan(view, side, walk);
  const out: { command: Command; value: number }[] = [];
  for (const c of legal) {
    if (c.type !== 'move' || c.withStack || !ids.has(c.unitId)) continue;
    const u = near.find((x) => x.id === c.unitId)!;
    // Only the nodes it already touched: a node newly touched is in the sergeant's valuation.
    const again = view.map.nodes.filter((n, i) => touches(u, n) && touches(c.to, n) && view.nodeOwners[i] !== null && !sameTeam(view.scenario, view.nodeOwners[i]!, side)).length;
    if (again) out.push({ command: c, value: actionValue(plan, c) + RETAKE * again });
  }
  return out.sort((a, b) => b.value - a.value);
}

/** The sergeant's choice, but a retaking step (above) is taken when it is worth more than the sergeant's best action. */
export function chooseNodeWise(view: BattleView, side: number, walk = false): Command | null {
  const plain = chooseSergeant(view, side, walk);
  if (!plain || plain.type === 'support' || !touchingLost(view, side).length) return plain;
  const back = retakes(view, side, keptLegal(view, side), walk)[0];
  if (!back) return plain;
  const base = plain.type === 'endPhase' ? 0 : actionValue(makePlan(view, side, walk), plain);
  return back.value > Math.max(base, 0) ? back.command : plain;
}
