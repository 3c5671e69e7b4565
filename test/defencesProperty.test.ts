import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, createBattle } from '../shared/battle/reducer/apply.ts';
import { hashState } from '../shared/core/hash.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { replay, type LoggedCommand } from '../shared/battle/replay.ts';
import type { Command } from '../shared/battle/commands.ts';
import { viewFor } from '../shared/battle/queries/view.ts';
import { battleFromSetup } from '../shared/combatSetup/battle.ts';
import { sampleSetup } from '../shared/combatSetup/testing.ts';
import { repoMap } from './repoMaps.ts';

// HC-06 Automated Defences (issue 11): random legal play on combat steps with emplacements laid, as
// test/property.test.ts does for the authored scenarios: every attackDefence legalCommands offers is
// accepted, every one apply accepts (of all units against all emplacements) is offered, an emplacement
// never comes back from destroyed, and the game replays to the same hash (the emplacements' dice included).

const SEEDS = [116, 240, 469, 479];

describe.each(SEEDS.map((s) => [s]))('combat step %i with Automated Defences: random legal play', (stepSeed) => {
  const setup = sampleSetup(stepSeed);
  const { scenario, map } = battleFromSetup(setup, repoMap(setup.board.name), { id: `combat-step-${stepSeed}` });

  it('HC-06 attackDefence offered exactly when accepted; destroyed stays destroyed; replays to the same hash', () => {
    expect(map.hazards?.defences).toBeDefined();
    let attacked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 60, maxLength: 160 }), (seed, choices) => {
        const created = createBattle(scenario, map, seed, { deployment: 'players' });
        if (!created.ok) throw new Error(created.error.message);
        let s = created.state;
        const log: LoggedCommand[] = [];
        for (const pick of choices) {
          if (s.phase === 'over') break;
          const view = viewFor(s, s.active);
          const legal = legalCommands(view, s.active);
          const offered = new Set(legal.filter((c) => c.type === 'attackDefence').map((c) => JSON.stringify(c)));
          for (const u of s.units)
            for (const d of s.map.hazards!.defences!.list) {
              const c: Command = { type: 'attackDefence', unitId: u.id, at: { x: d.x, y: d.y } };
              expect(apply(s, s.active, c).ok).toBe(offered.has(JSON.stringify(c)));
            }
          // An attack on an emplacement when there is one, else any legal command (stances only now and then).
          // HC-08: in a task stage (a task before the fight) attempt it rather than give it up, so the fight comes.
          const moving = legal.filter((c) => c.type !== 'heroStance' && c.type !== 'support' && !(s.phase === 'task' && c.type === 'endPhase'));
          const at = legal.filter((c) => c.type === 'attackDefence');
          const from = at.length && pick % 2 === 0 ? at : pick % 6 === 0 || !moving.length ? legal : moving;
          const command = from[pick % from.length];
          const r = apply(s, s.active, command);
          if (!r.ok) throw new Error(`legal command refused: ${JSON.stringify(command)} ${r.error.message}`);
          s.map.hazards!.defences!.list.forEach((d, i) => d.condition === 'dead' && expect(r.state.map.hazards!.defences!.list[i].condition).toBe('dead'));
          if (command.type === 'attackDefence') attacked++;
          log.push({ side: s.active, command });
          s = r.state;
        }
        const again = replay(scenario, map, seed, log, { deployment: 'players' });
        if (!again.ok) throw new Error(again.error.message);
        expect(hashState(again.state)).toBe(hashState(s));
      }),
      { numRuns: 8, seed: 1111 },
    );
    // The play reached the emplacements: attacks on them were made and checked.
    expect(attacked).toBeGreaterThan(0);
  }, 120_000);
});
