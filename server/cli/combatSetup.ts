import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { toSeed } from '../../shared/core/rng.ts';
import { generateCombatSetup, COMBAT_SETUP_DATA, type CombatSetup } from '../../shared/combatSetup/index.ts';
import { EpisodeStepSchema, type EpisodeStep } from '../../shared/combatSetup/tables.ts';
import { battlefieldTmj } from '../../shared/combatSetup/tmj.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';
import { summaryLines } from './combatSetupSummary.ts';
import { teamOf } from '../../shared/combatSetup/heroTeam.ts';
import { parseCli } from './args.ts';

// npm run -s combat-setup -- --seed N [--level L] [--episode <name or file.json>] [--team ids|sample] [--json] [--tmj out.tmj]
// Rolls the Combat Setup of an episode step (HC-01 to HC-09) on the smallest map of maps/ that holds
// the cube, prints it, and can write the battlefield out as a Tiled map.

const usage = 'usage: npm run -s combat-setup -- --seed <n> [--level L] [--episode <name|file.json>] [--team <hero,hero,…>|sample] [--json] [--tmj <out.tmj>]';
const root = join(import.meta.dirname, '..', '..');
const MAPS = join(root, 'maps');

interface LoadedMap {
  file: string;
  map: BattleMap;
}

function loadMaps(): LoadedMap[] {
  const out: LoadedMap[] = [];
  for (const name of readdirSync(MAPS).filter((f) => f.endsWith('.tmj')).sort()) {
    const file = join(MAPS, name);
    const parsed = loadTiledFile(file);
    if (!parsed.ok) continue;
    const checked = battleMapFromTiled(parsed.map, file);
    if (checked.ok) out.push({ file, map: checked.map });
  }
  return out;
}

const boardName = (file: string) => file.slice(file.lastIndexOf('/') + 1, -'.tmj'.length);

function episodeFrom(arg: string | undefined): EpisodeStep | string {
  const names = COMBAT_SETUP_DATA.episodes.map((e) => e.id);
  if (arg === undefined) return COMBAT_SETUP_DATA.episodes[0];
  if (arg.endsWith('.json')) {
    if (!existsSync(arg)) return `--episode: no such file ${arg}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(arg, 'utf8'));
    } catch (e) {
      return `--episode: ${arg} is not JSON (${(e as Error).message})`;
    }
    const step = EpisodeStepSchema.safeParse(raw);
    if (!step.success) return `--episode: ${arg}: ${step.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`).join('; ')}`;
    return step.data;
  }
  const found = COMBAT_SETUP_DATA.episodes.find((e) => e.id === arg);
  return found ?? `--episode: unknown episode "${arg}"; one of ${names.join(', ')}, or a .json file`;
}

function main(argv: string[]): number {
  const values = parseCli('combat-setup', usage, argv, {
    seed: { type: 'string' },
    level: { type: 'string' },
    episode: { type: 'string' },
    team: { type: 'string' },
    json: { type: 'boolean' },
    tmj: { type: 'string' },
  });
  if (typeof values === 'number') return values;
  const fail = (m: string) => {
    console.error(`combat-setup: ${m}\n${usage}`);
    return 2;
  };
  const rawSeed = values.seed as string | undefined;
  if (rawSeed === undefined) return fail('--seed is required');
  const seed = /^-?\d+$/.test(rawSeed) ? toSeed(Number(rawSeed)) : toSeed(rawSeed);
  if (seed === null) return fail(`--seed must be a whole number or 64 hex digits, got "${rawSeed}"`);
  const episode = episodeFrom(values.episode as string | undefined);
  if (typeof episode === 'string') return fail(episode);
  let step = episode;
  if (values.level !== undefined) {
    const level = Number(values.level);
    if (!Number.isInteger(level) || level < 1 || level > 20) return fail(`--level must be a whole number from 1 to 20, got "${String(values.level)}"`);
    step = { ...step, level };
  }
  const maps = loadMaps();
  const boards = maps.map((m) => ({ name: boardName(m.file), width: m.map.width, height: m.map.height }));
  // The game's hero types with their skills (heroSkills.json); `sample` keeps the tables' own sample team.
  const teamArg = values.team as string | undefined;
  const team = teamArg === 'sample' ? { ok: true as const, heroes: COMBAT_SETUP_DATA.team } : teamOf(teamArg === undefined ? undefined : teamArg.split(',').map((t) => t.trim()));
  if (!team.ok) return fail(`--team: ${team.errors.join('; ')}`);
  const result = generateCombatSetup({ step, heroes: team.heroes, boards }, seed);
  if (!result.ok) return fail(result.errors.join('; '));
  const setup: CombatSetup = result.setup;
  if (typeof values.tmj === 'string') {
    const source = maps.find((m) => boardName(m.file) === setup.board.name);
    if (!source) return fail(`no map in maps/ holds a cube of side ${setup.cube.side}`);
    const out = resolve(values.tmj);
    const raw = JSON.parse(readFileSync(source.file, 'utf8'));
    const tmj = battlefieldTmj(raw, source.map, setup, (src) => relative(dirname(out), resolve(dirname(source.file), src)).split('\\').join('/'));
    try {
      writeFileSync(out, `${JSON.stringify(tmj, null, 1)}\n`);
    } catch (e) {
      console.error(`combat-setup: cannot write ${values.tmj}: ${(e as Error).message}`);
      return 1;
    }
  }
  if (values.json) console.log(JSON.stringify({ seed: rawSeed, ...setup }));
  else for (const line of summaryLines(setup)) console.log(line);
  if (typeof values.tmj === 'string' && !values.json) console.log(`Tiled map written to ${values.tmj}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
