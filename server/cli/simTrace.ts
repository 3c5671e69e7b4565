import type { Level } from '../../shared/ai/levels.ts';
import { playMatchLog } from '../../shared/ai/match.ts';
import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { battleModule } from '../../shared/battle/module.ts';
import type { Scenario } from '../../shared/battle/scenario.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';

// `npm run -s sim -- --ai A,B --scenario S --seed BASE --trace I [--from T]`: one game of a match, the
// one `--games` would play at index I, told turn by turn: at the start of each side's move phase, the
// node owners, resources and every unit standing; then each command and what it did (blows, nodes,
// buys). Every session before this one wrote its own scratch script to see why a level lost a game.

const where = (s: { x: number; y: number }) => `${s.x},${s.y}`;

/** What a command did worth reading, in a few words; moves and rolls without a result are left out. */
function told(e: BattleEvent): string | undefined {
  switch (e.type) {
    case 'attack':
      return `${e.kind}${e.opportunity ? ' (opportunity)' : ''} ${e.attackerId}>${e.defenderId} ${e.before}>${e.after}`;
    case 'nodeTaken':
      return `node ${e.node} taken by side ${e.side}`;
    case 'bought':
      return `bought ${e.unitType} ${e.unitId} at ${where(e.at)} for ${e.cost}`;
    case 'recovered':
      return `${e.unitId} recovered ${e.from}>${e.to}`;
    case 'income':
      return `side ${e.side} +${e.gained} RP`;
    case 'escaped':
    case 'battleOver':
      return e.type;
    default:
      return undefined;
  }
}

function standing(state: BattleState, tag: (side: number) => string): string {
  return state.units
    .filter((u) => u.condition !== 'dead' && u.x >= 0)
    .map((u) => `${tag(u.side)}:${u.id}@${u.x},${u.y}${u.condition === 'ok' ? '' : `(${u.condition})`}`)
    .join(' ');
}

/** The lines of game `index`'s trace from turn `from` on, or why it could not be played. */
export function traceGame(levels: [Level, Level], scenario: Scenario, map: BattleMap, base: number, index: number, from: number): string[] | { error: string } {
  const game = playMatchLog(levels[0], levels[1], scenario, map, base, index);
  if ('error' in game) return game;
  const tag = (side: number) => `${game.isA(side) ? levels[0].id : levels[1].id}${side}`;
  const created = battleModule.create({ scenario, map, deployment: 'players' }, game.seed);
  if (!created.ok) return { error: `${scenario.id} seed ${game.seed}: ${created.error.message}` };
  let state = created.state;
  const lines = [
    `${scenario.id}, battle seed ${game.seed}, game ${index}: ${levels[0].id} plays ${game.swapped ? 'the other teams' : 'the first team'}; nodes ${map.nodes.map(where).join(' ')}`,
  ];
  let phaseKey = '';
  for (const entry of game.played.log) {
    const shown = state.turn >= from;
    const key = `${state.turn}:${state.phase}:${state.active}`;
    if (shown && key !== phaseKey && state.phase === 'move') {
      lines.push(`-- turn ${state.turn}, move phase of ${tag(state.active)}; nodes ${JSON.stringify(state.nodeOwners)}; RP ${JSON.stringify(state.resources)}`);
      lines.push(`   ${standing(state, tag)}`);
    }
    phaseKey = key;
    const phase = state.phase;
    const applied = battleModule.apply(state, entry.side, entry.command);
    if (!applied.ok) return { error: `${scenario.id} seed ${game.seed}: command ${JSON.stringify(entry.command)} rejected on replay: ${applied.error.message}` };
    state = applied.state;
    if (!shown) continue;
    const what = applied.events.map(told).filter((t): t is string => t !== undefined);
    if (phase === 'move' || what.length > 0) lines.push(`   ${tag(entry.side)} [${phase}] ${JSON.stringify(entry.command)}${what.length > 0 ? `: ${what.join('; ')}` : ''}`);
  }
  lines.push(`result: ${state.result ? `${state.result.reason}` : 'stopped: command limit reached'}`);
  return lines;
}
