import type { BattleMap, Rect } from '../../map/battleMap.ts';
import type { Scenario } from '../scenario.ts';
import type { BattleResult, BattleView } from '../model.ts';
import { contestedCube, isActive } from './contested.ts';
import { hasWaiting } from './reserves.ts';
import { teamOf, teamsOf } from './teams.ts';

// SW-01: the scenario's win conditions, checked at the end of every turn, in the order written here
// (destroy, escape, hold, then the turn limits). A team wins together: every side of it is a winner.
// Without teams each side is a team of its own, so two sides play exactly as the two-side rules say.
// HC-01: where the contested space is in force, only active units (living, inside it) count.

function holdArea(map: BattleMap, scenario: Scenario): Rect | null {
  const hold = scenario.win.hold;
  if (!hold) return null;
  return hold.area === 'cube' ? map.cube ?? null : hold.area;
}

/**
 * Consecutive turns each side's team alone had living units inside the hold area, counting this turn.
 * Allies share the count: it is the team that holds, whichever of its sides stands there.
 */
export function updateHold(view: BattleView, scenario: Scenario): number[] {
  const area = holdArea(view.map, scenario);
  if (!area) return view.holdTurns;
  const holders = new Set(
    view.units
      .filter((u) => isActive(view, u) && u.x >= area.x && u.y >= area.y && u.x < area.x + area.w && u.y < area.y + area.h)
      .map((u) => teamOf(scenario, u.side)),
  );
  return view.holdTurns.map((n, side) => (holders.size === 1 && holders.has(teamOf(scenario, side)) ? n + 1 : 0));
}

/** The edge opposite a side's deploy area: the far side of the map from where it starts. */
export function farEdge(map: BattleMap, side: number): (x: number, y: number) => boolean {
  const areas = map.deploy.filter((d) => d.side === side);
  const cx = areas.reduce((s, a) => s + a.x + a.w / 2, 0) / Math.max(1, areas.length);
  const cy = areas.reduce((s, a) => s + a.y + a.h / 2, 0) / Math.max(1, areas.length);
  const dx = cx / map.width - 0.5;
  const dy = cy / map.height - 0.5;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? (x) => x === map.width - 1 : (x) => x === 0;
  return dy < 0 ? (_x, y) => y === map.height - 1 : (_x, y) => y === 0;
}

/** "A", "A and B", "A, B and C". */
function names(all: string[], sides: number[]): string {
  const n = sides.map((s) => all[s]);
  return n.length <= 1 ? n.join('') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

const win = (winners: number[], reason: string): BattleResult => ({ winner: winners[0] ?? null, winners, reason });
const draw = (reason: string): BattleResult => ({ winner: null, winners: [], reason });

/** One count per team (the sum of its sides'); the single team with the most wins, else a draw. */
function mostWins(teams: number[][], bySide: number[], all: string[], what: string, turn: number): BattleResult {
  const counts = teams.map((t) => t.reduce((s, side) => s + bySide[side], 0));
  const most = Math.max(...counts);
  const leaders = teams.filter((_, i) => counts[i] === most);
  const tally = counts.join(' to ');
  if (leaders.length === 1) return win(leaders[0], `${names(all, leaders[0])} ${leaders[0].length > 1 ? 'have' : 'has'} more ${what} after turn ${turn} (${tally})`);
  return draw(`Equal ${what} after turn ${turn} (${tally}): a draw`);
}

export function checkVictory(view: BattleView, scenario: Scenario): BattleResult | null {
  const w = scenario.win;
  const all = view.sideNames;
  const teams = teamsOf(scenario, all.length);
  const teamWith = (side: number) => teams.find((t) => t.includes(side))!;
  const alive = all.map((_, side) => view.units.filter((u) => u.side === side && isActive(view, u)).length);
  // HC-01/HC-03: a side whose figures had to deploy outside the cube is not beaten while they come in.
  // HC-06 Reserves: nor is a side with figures still to come on.
  const arriving = all.map((_, side) => view.units.some((u) => u.side === side && u.condition !== 'dead' && u.arriving === true) || hasWaiting(view, side));
  const standing = teams.filter((t) => t.some((side) => alive[side] > 0 || arriving[side]));
  if (w.destroy && standing.length < teams.length) {
    // HC-01: a side whose living units are all outside the contested space counts as destroyed.
    const cube = contestedCube(view);
    const outside = cube !== null && view.units.some((u) => u.condition !== 'dead' && !isActive(view, u) && !standing.some((t) => t.includes(u.side)));
    // HC-06 an escape route: a side beaten because its units left through it says so.
    const fled = view.escaped?.some((u) => !standing.some((t) => t.includes(u.side))) ?? false;
    const how = outside ? ' (nothing of it left active in the contested space)' : fled ? ' (what was left of it escaped)' : '';
    if (standing.length === 1) return win(standing[0], `${names(all, standing[0])} destroyed the enemy${how}`);
    if (standing.length === 0) return draw(`${all.length === 2 ? 'Both sides were destroyed' : 'Every side was destroyed'}${how}`);
  }
  if (w.escape) {
    const { side, unitType } = w.escape;
    const onEdge = farEdge(view.map, side);
    const runner = view.units.find((u) => u.side === side && u.type === unitType && isActive(view, u) && onEdge(u.x, u.y));
    if (runner) return win(teamWith(side), `${all[side]} brought ${runner.name} (${runner.id}) off the far edge`);
  }
  if (w.hold) {
    const side = view.holdTurns.findIndex((n) => n >= w.hold!.turns);
    if (side >= 0) return win(teamWith(side), `${names(all, teamWith(side))} held the area for ${w.hold.turns} turns`);
  }
  if (w.mostUnitsAfter !== undefined && view.turn >= w.mostUnitsAfter) return mostWins(teams, alive, all, 'units standing', w.mostUnitsAfter);
  if (w.nodesAfter !== undefined && view.turn >= w.nodesAfter) {
    const nodes = all.map((_, side) => view.nodeOwners.filter((o) => o === side).length);
    return mostWins(teams, nodes, all, 'resource nodes', w.nodesAfter);
  }
  if (w.lastTurn !== undefined && view.turn >= w.lastTurn) return draw(`Turn ${w.lastTurn} ended with nothing decided: a draw`);
  return null;
}
