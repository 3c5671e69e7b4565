import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { LEVELS } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { battleFromSetup } from '../../shared/combatSetup/battle.ts';
import { teamOf } from '../../shared/combatSetup/heroTeam.ts';
import { generateWithOverrides } from '../../shared/combatSetup/overrides.ts';
import { BOARDS } from '../../shared/combatSetup/testing.ts';
import { DATA } from '../../shared/combatSetup/tables.ts';
import { repoMap } from '../../test/repoMaps.ts';

// Issue 11 probe (HC-05 aircraft, docs/RULES.md): the first 12 sample set-ups of seeds 1-60 forced to
// Air whose deployment rolls craft, played out by the scripted levels (level by seed + side, as
// shared/combatSetup/aircraft.test.ts); counts refusals, craft moves and lurches, deliberate tips, falls.
// node --import tsx server/cli/aircraftProbe.ts [--random]   (--random: the random level plays too)

const team = teamOf();
if (!team.ok) throw new Error(team.errors.join('; '));
const levels = LEVELS.filter((l) => process.argv.includes('--random') || l.id !== 'random');
const t = { games: 0, refused: 0, moves: 0, lurches: 0, deliberateTips: 0, falls: 0, heroesWon: 0, draws: 0 };
for (let seed = 1; seed <= 60 && t.games < 12; seed++) {
  const r = generateWithOverrides({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed, [
    { table: 'environment-count', set: 3 },
    { table: 'environment', index: 0, set: 'air' },
  ]);
  if (!r.ok || r.setup.environments.air!.platforms.length) continue;
  t.games++;
  const { scenario, map } = battleFromSetup(r.setup, repoMap(r.setup.board.name), { id: `craft-${seed}` });
  const out = playOut(scenario, map, seed, 20000, (side) => {
    const level = levels[(seed + side) % levels.length];
    return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
  });
  if ('error' in out) {
    t.refused++;
    continue;
  }
  for (const { events } of out.log)
    for (const e of events) {
      if (e.type === 'platform' && e.steps) t.moves++;
      if (e.type === 'platform' && e.tips) t.lurches++;
      if (e.type === 'platformTipped') t.deliberateTips++;
      if (e.type === 'fell') t.falls++;
    }
  if (out.state.result?.winner === 0) t.heroesWon++;
  if (out.state.result?.winner === null) t.draws++;
}
console.log(JSON.stringify(t));
