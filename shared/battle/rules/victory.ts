import type { BattleMap, Rect } from '../../map/battleMap.ts';
import type { Scenario } from '../scenario.ts';
import type { BattleResult, BattleView } from '../model.ts';

// SW-01: the scenario's win conditions, checked at the end of every turn, in the order written here
// (destroy, escape, hold, then the turn limits).

function holdArea(map: BattleMap, scenario: Scenario): Rect | null {
  const hold = scenario.win.hold;
  if (!hold) return null;
  return hold.area === 'cube' ? map.cube ?? null : hold.area;
}

/** Consecutive turns each side alone had living units inside the hold area, counting this turn. */
export function updateHold(view: BattleView, scenario: Scenario): number[] {
  const area = holdArea(view.map, scenario);
  if (!area) return view.holdTurns;
  const inside = view.sideNames.map((_, side) =>
    view.units.some((u) => u.side === side && u.condition !== 'dead' && u.x >= area.x && u.y >= area.y && u.x < area.x + area.w && u.y < area.y + area.h),
  );
  const holders = inside.filter(Boolean).length;
  return view.holdTurns.map((n, side) => (inside[side] && holders === 1 ? n + 1 : 0));
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

function mostWins(counts: number[], names: string[], what: string, turn: number): BattleResult {
  const most = Math.max(...counts);
  const leaders = counts.map((n, side) => (n === most ? side : -1)).filter((s) => s >= 0);
  const tally = counts.join(' to ');
  if (leaders.length === 1) return { winner: leaders[0], reason: `${names[leaders[0]]} has more ${what} after turn ${turn} (${tally})` };
  return { winner: null, reason: `Equal ${what} after turn ${turn} (${tally}): a draw` };
}

export function checkVictory(view: BattleView, scenario: Scenario): BattleResult | null {
  const win = scenario.win;
  const names = view.sideNames;
  const alive = names.map((_, side) => view.units.filter((u) => u.side === side && u.condition !== 'dead').length);
  const standing = alive.map((n, side) => (n > 0 ? side : -1)).filter((s) => s >= 0);
  if (win.destroy && standing.length < alive.length) {
    if (standing.length === 1) return { winner: standing[0], reason: `${names[standing[0]]} destroyed the enemy` };
    if (standing.length === 0) return { winner: null, reason: 'Both sides were destroyed' };
  }
  if (win.escape) {
    const { side, unitType } = win.escape;
    const onEdge = farEdge(view.map, side);
    const runner = view.units.find((u) => u.side === side && u.type === unitType && u.condition !== 'dead' && onEdge(u.x, u.y));
    if (runner) return { winner: side, reason: `${names[side]} brought ${runner.name} (${runner.id}) off the far edge` };
  }
  if (win.hold) {
    const side = view.holdTurns.findIndex((n) => n >= win.hold!.turns);
    if (side >= 0) return { winner: side, reason: `${names[side]} held the area for ${win.hold.turns} turns` };
  }
  if (win.mostUnitsAfter !== undefined && view.turn >= win.mostUnitsAfter) return mostWins(alive, names, 'units standing', win.mostUnitsAfter);
  if (win.nodesAfter !== undefined && view.turn >= win.nodesAfter) {
    const nodes = names.map((_, side) => view.nodeOwners.filter((o) => o === side).length);
    return mostWins(nodes, names, 'resource nodes', win.nodesAfter);
  }
  if (win.lastTurn !== undefined && view.turn >= win.lastTurn) return { winner: null, reason: `Turn ${win.lastTurn} ended with nothing decided: a draw` };
  return null;
}
