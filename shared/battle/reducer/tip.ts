import type { Rejection, RuleCode } from '../../core/result.ts';
import { TIP_DIRS } from '../commands.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { DIRS, pilotOf, standingOn, tipUnits, withPlatforms } from '../rules/platforms.ts';
import type { Outcome } from './outcome.ts';

// HC-05 "on a success the pilot can deliberately tip it as above": the `tipPlatform` command's guard
// (called by check(), so legality has one source) and its executor. The control is rolled at the
// turn's start (rules/platforms.ts platformTurn); a won control is kept on the platform (`pilotWon`)
// for that turn, and the pilot's side may then, in its move phase, for one action and as the
// pilot's move of the turn, tip it in any of the 8 directions, once: everyone standing on it throws
// React against 2D6 or slides D4 (D8 on a total defeat) that way (the tip "as above").

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

export interface Tip {
  unitId: string;
  dir: (typeof TIP_DIRS)[number];
}

/** The standing platform whose control point `unit` stands at, with its index. */
function platformOf(view: BattleView, unit: UnitState) {
  const platforms = view.map.air?.platforms ?? [];
  const index = platforms.findIndex((p) => !p.failed && pilotOf(view.units, p)?.id === unit.id);
  return index < 0 ? null : { index, platform: platforms[index] };
}

/** `phase` and `unit` are the guards' own checks (guards.ts spendAction, topUnit), as for every action of a unit. */
export function checkTip(view: BattleView, c: Tip, phase: Rejection | null, unit: UnitState | Rejection): Rejection | null {
  if (phase) return phase;
  if ('code' in unit) return unit;
  const on = platformOf(view, unit);
  if (!on) return no('not-pilot', `${unit.name} (${unit.id}) is not at a platform's control point`);
  const won = on.platform.pilotWon;
  if (!won || won.turn !== view.turn || won.unitId !== unit.id) return no('no-control', `${unit.name} did not win the platform's control at this turn's start: only a pilot whose control succeeded may tip it`);
  if (won.tipped) return no('already-tipped', `Platform ${on.index + 1} has already been tipped this turn`);
  if (unit.moved) return no('already-moved', `${unit.name} (${unit.id}) has already moved this turn`);
  return null;
}

export function tipPlatform(state: BattleState, c: Tip): Outcome {
  const unit = state.units.find((u) => u.id === c.unitId)!;
  const { index, platform } = platformOf(state, unit)!;
  const dir = TIP_DIRS.indexOf(c.dir);
  const carried = standingOn(state.units, platform).map((u) => u.id);
  const events: Outcome['events'] = [];
  const actionsLeft = state.actionsLeft - 1;
  events.push({ type: 'platformTipped', index, unitId: unit.id, dir, carried, actionsLeft });
  const moved = state.units.map((u) => (u.id === unit.id ? { ...u, moved: true } : u));
  const tipped = tipUnits(state.rng, state.map, moved, platform, index, DIRS[dir], carried, events);
  const platforms = state.map.air!.platforms.map((p, i) => (i === index ? { ...p, pilotWon: { ...p.pilotWon!, tipped: true } } : p));
  return { state: { ...state, rng: tipped.rng, units: tipped.units, map: withPlatforms(state.map, platforms), actionsLeft }, events };
}
