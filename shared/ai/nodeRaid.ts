import type { Command } from '../battle/commands.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { moveAllowance } from '../battle/rules/movement.ts';
import { isEnemy, sameTeam } from '../battle/rules/teams.ts';
import type { Square } from '../map/battleMap.ts';
import { nodeReachers, turnsLeft } from './battleEnd.ts';
import { ringsOf } from './nodeEndgame.ts';
import { walkCost } from './pathDistance.ts';

// The captain's raid on a weakly held node, for the side that moves first where nodes decide (#10,
// tenth session). Moving first on the counted turn it keeps only what no enemy can reach after it, so
// its own nodes alone make a draw at best; a third node can only be one it arrives by on the counted
// turn where no enemy is left near enough to take it back. Its endgame search (nodeEndgame.ts) looks
// two turns ahead and sees no such node: every node the enemy could still walk to is counted as
// retaken. But an enemy that does not guard its nodes walks off them (valley-crackdown: Simple's units
// by the southern node left for the Police's nodes, and on the counted turn none could reach it), and
// then a unit of ours must already be within a move of it. So from two turns before the count, one
// unit its own nodes can spare walks toward the enemy's node with the fewest enemy units near it,
// to stand within a move of its ring on the counted turn. It costs a draw nothing where the unit was
// not needed: it is never the unit a node of ours needs to be retaken or screened.

/** From how many turns before the count the raider walks (the count's turn itself is the endgame search's). */
export const RAID_TURNS = 2;
/** A node of ours keeps this many units within a move of its ring (fewer where fewer enemies are within two moves of it). */
export const GUARDS = 2;
/** A node is raided only with no more enemy units than this within a move of its ring (walked, units left out). */
export const MAX_PRESSURE = 3;

const live = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

/** The raider's move for this choice, or null: not the first mover's turn to raid, no node worth it, no unit to spare, or the raider is already in place. */
export function raidChoice(view: BattleView, side: number, legal: Command[]): Command | null {
  if (view.sideNames.length !== 2 || view.phase !== 'move' || view.actionsLeft <= 0) return null;
  const left = turnsLeft(view, view.scenario.win.nodesAfter);
  if (left === null || left < 1 || left > RAID_TURNS || !isEnemy(view, view.sideNames.length - 1, side)) return null;
  const mine = (s: number | null) => s !== null && sameTeam(view.scenario, s, side);
  const rings = ringsOf(view.map);
  const units = view.units.filter(live);
  const ours = units.filter((u) => mine(u.side));
  const enemies = units.filter((u) => !mine(u.side));
  // Moves needed to walk to a ring (the terrain's way, units left out), in the unit's Move allowances.
  const moves = (u: UnitState, at: Square, ring: Square[]) => walkCost(view.map, ring, at, { allowance: moveAllowance(u, view), unit: u }) / moveAllowance(u, view);
  const candidates: { target: number; unit: UnitState; cost: number; pressure: number }[] = [];
  view.map.nodes.forEach((_, i) => {
    if (mine(view.nodeOwners[i])) return;
    const pressure = enemies.filter((e) => moves(e, e, rings[i]) <= 1).length;
    if (pressure > MAX_PRESSURE) return;
    // It must be able to arrive by the count: this move, the ones between and the counted turn's.
    for (const u of ours) {
      const cost = moves(u, u, rings[i]);
      if (cost <= left + 1) candidates.push({ target: i, unit: u, cost, pressure });
    }
  });
  if (!candidates.length) return null;
  candidates.sort((a, b) => a.pressure - b.pressure || a.cost - b.cost);
  const held = view.map.nodes.map((_, i) => mine(view.nodeOwners[i]));
  const guards = view.map.nodes.map((_, i) => (held[i] ? ours.filter((u) => moves(u, u, rings[i]) <= 1).map((u) => u.id) : []));
  const need = view.map.nodes.map((_, i) => Math.max(1, Math.min(GUARDS, enemies.filter((e) => moves(e, e, rings[i]) <= 2).length)));
  let threat: string[][] | null = null;
  // Whether taking `u` away lets an enemy reach a node of ours it cannot reach now (its zone of control screened it).
  const screens = (u: UnitState) => {
    threat ??= nodeReachers(view, enemies);
    const after = nodeReachers({ ...view, units: view.units.filter((x) => x.id !== u.id) }, enemies);
    return after.some((ids, i) => held[i] && ids.some((id) => !threat![i].includes(id)));
  };
  const spare = (u: UnitState) => guards.every((g, i) => !g.includes(u.id) || g.length > need[i]) && !screens(u);
  const raid = candidates.find((c) => spare(c.unit));
  if (!raid || raid.unit.moved) return null;
  const here = moves(raid.unit, raid.unit, rings[raid.target]);
  // Within a move of the ring already: it waits there for the counted turn.
  if (here <= 1) return null;
  let pick: Command | null = null;
  let best = here;
  for (const c of legal) {
    if (c.type !== 'move' || c.withStack || c.unitId !== raid.unit.id) continue;
    const cost = moves(raid.unit, c.to, rings[raid.target]);
    if (cost < best) (best = cost), (pick = c);
  }
  return pick;
}
