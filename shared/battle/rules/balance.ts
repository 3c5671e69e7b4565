import type { RngState } from '../../core/rng.ts';
import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { afterDamage, conditionModifiers } from './combat.ts';
import { fallDamage } from './height.ts';
import { altitudeOf, groundAt } from './contested.ts';
import { opposedRoll, type OpposedResult } from './dice.ts';
import { opposedOdds } from './odds.ts';

// HC-06 Narrow Balance (issue 11): "moving along them requires a gymnastics throw vs D6. A major
// defeat results in falling and a minor defeat no progress." Read into Shadow Wars: a move whose path
// steps onto a balance square is one roll of the mover's React (its agility; units have no Gymnastics)
// against the balance's 2D6 + `against` (a D6, the text's smallest die: ability 0). Lost by SL 1: no
// progress, the move ends where it began (its action spent). Lost by SL 2 or more, or a natural 2:
// the unit falls off, `fall` levels onto the bottom (the text gives no height; HC-01's falling
// damage and the bottom's own effect, hazards.ts), and climbs back where it began (the engine has no
// level under a beam). Run by apply before settle.

export type BalanceOutcome = 'crossed' | 'no-progress' | 'fell';

const onBalance = (map: BattleMap, s: Square) => map.hazards?.balances?.squares.some((b) => b.x === s.x && b.y === s.y) ?? false;

/** Whether a move's path (the squares it steps onto, its start not among them) steps onto a balance square. */
export function pathOnBalance(map: BattleMap, path: readonly Square[]): boolean {
  return path.some((s) => onBalance(map, s));
}

export function balanceOutcome(roll: OpposedResult): BalanceOutcome {
  if (roll.winner === 'a') return 'crossed';
  return roll.sl >= 2 || roll.totalDefeat ? 'fell' : 'no-progress';
}

export function balanceRoll(rng: RngState, unit: UnitState, against: number): [OpposedResult, RngState] {
  return opposedRoll(rng, { ability: unit.react, modifiers: conditionModifiers(unit) }, { ability: against, modifiers: [] });
}

/** The exact chances of each outcome for a unit stepping onto a balance (for the preview). */
export function balanceOdds(unit: UnitState, against: number): Record<BalanceOutcome, number> {
  // The balance as the attacker: its "damage" 0 is the unit's win, 1 a minor defeat, 2+ a major one.
  const o = opposedOdds({ attack: against, defend: unit.react, defendPenalty: conditionModifiers(unit).length });
  const fell = Object.entries(o.damage).reduce((s, [k, p]) => (Number(k) >= 2 ? s + p : s), 0);
  return { crossed: o.damage[0] ?? 0, 'no-progress': o.damage[1] ?? 0, fell };
}

/** After a command, before settle: each move onto a balance square this command is rolled for. */
export function balance(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const b = after.map.hazards?.balances;
  if (!b) return after;
  let state = after;
  for (const e of events.slice()) {
    if (e.type !== 'moved' || !pathOnBalance(after.map, e.path)) continue;
    const start = before.units.find((u) => u.id === e.unitId)!;
    if (altitudeOf(start) > groundAt(before, start)) continue; // a flier goes over it
    const [roll, rng] = balanceRoll(state.rng, start, b.against);
    const outcome = balanceOutcome(roll);
    events.push({ type: 'balance', unitId: e.unitId, roll, outcome, at: e.from });
    state = { ...state, rng };
    if (outcome === 'crossed') continue;
    // Back where the move began: each unit of it at its place there, the move spent; nodes as before.
    const ids = new Set([e.unitId, ...(e.carried ?? [])]);
    const was = new Map(before.units.map((u) => [u.id, u]));
    const units = state.units.map((u) => {
      const w = was.get(u.id);
      return ids.has(u.id) && w ? { ...u, x: w.x, y: w.y, level: w.level } : u;
    });
    for (let i = events.length - 1; i >= 0; i--) if (events[i].type === 'nodeTaken') events.splice(i, 1);
    state = { ...state, units, nodeOwners: before.nodeOwners };
    if (outcome !== 'fell') continue;
    const damage = fallDamage(b.fall, b.bottom);
    state = {
      ...state,
      units: state.units.map((u) => {
        if (!ids.has(u.id) || u.condition === 'dead') return u;
        const condition = afterDamage(u.condition, damage, u.vitality);
        events.push({ type: 'offBalance', unitId: u.id, levels: b.fall, damage, before: u.condition, after: condition });
        return { ...u, condition };
      }),
    };
  }
  return state;
}
