import type { Command } from '../battle/commands.ts';
import type { BattleView, Condition, UnitState } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { attackPreview } from '../battle/queries/preview.ts';
import { canAttack } from '../battle/rules/combat.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { harmMemo, LOSS, worth, type Harm } from './sergeant.ts';

// The captain's combat: expectimax over the engine's exact odds, two plies deep. Each blow it may
// strike is valued over every condition the target may be left in (attackPreview), counting not
// only the worth the target loses but, when the target has yet to strike in this combat's order
// (public, fixed when combat began), the blow it will no longer strike if it is left broken or
// dead: the reply it takes away, valued as the target's best blow at the captain's side.

/** What a point of a hero's Vigor is worth against a unit's cost (as the sergeant reckons). */
const POINT = 0.3;
/** An attack must be worth at least this much to be made (as the sergeant). */
const WORTH_A_BLOW = 0.02;

const touching = (a: UnitState, b: UnitState) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;

/** The target's own coming blow, if it has one still to strike: its best at any of `side`'s team touching it. */
function replyOf(view: BattleView, side: number, target: UnitState, harm: Harm): number {
  const combat = view.combat;
  if (!combat || !canAttack(target) || combat.order.indexOf(target.id) <= combat.index) return 0;
  let most = 0;
  for (const u of view.units) if (u.condition !== 'dead' && !isEnemy(view, u.side, side) && isEnemy(view, target.side, u.side) && touching(u, target)) most = Math.max(most, harm(view, target, u, 'melee'));
  return most;
}

/** The value of one attack command to the attacker's side, by the exact odds of every outcome. */
export function blowValue(view: BattleView, side: number, c: Extract<Command, { type: 'attack' }>, harm: Harm): number {
  if (c.lasting) return -Infinity;
  const target = view.units.find((u) => u.id === c.targetId)!;
  const p = attackPreview(view, c.unitId, c.targetId, 'melee', c.vigor ?? 0);
  if (!p) return -Infinity;
  const reply = replyOf(view, side, target, harm);
  let v = 0;
  for (const [cond, pr] of Object.entries(p.outcome) as [Condition, number][]) {
    v += pr * Math.max(0, LOSS[cond] - LOSS[target.condition]) * worth(view, target);
    if (!canAttack({ ...target, condition: cond })) v += pr * reply;
  }
  return v - POINT * (c.vigor ?? 0);
}

/** The blow to strike (or the pass) when one of the side's units is to attack in combat; null when none is. */
export function combatChoice(view: BattleView, side: number): Command | null {
  if (view.phase !== 'combat' || !view.pending) return null;
  const legal = legalCommands(view, side);
  const harm = harmMemo();
  let best: Command | null = null;
  let bestValue = WORTH_A_BLOW;
  for (const c of legal) {
    if (c.type !== 'attack') continue;
    const v = blowValue(view, side, c, harm);
    if (v > bestValue) [best, bestValue] = [c, v];
  }
  return best ?? legal.find((c) => c.type === 'pass') ?? null;
}
