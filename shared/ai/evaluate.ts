import type { BattleView, UnitState } from '../battle/model.ts';
import { canAttack } from '../battle/rules/combat.ts';
import { isTop } from '../battle/rules/grid.ts';
import { attackPreview } from '../battle/queries/preview.ts';
import { isEnemy, sameTeam } from '../battle/rules/teams.ts';
import { holdPress, nodeReachers } from './battleEnd.ts';
import { cubeOf, outsideCube } from './cubeGoal.ts';
import { taskStanding } from './taskGoal.ts';
import { buttonStanding } from './objectiveGoal.ts';
import { goal, goalDistance, harmMemo, isRunner, LOSS, worth, type Plan } from './sergeant.ts';

// The captain's static evaluation of a position from one side's seat, in the sergeant's units (a
// unit's cost): what its team has minus what the other teams have. It is read where a look-ahead
// stops, as the combat phase begins, so the melee about to be fought counts by its expected outcome
// from the engine's exact odds (each unit's best blow at a touching enemy), not by rolled dice. It
// is a zero-sum count of what decides battles (worth standing, the coming melee, the scenario's
// goal); the sergeant's pull toward the nearest enemy is kept for its own side only, and small, so
// it breaks ties toward action without rewarding the enemy for closing in.

/** A decided battle is worth more than anything on the board. */
const DECIDED = 10_000;
/** Per node held, where nodes decide the battle; per turn the hold area was held; per unit standing where units are counted. */
const NODE = 8;
const HOLD_TURN = 6;
const IN_AREA = 3;
/** Holding the area its last turn wins: half a decided battle, the chance of it read from the exact odds. */
const HELD_OUT = DECIDED / 2;
const UNIT_STANDING = 3;
/** On the turn nodes are counted, once every side has moved: who holds more has all but won (combat cannot take a node). */
const NODES_COUNTED = DECIDED / 2;
/** On the turn before nodes are counted, once every side has moved: per node of the count as it will fall next turn (nextCount). */
export const NEXT_COUNT = 40;
/** Per node held and turn of income still to come, where units standing are counted (one RP, a cheap unit's share). */
const INCOME = 1;
/** On the turn units are counted, once every side has moved: per unit expected standing after the melee, more than any unit's worth. */
const COUNTED = 40;
/** HC-01: a side with nothing active in the contested space loses at the turn's end. */
const NONE_ACTIVE = 40;
/** Per unit active (inside it): more than the pull toward the enemy (APPROACH per square) can give back. */
const ACTIVE = 5;
/** Per square nearer its goal, as a share of the sergeant's weight: the scenario's goals for every side, the enemy for its own. */
const GOAL = 0.5;
const APPROACH = 0.1;

const placed = (u: UnitState) => u.condition !== 'dead' && u.x >= 0;

/**
 * On the turn units are counted, once every side has moved: the units each team can expect to have
 * standing after the coming melee (SW-19, only a stack's top is struck), by the engine's exact odds
 * of each touching enemy's blow killing it, ours less theirs. Which unit it is no longer matters.
 */
export function standingLead(view: BattleView, side: number): number {
  const survive = survival(view);
  let lead = 0;
  for (const u of view.units) if (u.condition !== 'dead') lead += (sameTeam(view.scenario, u.side, side) ? 1 : -1) * survive(u.id);
  return lead;
}

/** Each living unit's chance to come through the coming melee alive, by the exact odds of each touching enemy's blow. */
export function survival(view: BattleView): (id: string) => number {
  const known = new Map<string, number>();
  return (id) => {
    let survive = known.get(id);
    if (survive !== undefined) return survive;
    const u = view.units.find((x) => x.id === id)!;
    survive = u.condition === 'dead' ? 0 : 1;
    if (survive && u.x >= 0 && isTop(view, u))
      for (const e of view.units)
        if (e.condition !== 'dead' && e.x >= 0 && isEnemy(view, e.side, u.side) && canAttack(e) && isTop(view, e) && Math.max(Math.abs(e.x - u.x), Math.abs(e.y - u.y)) === 1)
          survive *= 1 - (attackPreview(view, e.id, u.id, 'melee', 0)?.outcome.dead ?? 0);
    known.set(id, survive);
    return survive;
  };
}

/**
 * The hold area at this turn's end, read once every side has moved: a team adds a turn held only if
 * it alone has a unit left in the area after the melee (SW-01 teams; anything else resets every
 * count), each unit in it by its chance to live. `side`'s expected turns held less the other teams';
 * reaching the scenario's count is a win.
 */
