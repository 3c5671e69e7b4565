import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { keepFooting } from './balance.ts';
import { groundAt } from './contested.ts';
import { turnBegan } from './slope.ts';

// HC-06 an entangling bottom (Edge of a Drop's, and Narrow Balance's, which is "as in Edge of a
// Drop"): "an entangling surface which puts the character falling onto it in a Trap (Solid) of value
// 2D4 / 2D6 / 2D8 / 2D10". The text's Trap rules are not in our texts; read in Shadow Wars terms: the
// trap's value face (2D4 → 1 … 2D10 → 4, as a hazard's Attack, HC-07) is its strength. A unit that
// falls onto it is held (`held`): it cannot move or fly. At the start of each turn every held unit
// rolls React against 2D6 + the strength (the balance's throw, balance.ts keepFooting); won, it is
// free and may move that turn. It can still fight and be attacked.

/** After a command (run by apply after the falls and the turn's start): new captives, then the turn's escapes. */
export function entangle(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const drop = after.map.drop?.trap;
  const beam = after.map.hazards?.balances?.trap;
  if (drop === undefined && beam === undefined) return after;
  let rng = after.rng;
  const held = new Map<string, NonNullable<UnitState['held']>>();
  for (const e of events) {
    if (e.type !== 'fell' && e.type !== 'offBalance') continue;
    const u = after.units.find((x) => x.id === e.unitId);
    if (!u || u.condition === 'dead' || u.held) continue;
    // Off an edge: only a fall that ends on the drop's bottom (a floor's fall lands on what is below it).
    const strength = e.type === 'offBalance' ? beam : drop !== undefined && groundAt(after, u) === -after.map.drop!.depth ? drop : undefined;
    if (strength === undefined) continue;
    const source = e.type === 'offBalance' ? 'Narrow Balance: entangling bottom' : 'Edge of a Drop: entangling bottom';
    held.set(u.id, { source, strength });
    events.push({ type: 'trapped', unitId: u.id, source, strength });
  }
  const freed = new Set<string>();
  if (turnBegan(before, after)) {
    for (const u of after.units) {
      if (!u.held || u.condition === 'dead') continue;
      const [roll, r] = keepFooting(rng, u, u.held.strength);
      rng = r;
      const free = roll.winner === 'a';
      events.push({ type: 'trapEscape', unitId: u.id, roll, free });
      if (free) freed.add(u.id);
    }
  }
  if (!held.size && !freed.size) return after;
  const units = after.units.map((u) => {
    const h = held.get(u.id);
    if (h) return { ...u, held: h };
    if (!freed.has(u.id)) return u;
    const { held: _free, ...rest } = u;
    return rest;
  });
  return { ...after, units, rng };
}
