import type { BattleView, Condition, UnitState } from '../battle/model.ts';
import { attackPreview } from '../battle/queries/preview.ts';
import type { AttackKind } from '../battle/rules/combat.ts';
import { heroWith } from '../battle/rules/heroes.ts';
import { turnsLeft } from './battleEnd.ts';
import { LOSS } from './conditionLoss.ts';

// What a unit is worth to its side and what a blow at it costs, by the engine's exact odds: the scale
// every term of the sergeant's plan (sergeant.ts) and the captain's evaluation is counted in.

export type Harm = (view: BattleView, attacker: UnitState, defender: UnitState, kind: AttackKind, vigor?: number) => number;

const placed = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

export function isRunner(view: BattleView, u: UnitState): boolean {
  const e = view.scenario.win.escape;
  return !!e && e.side === u.side && e.unitType === u.type;
}

/** What losing the unit costs its side: its cost, half its hero's, three times over for a runner the scenario turns on. */
export function worth(view: BattleView, u: UnitState): number {
  const hero = heroWith(view, u.id);
  return (Math.max(1, u.cost) + (hero ? hero.cost / 2 : 0)) * (isRunner(view, u) ? 3 : 1);
}

/** How many turns before units standing are counted (this one included) a unit is worth a body, not its cost. */
export const BODY_TURNS = 2;

/**
 * Where units standing decide at a turn limit (SW-01; not a battle with a runner to bring out), in its
 * last BODY_TURNS turns each unit is worth the same, whatever it cost: the count asks only whether it
 * stands. The mean worth of the units on the board, so the scale of the other terms holds; undefined
 * before then. Valued by cost, the tutorial's Cult (5 units to 3) traded cultists for blows at the
 * Agency's dearer agents on the last two turns and lost the count 2 to 4.
 */
export function bodyWorth(view: BattleView): number | undefined {
  const win = view.scenario.win;
  const left = turnsLeft(view, win.mostUnitsAfter);
  if (left === null || win.escape || left >= BODY_TURNS) return undefined;
  const on = view.units.filter(placed);
  return on.length ? on.reduce((t, u) => t + worth(view, u), 0) / on.length : undefined;
}

/** The expected worth the defender loses to one attack, from the engine's exact odds; kept per choice. `body`: every unit worth that (bodyWorth). */
export function harmMemo(body?: number): Harm {
  const memo = new Map<string, number>();
  return (view, attacker, defender, kind, vigor = 0) => {
    const key = `${attacker.id}@${attacker.x},${attacker.y}>${defender.id}@${defender.x},${defender.y}:${kind}:${vigor}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    const p = attackPreview(view, attacker.id, defender.id, kind, vigor);
    let lost = 0;
    if (p) for (const [c, pr] of Object.entries(p.outcome)) lost += (pr ?? 0) * Math.max(0, LOSS[c as Condition] - LOSS[defender.condition]);
    const v = lost * (body ?? worth(view, defender));
    memo.set(key, v);
    return v;
  };
}