export function holdAhead(view: BattleView, side: number, area: { x: number; y: number; w: number; h: number }, turns: number): number {
  const survive = survival(view);
  const emptyOf = { 1: 1, [-1]: 1 } as Record<number, number>;
  for (const u of view.units)
    if (u.condition !== 'dead' && u.x >= area.x && u.y >= area.y && u.x < area.x + area.w && u.y < area.y + area.h) emptyOf[sameTeam(view.scenario, u.side, side) ? 1 : -1] *= 1 - survive(u.id);
  const held = (s: 1 | -1) => Math.max(0, ...view.holdTurns.filter((_, x) => (sameTeam(view.scenario, x, side) ? 1 : -1) === s));
  const alone = (s: 1 | -1) => (1 - emptyOf[s]) * emptyOf[-s as 1 | -1];
  const worth = (s: 1 | -1) => (held(s) + 1 >= turns ? HELD_OUT : HOLD_TURN * (held(s) + 1));
  return alone(1) * worth(1) - alone(-1) * worth(-1);
}

/** No side has a move phase left this turn: combat, resources, or the fire after the last side's moves. */
export function movesDone(view: BattleView): boolean {
  return view.phase === 'combat' || view.phase === 'resources' || (view.phase === 'opportunity' && view.mover === view.sideNames.length - 1);
}

/** `side`'s team's nodes less the most any other team holds (SW-23, SW-01: a team's nodes add up). */
export function nodeLead(view: BattleView, side: number): number {
  const held = new Map<number, number>();
  for (const owner of view.nodeOwners) if (owner !== null) {
    const team = sameTeam(view.scenario, owner, side) ? side : view.sideNames.findIndex((_, s) => sameTeam(view.scenario, s, owner));
    held.set(team, (held.get(team) ?? 0) + 1);
  }
  const ours = held.get(side) ?? 0;
  let theirs = 0;
  for (const [team, n] of held) if (team !== side) theirs = Math.max(theirs, n);
  return ours - theirs;
}

/**
 * On the turn before nodes are counted (SW-01), once every side has moved: the count as it will fall
 * on the next turn, `side`'s team's expected nodes less the other team's. Next turn every unit moves
 * again, in seat order (SW-18), and the last to arrive by a node takes it (SW-23): a node the team
 * that moves last can reach (nodeReachers, the sergeant's own reckoning of the counting turn) is its,
 * else one the first team can reach or holds is the first team's, else it stays as it is. Each unit
 * reaches it only if it comes through the coming melee (survival). Two sides only; 0 otherwise.
 */
export function nextCount(view: BattleView, side: number): number {
  // With more sides, teams may move in turn with one another (allies apart in the seat order): not modelled.
  if (view.sideNames.length !== 2) return 0;
  const isLast = (s: number) => s === 1;
  const survive = survival(view);
  const living = view.units.filter((u) => u.condition !== 'dead' && u.x >= 0);
  const byLast = nodeReachers(view, living.filter((u) => isLast(u.side)));
  const byFirst = nodeReachers(view, living.filter((u) => !isLast(u.side)));
  const reach = (ids: string[]) => 1 - ids.reduce((p, id) => p * (1 - survive(id)), 1);
  const ours = isLast(side) ? 1 : -1;
  let margin = 0;
  view.nodeOwners.forEach((owner, i) => {
    const last = reach(byLast[i]);
    const first = owner !== null && !isLast(owner) ? 1 : reach(byFirst[i]);
    const stays = owner !== null && isLast(owner) ? 1 - first : 0;
    const pLast = last + (1 - last) * stays;
    const pFirst = (1 - last) * first;
    margin += ours * (pLast - pFirst);
  });
  return margin;
}

