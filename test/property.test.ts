import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apply, createBattle } from '../shared/battle/reducer/apply.ts';
import { hashState } from '../shared/core/hash.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { replay, type LoggedCommand } from '../shared/battle/replay.ts';
import { scenarioById, SCENARIOS } from '../shared/battle/scenario.ts';
import type { BattleState } from '../shared/battle/model.ts';
import { viewFor } from '../shared/battle/queries/view.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';

// Random legal command sequences on random seeds never break an invariant, and replay to the same hash.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));

function invariants(s: BattleState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const u of s.units) {
    if (u.condition === 'dead') continue;
    if (u.x < 0 || u.y < 0 || u.x >= s.map.width || u.y >= s.map.height) problems.push(`${u.id} outside the map`);
    // SW-16: own units may stack, each at its own level; enemies never share a square.
    const key = `${u.x},${u.y}`;
    const other = seen.get(key);
    if (other) {
      const o = s.units.find((x) => x.id === other)!;
      if (o.side !== u.side) problems.push(`${u.id} shares ${key} with enemy ${o.id}`);
      if (o.level === u.level) problems.push(`${u.id} and ${o.id} have the same stack level at ${key}`);
    }
    seen.set(key, u.id);
  }
  s.resources.forEach((r, side) => r < 0 && problems.push(`side ${side} has ${r} RP`));
  if (s.actionsLeft < 0) problems.push('negative actions');
  return problems;
}

describe.each(SCENARIOS.map((s) => [s.id]))('scenario %s: random legal play', (id) => {
  const scenario = scenarioById(id)!;
  const map = maps.get(scenario.map)!.battle;

  it('SW-14 keeps every invariant, the dead never act, a unit moves/shoots/recovers at most once a turn, and replays to the same hash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 20, maxLength: 200 }), (seed, choices) => {
        const created = createBattle(scenario, map, seed, { deployment: 'players' });
        if (!created.ok) throw new Error(created.error.message);
        let s = created.state;
        const log: LoggedCommand[] = [];
        const used = new Map<string, number>();
        for (const pick of choices) {
          if (s.phase === 'over') break;
          const legal = legalCommands(viewFor(s), s.active);
          expect(legal.length).toBeGreaterThan(0);
          const command = legal[pick % legal.length];
          if ('unitId' in command && command.type !== 'revive') {
            const actor = s.units.find((u) => u.id === command.unitId);
            expect(actor?.condition).not.toBe('dead');
          }
          if (command.type === 'move' || command.type === 'recover' || (command.type === 'shoot' && s.phase === 'move')) {
            const key = `${s.turn}:${command.type}:${command.unitId}`;
            used.set(key, (used.get(key) ?? 0) + 1);
            expect(used.get(key)).toBe(1);
          }
          const r = apply(s, s.active, command);
          if (!r.ok) throw new Error(`legal command refused: ${JSON.stringify(command)} ${r.error.message}`);
          log.push({ side: s.active, command });
          s = r.state;
          expect(invariants(s)).toEqual([]);
        }
        const again = replay(scenario, map, seed, log, { deployment: 'players' });
        if (!again.ok) throw new Error(again.error.message);
        expect(hashState(again.state)).toBe(hashState(s));
      }),
      { numRuns: 25, seed: 4242 },
    );
  });
});
