import { rollDie, type RngState } from '../../core/rng.ts';
import type { Square } from '../../map/battleMap.ts';
import type { BattleView } from '../model.ts';
import type { Countdown, CountdownState, DiceSpec } from '../objectiveTypes.ts';

// HC-06 Time Limit and Destruction Sequence in the engine (issue 11): a count of turns that goes down
// at the end of every turn (reducer/countdown.ts) and, at zero, fails the task or sets off the blast.
// Pure queries: the counts as they stand, who may read them, what stops one.

export const countdownsOf = (view: Pick<BattleView, 'scenario'>): Countdown[] => view.scenario.objectives?.countdowns ?? [];

/** The counts as they stand: the state's, or each countdown's start before the first turn ends. */
export function countdownStates(view: Pick<BattleView, 'scenario' | 'countdowns'>): CountdownState[] {
  return view.countdowns ?? countdownsOf(view).map((c) => ({ kind: c.kind, left: c.start }));
}

/** Rolls a DiceSpec with the state's generator: the dice in order and the total (never below 0). */
export function rollSpec(rng: RngState, spec: DiceSpec): { dice: number[]; total: number; rng: RngState } {
  const dice: number[] = [];
  let next = rng;
  for (let i = 0; i < spec.n; i++) {
    let d;
    [d, next] = rollDie(next, spec.sides);
    dice.push(d);
  }
  return { dice, total: Math.max(0, dice.reduce((s, d) => s + d, 0) + spec.plus), rng: next };
}

export const specText = (s: DiceSpec): string => (s.n === 0 ? `${s.plus}` : `${s.n > 1 ? s.n : ''}D${s.sides}${s.plus > 0 ? `+${s.plus}` : s.plus < 0 ? s.plus : ''}`);

const near = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) <= 1;

/**
 * Whether `side` can read a countdown's count now (the Destruction Sequence's "how to learn it"): a big
 * countdown everyone; a control board a side with a living figure within 1 square of it; an indicator
 * the side of the enemy figure carrying it (while it lives); an announcement everyone from 2 turns
 * left; hints and "no way of knowing" nobody. null (the gamemaster) knows every count.
 */
export function knowsCount(view: Pick<BattleView, 'units'>, c: Countdown, s: CountdownState, side: number | null): boolean {
  if (side === null || c.knownBy === 'all' || s.ended || s.stopped) return true;
  if (c.knownBy === 'announced') return s.left !== null && s.left <= 2;
  if (c.knownBy === 'at-board') return view.units.some((u) => u.side === side && u.condition !== 'dead' && (c.squares ?? []).some((q) => near(q, u)));
  if (c.knownBy === 'carrier') return c.carrierSide === side && view.units.some((u) => u.id === c.carrier && u.condition !== 'dead');
  return false;
}

/** A countdown's squares where a hero may work the control board or defuse a device, not yet worked. */
export function workableSquares(c: Countdown, s: CountdownState): Square[] {
  if (s.stopped || s.ended || (c.stoppedBy !== 'control-board' && c.stoppedBy !== 'defusing')) return [];
  return (c.squares ?? []).filter((q) => !(s.worked ?? []).some((w) => w.x === q.x && w.y === q.y));
}

/**
 * The view's countdowns as `side` may see them (viewFor; null: the gamemaster), always filled in: a count it cannot know is null, the start
 * in the scenario hidden with it, and with hints a `close` when 3 turns or fewer are left.
 */
export function countdownsFor<V extends Pick<BattleView, 'scenario' | 'countdowns' | 'units'>>(view: V, side: number | null): V {
  const list = countdownsOf(view);
  if (!list.length) return view;
  const states = countdownStates(view);
  const known = list.map((c, i) => knowsCount(view, c, states[i], side));
  // Which enemy figure carries the device or indicator is its own side's to know.
  const carrierHidden = side !== null && list.some((c) => c.carrier && c.carrierSide !== side);
  if (known.every(Boolean) && !carrierHidden) return { ...view, countdowns: states };
  const countdowns = states.map((s, i) => (known[i] ? s : { ...s, left: null, ...(list[i].knownBy === 'hints' && s.left !== null && s.left <= 3 ? { close: true } : {}) }));
  const hidden = list.map((c, i) => {
    const { carrier: _carrier, ...rest } = c;
    const seen = c.carrier && c.carrierSide !== side ? rest : c;
    return known[i] ? seen : { ...seen, start: 0 };
  });
  return { ...view, countdowns, scenario: { ...view.scenario, objectives: { ...view.scenario.objectives, countdowns: hidden } } };
}
