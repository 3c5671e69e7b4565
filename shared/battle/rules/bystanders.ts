import type { BystanderGroup, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, BattleView, UnitState } from '../model.ts';
import { altitudeOf, groundAt } from './contested.ts';
import { taskDone } from './task.ts';
import { isEnemy } from './teams.ts';

// HC-06 Innocent Bystanders, Hostage Situation and the Death Trap over them (issue 11): the people on
// the map (map.bystanders, placed by shared/combatSetup/bystanders.ts) after every command, like the
// hazards. Pure; no dice (nothing in the text is rolled for them). The heroes are side 0 and its team.
//
// - Led to safety (saved): a living unit of the heroes' side at or next to them, on their ground
//   (within a level), with no living enemy unit at or next to them; never while deploying.
// - Held: hostages not yet freed; while a living enemy unit is at or next to them (guarded) nobody frees them.
// - Lost: an explosion's burst or a Destruction Sequence's blast reaching them; under a Death Trap,
//   the task failing, or the fight ending with the task (during it) not done (the step is lost then too);
//   a task before or after the fight closes it on them when it fails in its task stage (HC-08).

const HEROES = 0;
const reach = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const onBoard = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

type Who = Pick<BattleView, 'units' | 'scenario' | 'map' | 'taskAttempts' | 'heroes' | 'taskFailed'>;

/** The units at or next to a group, on its ground give or take a level. */
function near(view: Who, g: BystanderGroup): UnitState[] {
  const ground = groundAt(view, g.at);
  return view.units.filter((u) => onBoard(u) && reach(u, g.at) <= 1 && Math.abs(altitudeOf(u) - ground) <= 1);
}

/** An enemy unit of the heroes at or next to the group. */
export const guarded = (view: Who, g: BystanderGroup): boolean => near(view, g).some((u) => isEnemy(view, HEROES, u.side));

/** Hostages (not bystanders) not yet freed: held by the enemy ("held hostage by the enemy") until a rescue. */
export const held = (g: BystanderGroup): boolean => g.who !== 'bystanders' && g.status === 'present';

/**
 * A Death Trap that may still close: in force, its task neither done nor failed yet. Its task comes
 * during the fight, or before or after it (the trap holds whoever is not led out until the task stage ends: HC-08).
 */
export function trapOpen(view: Who): boolean {
  const task = view.scenario.task;
  return !!view.scenario.objectives?.deathTrap && !!task && !view.taskFailed && !taskDone(view, task);
}

/** The heroes' unit that would lead the group out now, or null. */
export function rescuer(view: Who, g: BystanderGroup): UnitState | null {
  if (g.status !== 'present' || guarded(view, g)) return null;
  // Not guarded: every unit beside them is of the heroes' side or its team.
  return near(view, g)[0] ?? null;
}

export interface BystanderCount {
  /** People still on the board, not held. */
  present: number;
  held: number;
  saved: number;
  lost: number;
  /** Of those present or held, how many a failed task would kill (a Death Trap still open). */
  inTrap: number;
}

/** The people of the map by what has become of them (the banner, the summary, the step's result). */
export function bystanderCount(view: Who): BystanderCount {
  const out: BystanderCount = { present: 0, held: 0, saved: 0, lost: 0, inTrap: 0 };
  const open = trapOpen(view);
  for (const g of view.map.bystanders ?? []) {
    if (g.status !== 'present') out[g.status] += g.count;
    else {
      out[held(g) ? 'held' : 'present'] += g.count;
      if (g.inTrap && open) out.inTrap += g.count;
    }
  }
  return out;
}

/** Whether the Death Trap closes on those in it now: the task failed this command, or the fight ended with it not done. */
function trapCloses(before: BattleState, after: BattleState, events: BattleEvent[]): string | null {
  if (events.some((e) => e.type === 'taskFailed')) return 'the task failed and the Death Trap closed';
  const task = after.scenario.task;
  if (after.phase === 'over' && before.phase !== 'over' && after.scenario.objectives?.deathTrap && task?.when === 'during' && !taskDone(after, task)) return 'the fight ended with the task not done and the Death Trap closed';
  return null;
}

/** After a command (apply runs it last): harm, rescues, the Death Trap, and at the fight's end the tally. */
export function bystanders(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const start = after.map.bystanders;
  if (!start?.length) return after;
  let groups = start;
  const mark = (i: number, status: 'saved' | 'lost', why: string, unitId?: string) => {
    const g = groups[i];
    groups = groups.map((x, j) => (j === i ? { ...x, status } : x));
    events.push({ type: 'bystanders', what: status, at: g.at, count: g.count, who: g.who, why, ...(unitId ? { unitId } : {}) });
  };
  const present = () => groups.flatMap((g, i) => (g.status === 'present' ? [i] : []));
  const burst = after.map.hazards?.explosives?.burst ?? before.map.hazards?.explosives?.burst ?? 0;
  for (const e of events.slice()) {
    if (e.type === 'explosive' && e.explodes) for (const i of present()) if (reach(groups[i].at, e.at) <= burst) mark(i, 'lost', `caught in the explosion at (${e.at.x},${e.at.y})`);
    if (e.type === 'blast') for (const i of present()) mark(i, 'lost', `the ${e.name}'s blast`);
  }
  if (after.phase !== 'deploy' && before.phase !== 'deploy') {
    for (const i of present()) {
      const by = rescuer({ ...after, map: { ...after.map, bystanders: groups } }, groups[i]);
      if (by) mark(i, 'saved', groups[i].who === 'bystanders' ? 'led to safety' : 'freed', by.id);
    }
  }
  const trap = trapCloses(before, after, events);
  if (trap) for (const i of present()) if (groups[i].inTrap) mark(i, 'lost', trap);
  const next = groups === start ? after : { ...after, map: { ...after.map, bystanders: groups } };
  if (next.phase === 'over' && before.phase !== 'over') events.push({ type: 'bystanderTally', ...bystanderCount(next) });
  return next;
}
