import { existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { playOut } from '../../shared/ai/playOut.ts';
import { defaultScenario, SCENARIOS, scenarioById, type Scenario } from '../../shared/battle/scenario.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { makeRecord } from '../../shared/core/record.ts';
import { toSeed } from '../../shared/core/rng.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { formatMatch, levelsFor, runMatch, scenariosFor } from './simMatch.ts';
import { formatTiming, timeLevel } from './simTiming.ts';
import { traceGame } from './simTrace.ts';

// npm run -s sim -- [--map <name or path>] [--scenario <id>] --seed <n> [--json] [--export FILE]
// Plays a whole battle between two scripted sides and prints the result. Same arguments, same output.
// npm run -s sim -- --ai <levelA>,<levelB> [--games N] [--scenario <id,...|two-side|all>] [--seed <base>] [--json]
// plays level A against level B (simMatch.ts) and prints their win rates with 95% intervals.
// With --timing it instead measures how long level A thinks (per choice and per side-turn, p50/p95).
// With --trace I (one scenario) it tells game I of the match turn by turn from turn --from (simTrace.ts).
// --export writes the battle's record (seed, commitment, every command and die) for `npm run verify`.
// A seed is a whole number (a named test seed) or 64 hex digits (a real one).

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const usage = 'usage: npm run -s sim -- [--map <name or path>] [--scenario <id>] --seed <n> [--json] [--export FILE]\n' +
  '       npm run -s sim -- --ai <levelA>,<levelB> [--games N] [--scenario <id,...|two-side|all>] [--seed <base>] [--json] [--timing]\n' +
  '       npm run -s sim -- --ai <levelA>,<levelB> --scenario <id> [--seed <base>] --trace <game index> [--from <turn>]\n' +
  `scenarios: ${SCENARIOS.map((s) => `${s.id} (map ${s.map})`).join(', ')}; default scenario: skirmish`;

function fail(message: string): number {
  console.error(`sim: ${message}\n${usage}`);
  return 2;
}

function main(argv: string[]): number {
  let values: { map?: string; scenario?: string; seed?: string; json?: boolean; export?: string; help?: boolean; ai?: string; games?: string; timing?: boolean; trace?: string; from?: string };
  try {
    ({ values } = parseArgs({ args: argv, options: { map: { type: 'string' }, scenario: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' }, export: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ai: { type: 'string' }, games: { type: 'string' }, timing: { type: 'boolean' }, trace: { type: 'string' }, from: { type: 'string' } } }));
  } catch (e) {
    return fail((e as Error).message);
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values.ai !== undefined) return match(values);
  if (values.trace !== undefined || values.from !== undefined) return fail('--trace and --from go with --ai');
  if (values.seed === undefined) return fail('--seed is required');
  const hex = /^[0-9a-fA-F]{64}$/.test(values.seed);
  const seed = hex ? values.seed.toLowerCase() : Number(values.seed);
  if (!hex && (!/^\d+$/.test(values.seed) || Number(seed) > 2 ** 31)) return fail(`--seed must be a whole number from 0 to 2^31 or 64 hex digits, got "${values.seed}"`);

  let scenario: Scenario | undefined;
  if (values.scenario) {
    scenario = scenarioById(values.scenario);
    if (!scenario) return fail(`no scenario "${values.scenario}"`);
  }
  const mapArg = values.map ?? scenario?.map ?? 'skirmish';
  const loaded = loadMap(mapArg);
  if ('usage' in loaded) return fail(loaded.usage);
  if ('error' in loaded) {
    console.error(`sim: ${loaded.error}`);
    return 1;
  }
  const { mapId } = loaded;
  const checked = loaded;
  scenario ??= defaultScenario(mapId);
  const result = playOut(scenario, checked.map, seed);
  if ('error' in result) {
    console.error(`sim: ${result.error}`);
    return 1;
  }
  const s = result.state;
  if (values.export) {
    const record = makeRecord(battleModule.kind, { scenario, map: checked.map, deployment: 'players' }, toSeed(seed)!, result.log, result.hash);
    try {
      writeFileSync(values.export, JSON.stringify(record));
    } catch (e) {
      console.error(`sim: cannot write ${values.export}: ${(e as Error).message}`);
      return 1;
    }
  }
  const out = {
    seed,
    scenario: scenario.id,
    map: mapId,
    winner: s.result?.winner ?? null,
    winnerName: s.result?.winner != null ? s.sideNames[s.result.winner] : null,
    reason: s.result?.reason ?? 'stopped: command limit reached',
    turns: s.turn,
    commands: result.log.length,
    unitsLeft: s.sideNames.map((_, side) => s.units.filter((u) => u.side === side && u.condition !== 'dead').length),
    resources: s.resources,
    hash: result.hash,
  };
  if (values.json) console.log(JSON.stringify(out));
  else console.log(`${scenario.name} on ${mapId}, seed ${seed}: ${out.reason} after ${out.turns} turns (${out.commands} commands); units left ${out.unitsLeft.join(' to ')}; state hash ${out.hash}`);
  return 0;
}

/** A map by name (from maps/) or path: its id and the checked battle map, or what is wrong. */
function loadMap(mapArg: string): { mapId: string; map: BattleMap } | { usage: string } | { error: string } {
  const mapPath = existsSync(mapArg) ? resolve(mapArg) : join(root, 'maps', `${mapArg}.tmj`);
  if (!existsSync(mapPath)) return { usage: `no map "${mapArg}" (give a name from maps/ or a path to a .tmj file)` };
  const parsed = loadTiledFile(mapPath);
  if (!parsed.ok) return { error: parsed.error };
  const checked = battleMapFromTiled(parsed.map, mapPath);
  if (!checked.ok) return { error: checked.errors.join('\n') };
  return { mapId: basename(mapPath, extname(mapPath)), map: checked.map };
}

const wholeNumber = (s: string | undefined) => (s !== undefined && /^\d+$/.test(s) && Number(s) <= 2 ** 31 ? Number(s) : undefined);

function match(values: { ai?: string; games?: string; timing?: boolean; scenario?: string; seed?: string; json?: boolean; map?: string; export?: string; trace?: string; from?: string }): number {
  if (values.map || values.export) return fail('--map and --export are for one battle, not with --ai');
  const levels = levelsFor(values.ai!);
  if (typeof levels === 'string') return fail(levels);
  const scenarios = scenariosFor(values.scenario);
  if (typeof scenarios === 'string') return fail(scenarios);
  const games = Number(values.games ?? 200);
  if (!Number.isInteger(games) || games < 1 || games > 100000) return fail(`--games must be a whole number from 1, got "${values.games}"`);
  const seed = Number(values.seed ?? 1);
  if (!/^\d+$/.test(values.seed ?? '1') || seed > 2 ** 31) return fail(`--seed with --ai is the first battle seed, a whole number, got "${values.seed}"`);
  const maps = new Map<string, BattleMap>();
  for (const s of scenarios) {
    if (maps.has(s.map)) continue;
    const loaded = loadMap(s.map);
    if (!('map' in loaded)) {
      console.error(`sim: ${'usage' in loaded ? loaded.usage : loaded.error}`);
      return 1;
    }
    maps.set(s.map, loaded.map);
  }
  if (values.trace !== undefined || values.from !== undefined) {
    const index = wholeNumber(values.trace);
    const from = values.from === undefined ? 0 : wholeNumber(values.from);
    if (index === undefined) return fail(`--trace takes the index of a game of the match (0 is the first), got "${values.trace ?? ''}"`);
    if (from === undefined) return fail(`--from takes a turn number, got "${values.from}"`);
    if (scenarios.length !== 1) return fail('--trace tells one game: name one scenario with --scenario');
    if (values.timing || values.json || values.games) return fail('--trace tells one game: not with --timing, --json or --games');
    const lines = traceGame(levels, scenarios[0], maps.get(scenarios[0].map)!, seed, index, from);
    if ('error' in lines) {
      console.error(`sim: ${lines.error}`);
      return 1;
    }
    console.log(lines.join('\n'));
    return 0;
  }
  if (values.timing) {
    const timed = timeLevel(levels[0], levels[1], scenarios, (s) => maps.get(s.map)!, games, seed);
    if ('error' in timed) {
      console.error(`sim: ${timed.error}`);
      return 1;
    }
    console.log(values.json ? JSON.stringify(timed) : formatTiming(timed));
    return 0;
  }
  const report = runMatch(levels, scenarios, (s) => maps.get(s.map)!, games, seed);
  if ('error' in report) {
    console.error(`sim: ${report.error}`);
    return 1;
  }
  console.log(values.json ? JSON.stringify(report) : formatMatch(report));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
