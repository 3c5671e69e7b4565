import type { RngState } from '../../core/rng.ts';
import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { afterDamage, conditionModifiers } from './combat.ts';
import { fallDamage } from './height.ts';
import { altitudeOf, groundAt } from './contested.ts';
import { opposedRoll, type OpposedResult } from './dice.ts';
import { naturalDistribution, opposedOdds } from './odds.ts';

// HC-06 Narrow Balance (issue 11): "moving along them requires a gymnastics throw vs D6. A major
// defeat results in falling and a minor defeat no progress." Read into Shadow Wars: a move whose path
// steps onto a balance square is one roll of the mover's React (its agility; units have no Gymnastics)
// against the balance's 2D6 + `against` (a D6, the text's smallest die: ability 0). Lost: no
// progress, the move ends where it began (its action spent). Lost by total defeat (a natural 2,
// Shadow Wars' own major defeat): the unit falls off, `fall` levels onto the bottom (the text gives no height; HC-01's falling
// damage and the bottom's own effect, hazards.ts), and climbs back where it began (the engine has no
// level under a beam). Run by apply before settle.

export type BalanceOutcome = 'crossed' | 'no-progress' | 'fell';

const onBalance = (map: BattleMap, s: Square) => map.hazards?.balances?.squares.some((b) => b.x === s.x && b.y === s.y) ?? false;

/** Whether a move's path (the squares it steps onto, its start not among them) steps onto a balance square. */
export function pathOnBalance(map: BattleMap, path: readonly Square[]): boolean {
  return path.some((s) => onBalance(map, s));
}

/** Shadow Wars' own major defeat is total defeat (SW-04: the loser rolled a natural 2): that falls. */
export function balanceOutcome(roll: OpposedResult): BalanceOutcome {
  if (roll.winner === 'a') return 'crossed';
  return roll.totalDefeat ? 'fell' : 'no-progress';
}

/**
 * The text's gymnastics throw against a surface's die (a balance, HC-06's Steep Slope and Sudden Shocks
 * in slope.ts): the unit's React against 2D6 + `against`; the unit is 'a'.
 */
export function keepFooting(rng: RngState, unit: UnitState, against: number): [OpposedResult, RngState] {
  return opposedRoll(rng, { ability: unit.react, modifiers: conditionModifiers(unit) }, { ability: against, modifiers: [] });
}

/** The exact chances of each outcome for a unit stepping onto a balance (for the preview). */
export function balanceOdds(unit: UnitState, against: number): Record<BalanceOutcome, number> {
  const penalty = conditionModifiers(unit).length;
  const crossed = opposedOdds({ attack: unit.react, defend: against, attackPenalty: penalty }).attackerWins;
  // Total defeat: the unit's natural is 2 and the balance's is not (SW-04).
  const fell = naturalDistribution(0, penalty)[2] * (1 - naturalDistribution(0, 0)[2]);
  return { crossed, 'no-progress': 1 - crossed - fell, fell };
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
    const [roll, rng] = keepFooting(state.rng, start, b.against);
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
