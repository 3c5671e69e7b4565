import { farEdge } from '../battle/rules/victory.ts';
import { taskStageChoice, withBestBoost } from './taskGoal.ts';
import type { Command } from '../battle/commands.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { attackPreview } from '../battle/queries/preview.ts';
import { isTop, stackOf } from '../battle/rules/grid.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { BattleView, UnitState } from '../battle/model.ts';
import type { Square } from '../map/battleMap.ts';
import { emergeChoice } from './emergeChoice.ts';

// A plain scripted side for headless play and tests: it picks among the engine's legal commands
// only, so it can never cheat, and it is deterministic (same view, same choice). It attacks and shoots
// when the odds favour it, recovers what it can afford, walks toward its objective or the nearest
// enemy, and buys what it can. It is the level `simple` (levels.ts), kept to measure the others against.

const dist = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

export function objective(view: BattleView, scenario: Scenario, unit: UnitState): Square[] {
  const enemies = view.units.filter((u) => isEnemy(view, u.side, unit.side) && u.condition !== 'dead');
  const win = scenario.win;
  // HC-06 Victory Button: the side's first living unit heads for it (pressing it wins); the rest fight.
  const button = scenario.objectives?.victoryButton;
  if (button && view.units.find((u) => u.side === unit.side && u.condition !== 'dead')?.id === unit.id) return [button.at];
  if (win.escape && win.escape.side === unit.side && win.escape.unitType === unit.type) {
    const edge = farEdge(view.map, unit.side);
    const out: Square[] = [];
    for (let y = 0; y < view.map.height; y++) for (let x = 0; x < view.map.width; x++) if (edge(x, y)) out.push({ x, y });
    return out;
  }
  if (win.hold) {
    const a = win.hold.area === 'cube' ? view.map.cube : win.hold.area;
    if (a) return [{ x: a.x + Math.floor(a.w / 2), y: a.y + Math.floor(a.h / 2) }];
  }
  if (win.nodesAfter !== undefined) {
    // Nodes count per team (SW-01): an ally's node is as good as one's own.
    const open = view.map.nodes.filter((_, i) => view.nodeOwners[i] === null || isEnemy(view, view.nodeOwners[i]!, unit.side));
    if (open.length) return open;
  }
  return enemies.length ? enemies : [{ x: unit.x, y: unit.y }];
}

function score(view: BattleView, c: Command, side: number): number {
  if (c.type === 'attack' || c.type === 'shoot') {
    const p = attackPreview(view, c.unitId, c.targetId, c.type === 'shoot' ? 'missile' : 'melee');
    return p ? p.odds.expectedDamage : 0;
  }
  void side;
  return 0;
}

/**
 * SW-16: a support roll to give or decline, when that lowers the damage the stack's top expects from
 * the nearest enemy's melee attack (exact odds, both ways). Only a change is ever chosen, so the
 * choice settles: the reverse would be worse.
 */
export function supportChoice(view: BattleView, offered: Extract<Command, { type: 'support' }>[]): Command | null {
  for (const c of offered) {
    const below = view.units.find((u) => u.id === c.unitId)!;
    if (below.supportRoll === c.roll) continue;
    const top = stackOf(view, below).at(-1)!;
    const enemies = view.units.filter((u) => isEnemy(view, u.side, top.side) && u.condition !== 'dead' && u.x >= 0 && isTop(view, u));
    if (!enemies.length) continue;
    const foe = enemies.reduce((a, b) => (dist(b, top) < dist(a, top) ? b : a));
    const changed: BattleView = { ...view, units: view.units.map((u) => (u.id === below.id ? { ...u, supportRoll: c.roll } : u)) };
    const now = attackPreview(view, foe.id, top.id, 'melee')!.odds.expectedDamage;
    const then = attackPreview(changed, foe.id, top.id, 'melee')!.odds.expectedDamage;
    if (then < now - 1e-9) return c;
  }
  return null;
}

/** HC-08: with a Boost, an attempt names the hero it helps most (taskGoal.ts withBestBoost). */
export function chooseCommand(view: BattleView, side: number): Command | null {
  return withBestBoost(view, simpleChoice(view, side));
}

export function heroPlacement(view: BattleView, offered: Extract<Command, { type: 'placeHero' }>[]): Command | undefined {
  const cost = (c: { unitId: string }) => view.units.find((u) => u.id === c.unitId)?.cost ?? 0;
  return offered.reduce<(typeof offered)[number] | undefined>((best, c) => (!best || cost(c) > cost(best) ? c : best), undefined);
}

function simpleChoice(view: BattleView, side: number): Command | null {
  // HC-08: the task stage before or after the fight (taskGoal.ts).
  if (view.phase === 'task') return taskStageChoice(view, side);
  const scenario = view.scenario;
  const legal = legalCommands(view, side);
  if (!legal.length) return null;
  const end = legal.find((c) => c.type === 'endPhase' || c.type === 'pass' || c.type === 'deployAll')!;
  const of = <T extends Command['type']>(t: T) => legal.filter((c): c is Extract<Command, { type: T }> => c.type === t);

  // Set-up: one unit at a time on the first free square (nearest the middle), so the sides alternate;
  // heroes last, each with the costliest unit still without one (SW-10, as "place all" would).
  if (view.phase === 'deploy') return of('deploy')[0] ?? heroPlacement(view, of('placeHero')) ?? end;
  if (view.phase === 'combat' || view.phase === 'opportunity') {
    const options = [...of('attack'), ...of('shoot')].sort((a, b) => score(view, b, side) - score(view, a, side));
    return options.length && score(view, options[0], side) > 0.5 ? options[0] : end;
  }
  if (view.phase === 'resources') return of('reviveHero')[0] ?? of('revive')[0] ?? of('buy')[0] ?? end;

  // HC-06: an objective in reach (the Victory Button, a device, the key to victory) is used first.
  const used = of('useObjective')[0];
  if (used) return used;
  // HC-06 Already There: a concealed figure comes on (emergeChoice.ts).
  const emerge = emergeChoice(view, side, legal);
  if (emerge) return emerge;
  const support = supportChoice(view, of('support'));
  if (support) return support;
  const recover = of('recover')[0];
  if (recover) return recover;
  const shots = of('shoot').sort((a, b) => score(view, b, side) - score(view, a, side));
  if (shots.length && score(view, shots[0], side) >= 1) return shots[0];
  let best: { c: Command; gain: number } | null = null;
  for (const c of of('move')) {
    const unit = view.units.find((u) => u.id === c.unitId)!;
    const goals = objective(view, scenario, unit);
    const before = Math.min(...goals.map((g) => dist(g, unit)));
    const after = Math.min(...goals.map((g) => dist(g, c.to)));
    const gain = before - after;
    if (gain > 0 && (!best || gain > best.gain)) best = { c, gain };
  }
  return best?.c ?? end;
}
