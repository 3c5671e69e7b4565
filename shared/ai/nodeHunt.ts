import type { AttackKind } from '../battle/rules/combat.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { nodeReachers, turnsLeft } from './battleEnd.ts';

// Where nodes decide the battle, the side that does not move last keeps on the count only a node no
// enemy can still reach after it (SW-18, SW-23): in turf-war and valley-crackdown the sergeant, moving
// first, drew most games 1-1 or 2-2 because one or two enemy units could still reach a node it held or
// could take. Those few units are worth more to strike than their cost in the last turns (#10, tenth session).

/** The hunt lasts this many turns, the counted one included (2: the turn before the count and the count's own). */
export const NODE_HUNT_TURNS = 2;
/** What the reachers of one node are worth together, on top of their cost, to a side that moves first. */
export const NODE_HUNT = 80;
/** A node reached by more enemies than this cannot be kept from them: its reachers are not hunted. */
export const NODE_HUNT_FEW = 2;

type Harm = (view: BattleView, attacker: UnitState, defender: UnitState, kind: AttackKind, vigor?: number) => number;

/**
 * By enemy id, the worth added to it as a target: where nodes decide, `side` does not move last and the
 * count is at most NODE_HUNT_TURNS - 1 turns off, NODE_HUNT shared among the enemies that can reach a
 * node by one move now (battleEnd.ts nodeReachers), for each node that no more than NODE_HUNT_FEW reach.
 */
export function huntWorth(view: BattleView, side: number): Map<string, number> {
  const out = new Map<string, number>();
  const left = turnsLeft(view, view.scenario.win.nodesAfter);
  if (left === null || left >= NODE_HUNT_TURNS || !isEnemy(view, view.sideNames.length - 1, side)) return out;
  const enemies = view.units.filter((u) => u.condition !== 'dead' && u.x >= 0 && isEnemy(view, u.side, side));
  for (const ids of nodeReachers(view, enemies)) {
    if (!ids.length || ids.length > NODE_HUNT_FEW) continue;
    for (const id of ids) out.set(id, (out.get(id) ?? 0) + NODE_HUNT / ids.length);
  }
  return out;
}

/** `harm` with the hunted enemies worth their hunt on top of `worth` (the expected share lost is the same). */
export function huntHarm(view: BattleView, side: number, harm: Harm, worth: (view: BattleView, u: UnitState) => number): Harm {
  const hunt = huntWorth(view, side);
  if (!hunt.size) return harm;
  return (v, a, d, kind, vigor) => {
    const h = harm(v, a, d, kind, vigor);
    const extra = hunt.get(d.id);
    return extra ? h * (1 + extra / worth(v, d)) : h;
  };
}