/** The position's worth to `side`'s team: positive when it is ahead. */
export function evaluate(view: BattleView, side: number): number {
  if (view.result) {
    if (!view.result.winners.length) return 0;
    return view.result.winners.some((w) => sameTeam(view.scenario, w, side)) ? DECIDED : -DECIDED;
  }
  const harm = harmMemo();
  const sign = (s: number) => (sameTeam(view.scenario, s, side) ? 1 : -1);
  const plans = new Map<number, Plan>();
  const planOf = (s: number): Plan => {
    let p = plans.get(s);
    if (!p) {
      const enemies = view.units.filter((u) => placed(u) && isEnemy(view, u.side, s) && isTop(view, u));
      // The sergeant's own press on a hold area (holdPress): its goal is then the area's nearest square by
      // the way there, as the captain's play-outs go, not the area's middle.
      plans.set(s, (p = { view, side: s, harm, enemies, threatens: new Map(), caution: 1, walk: true, press: holdPress(view, s) }));
    }
    return p;
  };
  const win = view.scenario.win;
  const area = win.hold ? (win.hold.area === 'cube' ? view.map.cube : win.hold.area) : null;
  const inArea = { 1: false, [-1]: false } as Record<number, boolean>;
  const alive = { 1: 0, [-1]: 0 } as Record<number, number>;
  // HC-01: where the contested space is in force, only units inside it count for victory.
  const cube = cubeOf(view);
  const active = { 1: 0, [-1]: 0 } as Record<number, number>;
  let v = 0;
  for (const u of view.units) {
    if (u.condition === 'dead') continue;
    const s = sign(u.side);
    alive[s]++;
    v += s * worth(view, u) * (1 - LOSS[u.condition]);
    if (!placed(u)) continue;
    const plan = planOf(u.side);
    // The blow it will strike in the coming combat, at the touching enemy it hurts most.
    if (canAttack(u) && isTop(view, u)) {
      let blow = 0;
      // Pressing for a hold, an enemy struck inside the area counts (1 + press) times, as the sergeant strikes it.
      const pressed = (e: UnitState) => (area && plan.press && e.x >= area.x && e.y >= area.y && e.x < area.x + area.w && e.y < area.y + area.h ? 1 + plan.press : 1);
      for (const e of plan.enemies) if (Math.max(Math.abs(e.x - u.x), Math.abs(e.y - u.y)) === 1) blow = Math.max(blow, harm(view, u, e, 'melee') * pressed(e));
      v += s * blow;
    }
    const g = goal(plan, u);
    const d = goalDistance(plan, g, u);
    const outside = cube !== null && outsideCube(view, u);
    if (cube && !outside) active[s]++;
    const objective = isRunner(view, u) || !!area || outside || (win.nodesAfter !== undefined && g.weight === 2);
    if (objective) v -= s * GOAL * g.weight * d;
    else if (s > 0) v -= APPROACH * d;
    if (area && u.x >= area.x && u.y >= area.y && u.x < area.x + area.w && u.y < area.y + area.h) inArea[s] = true;
  }
  if (cube) {
    v += ACTIVE * (active[1] - active[-1]);
    if (!active[1]) v -= NONE_ACTIVE;
    if (!active[-1]) v += NONE_ACTIVE;
  }
  v += taskStanding(view, sign); // HC-08: the step's task, done or to be done.
  v += buttonStanding(view, sign); // HC-06: a unit by the Victory Button.
  if (win.mostUnitsAfter !== undefined) v += UNIT_STANDING * (alive[1] - alive[-1]);
  if (win.mostUnitsAfter !== undefined && view.turn >= win.mostUnitsAfter && movesDone(view)) v += COUNTED * standingLead(view, side);
  if (win.nodesAfter !== undefined) {
    for (const owner of view.nodeOwners) if (owner !== null) v += NODE * sign(owner);
  } else if (win.mostUnitsAfter !== undefined && !win.escape) {
    // Where units standing are counted, a node is income (SW-23) and income is units: one RP a turn to the count.
    // Not where a side wins by bringing a unit out: measured on extraction, seeds 1-6, as the Agency
    // against simple 3 wins of 6 with it, 4 without (as the Chimera 6 either way); against the sergeant
    // 12 of 12 with it, 10 without; counted for the Chimera's nodes alone, 9 and 11.
    const turns = Math.max(0, win.mostUnitsAfter - view.turn + 1);
    for (const owner of view.nodeOwners) if (owner !== null) v += INCOME * turns * sign(owner);
  }
  if (win.nodesAfter !== undefined && view.turn >= win.nodesAfter && movesDone(view)) v += NODES_COUNTED * Math.sign(nodeLead(view, side));
  if (win.nodesAfter !== undefined && view.turn === win.nodesAfter - 1 && movesDone(view)) v += NEXT_COUNT * nextCount(view, side);
  if (area) {
    if (inArea[1] && !inArea[-1]) v += IN_AREA;
    if (inArea[-1] && !inArea[1]) v -= IN_AREA;
    // Once every side has moved, the turns held as they will stand at the turn's end; before, as they stand.
    if (movesDone(view) && win.hold) v += holdAhead(view, side, area, win.hold.turns);
    else {
      const ours = Math.max(0, ...view.holdTurns.filter((_, s) => sign(s) > 0));
      const theirs = Math.max(0, ...view.holdTurns.filter((_, s) => sign(s) < 0));
      v += HOLD_TURN * (ours - theirs);
    }
  }
  return v;
}
