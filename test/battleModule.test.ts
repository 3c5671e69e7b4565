import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { playOut } from '../shared/ai/playOut.ts';
import { battleModule } from '../shared/battle/module.ts';
import { SCENARIOS, scenarioById, type Scenario } from '../shared/battle/scenario.ts';
import { testScenario } from '../shared/battle/testing.ts';
import type { BattleState } from '../shared/battle/model.ts';

const maps = loadMapRegistry(join(import.meta.dirname, '..', 'maps'), join(import.meta.dirname, '..', 'public'));

function created(scenario: Scenario, seed = 1, map = maps.get(scenario.map)!.battle): BattleState {
  const r = battleModule.create({ scenario, map }, seed);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

describe('the battle as a game module', () => {
  it.each(SCENARIOS.map((s) => [s.id]))('%s: whoever the battle waits on, the default it takes on a timeout is accepted', (id) => {
    const scenario = scenarioById(id)!;
    const out = playOut(scenario, maps.get(scenario.map)!.battle, 5);
    if ('error' in out) throw new Error(out.error);
    let state = created(scenario, 5);
    const seen = new Set<string>();
    for (const entry of out.log) {
      const p = battleModule.pending(state)!;
      expect(p.side).toBe(state.active);
      expect(p.side).toBe(entry.side);
      const timedOut = battleModule.apply(state, p.side, p.onTimeout);
      expect(timedOut.ok, `${p.what}: ${JSON.stringify(p.onTimeout)} ${timedOut.ok ? '' : timedOut.error.message}`).toBe(true);
      expect(p.decision).toBe(p.what === 'opportunity' || p.what === 'attack');
      seen.add(p.what);
      const r = battleModule.apply(state, entry.side, entry.command);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
    }
    expect(battleModule.over(state)).toBe(true);
    expect(battleModule.pending(state)).toBeNull();
    expect(seen).toContain('move');
  });

  it('a scenario that is in no data file (a generated one) is created and played from its value', () => {
    const skirmish = scenarioById('skirmish')!;
    const made: Scenario = { ...skirmish, id: 'made-up', name: 'Made up', sides: skirmish.sides.map((s) => ({ ...s, units: s.units.slice(0, 2) })) };
    const state = created(made);
    expect(state.scenario).toEqual(made);
    expect(state.reserves.length).toBe(4);
    expect(battleModule.apply(state, 1, { type: 'deployAll' }).ok).toBe(true);
  });

  it('SW-09 viewFor is the one filter: a player sees its own and its allies\' hero secrets, a spectator none, the gamemaster all; nobody the seed or generator', () => {
    const turf = scenarioById('turf-war')!;
    const four: Scenario = { ...testScenario(), map: turf.map, sides: [0, 1, 0, 1].map((team, i) => ({ name: `S${i}`, units: turf.sides[i % 2].units, heroes: turf.sides[i % 2].heroes, team })) };
    const base = maps.get(turf.map)!.battle;
    // Sides 2 and 3 deploy where 0 and 1 do: in the set-up nothing is placed yet, which is all this needs.
    const state = created(four, 1, { ...base, deploy: [...base.deploy, ...base.deploy.map((d) => ({ ...d, side: d.side + 2 }))] });
    expect(state.heroes.map((h) => h.side)).toEqual([0, 1, 2, 3]);
    expect(state.heroes.every((h) => h.secrets.length > 0)).toBe(true);
    const sidesWithSecrets = (v: ReturnType<typeof battleModule.viewFor>) => v.heroes.filter((h) => h.secrets.length).map((h) => h.side);
    expect(sidesWithSecrets(battleModule.viewFor(state, { role: 'player', side: 0 }))).toEqual([0, 2]);
    expect(sidesWithSecrets(battleModule.viewFor(state, { role: 'player', side: 3 }))).toEqual([1, 3]);
    expect(sidesWithSecrets(battleModule.viewFor(state, { role: 'spectator' }))).toEqual([]);
    expect(sidesWithSecrets(battleModule.viewFor(state, { role: 'gamemaster' }))).toEqual([0, 1, 2, 3]);
    for (const viewer of [{ role: 'spectator' as const }, { role: 'gamemaster' as const }, { role: 'player' as const, side: 1 }]) {
      const text = JSON.stringify(battleModule.viewFor(state, viewer));
      expect(text).not.toMatch(/"seed"|"rng"/);
    }
  });
});
