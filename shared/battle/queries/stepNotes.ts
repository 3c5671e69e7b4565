import type { BattleView } from '../model.ts';
import { inPreparation, turnOneActions } from '../rules/preparation.ts';

// HC-02/HC-03 in a player's words, from the view: what the client's banner adds in a combat step's
// set-up, its preparation and its turn 1. The rules decide (guards.ts); these only say what they hold.

/** "Heroes'" and "Cult's": a side's name as an owner. */
const possessive = (name: string) => (name.endsWith('s') ? `${name}'` : `${name}'s`);

/** HC-03: the deploy prompt's note: the type, who places first and how, and the range. '' when no step order. */
export function deployNote(view: Pick<BattleView, 'scenario' | 'sideNames'>): string {
  const d = view.scenario.deployment;
  if (!d) return '';
  const first = view.sideNames[d.first] ?? `Side ${d.first + 1}`;
  const how = d.mode === 'whole-team' ? 'each side places its whole team' : 'one figure at a time';
  const r = d.range;
  const range = r ? `; the other side within ${r.low}${r.high === null ? '+' : `-${r.high}`} squares of ${possessive(first)} figures` : '';
  return `${d.type ?? 'Deployment'}: ${first} first, ${how}${range}`;
}

/** HC-02: the preparation's note (turn 0), '' otherwise. */
export function preparationNote(view: Pick<BattleView, 'scenario' | 'turn' | 'phase'>): string {
  const p = view.scenario.preparation;
  if (!p || !inPreparation(view)) return '';
  return `Preparation (${p.name}), before turn 1: personal actions only (move, fly, reorder a stack, move a hero)`;
}

/**
 * HC-02: which of `side`'s units the Ambush left short on turn 1, '' when none (or not turn 1). Said to
 * that side's player ("You lost…"), or, with the side's `name`, to a watcher or the gamemaster.
 */
export function turnOneNote(view: Pick<BattleView, 'scenario' | 'turn' | 'heroes' | 'units' | 'taskAttempts'>, side: number, name?: string): string {
  const p = view.scenario.preparation;
  if (!p || side < 0) return '';
  const mine = view.units.filter((u) => u.side === side && u.condition !== 'dead');
  const none = mine.filter((u) => turnOneActions(view, u) === 0).map((u) => u.id);
  const one = mine.filter((u) => turnOneActions(view, u) === 1).map((u) => u.id);
  if (!none.length && !one.length) return '';
  if (none.length === mine.length) return name === undefined ? `You lost your turn-1 actions (${p.name})` : `every unit of ${name} lost its turn-1 actions (${p.name})`;
  const parts = [none.length ? `${none.join(', ')} lost ${none.length === 1 ? 'its' : 'their'} turn-1 actions` : '', one.length ? `${one.join(', ')} ${one.length === 1 ? 'has' : 'have'} 1 action on turn 1` : ''];
  return `${parts.filter(Boolean).join('; ')} (${p.name})`;
}
