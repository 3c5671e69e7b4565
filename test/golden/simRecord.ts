import { join } from 'node:path';
import { playOut } from '../../shared/ai/playOut.ts';
import { apply, createBattle } from '../../shared/battle/reducer/apply.ts';
import type { BattleEvent } from '../../shared/battle/events.ts';
import { hashString } from '../../shared/core/hash.ts';
import { SCENARIOS } from '../../shared/battle/scenario.ts';
import { loadMapRegistry } from '../../server/maps/loadMaps.ts';

// What a simulated battle did, for the golden test: the sim's summary, and hashes of every command
// given and every event (so every die) that came out. Same seed, same record, before and after a refactor.

const root = join(import.meta.dirname, '..', '..');

export const GOLDEN_SEEDS = [1, 2, 3, 7, 42];

export interface SimRecord {
  scenario: string;
  seed: number;
  winner: number | null;
  reason: string;
  turns: number;
  commands: number;
  unitsLeft: number[];
  resources: number[];
  commandsHash: string;
  eventsHash: string;
}

/**
 * The recording predates `BattleResult.winners` (issue 9, teams). In a two-side battle without teams it
 * is `winner` as a list; an event whose `winners` says anything else is left as it is, so it shows up as a
 * difference; one that agrees is hashed as recorded.
 */
function recorded(e: BattleEvent): BattleEvent {
  if (e.type !== 'battleOver') return e;
  const { winners, ...rest } = e.result;
  const implied = rest.winner === null ? [] : [rest.winner];
  return JSON.stringify(winners) === JSON.stringify(implied) ? ({ ...e, result: rest } as BattleEvent) : e;
}

/** The recorded scenarios: the two-side ones (battles of more sides are played out in shared/battle/reducer/sides.test.ts). */
export function recordSims(): SimRecord[] {
  const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
  const out: SimRecord[] = [];
  for (const scenario of SCENARIOS.filter((s) => s.sides.length === 2 && s.sides.every((side) => side.team === undefined))) {
    const map = maps.get(scenario.map)!.battle;
    for (const seed of GOLDEN_SEEDS) {
      const r = playOut(scenario, map, seed);
      if ('error' in r) throw new Error(r.error);
      const created = createBattle(scenario, map, seed, { deployment: 'players' });
      if (!created.ok) throw new Error(created.error.message);
      let state = created.state;
      const events: BattleEvent[][] = [];
      for (const entry of r.log) {
        const a = apply(state, entry.side, entry.command);
        if (!a.ok) throw new Error(a.error.message);
        state = a.state;
        events.push(a.events.map(recorded));
      }
      const s = r.state;
      out.push({
        scenario: scenario.id,
        seed,
        winner: s.result?.winner ?? null,
        reason: s.result?.reason ?? 'stopped',
        turns: s.turn,
        commands: r.log.length,
        unitsLeft: s.sideNames.map((_, side) => s.units.filter((u) => u.side === side && u.condition !== 'dead').length),
        resources: s.resources,
        commandsHash: hashString(JSON.stringify(r.log.map((entry) => ({ ...entry, events: entry.events.map(recorded) })))),
        eventsHash: hashString(JSON.stringify(events)),
      });
    }
  }
  return out;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  console.log(JSON.stringify(recordSims(), null, 1));
}
