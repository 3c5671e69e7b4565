import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { toSeed } from '../../shared/core/rng.ts';
import { COMBAT_SETUP_DATA, type CombatSetup } from '../../shared/combatSetup/index.ts';
import { generateWithOverrides } from '../../shared/combatSetup/overrides.ts';
import { battleWithRerolls, heldByGamemaster } from '../../shared/combatSetup/reroll.ts';
import { overridesFrom } from './overrideArg.ts';
import { EpisodeStepInputSchema, type EpisodeStepInput } from '../../shared/combatSetup/tables.ts';
import { battlefieldTmj } from '../../shared/combatSetup/tmj.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import { loadTiledFile } from '../maps/mapFiles.ts';
import { summaryLines } from './combatSetupSummary.ts';
import { teamOf } from '../../shared/combatSetup/heroTeam.ts';
import { parseCli } from './args.ts';

// npm run -s combat-setup -- --seed <N|64 hex digits> [--level L] [--episode <name or file.json>] [--team ids|sample] [--override table[:index]=value]... [--json] [--tmj out.tmj]
// Rolls the Combat Setup of an episode step (HC-01 to HC-09) on the smallest map of maps/ that holds
// the cube, prints it, and can write the battlefield out as a Tiled map.

const usage = 'usage: npm run -s combat-setup -- --seed <n|64 hex digits> [--level L] [--episode <name|file.json>] [--team <hero,hero,…>|sample] [--override <table[:index]=face|id|reroll[:n]> ...] [--json] [--tmj <out.tmj>]';
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

function episodeFrom(arg: string | undefined): EpisodeStepInput | string {
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
    const step = EpisodeStepInputSchema.safeParse(raw);
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
    override: { type: 'string', multiple: true },
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
  const overrides = overridesFrom((values.override as unknown as string[] | undefined) ?? []);
  if (!overrides.ok) return fail(overrides.error);
  // Without overrides this is generateCombatSetup's set-up (overrides.ts pins nothing); each override's bad face or table is said with its place.
  const result = generateWithOverrides({ step, heroes: team.heroes, boards }, seed, overrides.overrides);
  if (!result.ok) return fail(result.errors.map((e) => e.replace(/^overrides\[(\d+)\]/, (_, n) => `--override "${overrides.sources[Number(n)]}"`)).join('; '));
  // HC-06: a complication that makes no sense on its board is rolled again as the server does
  // (reroll.ts), unless the overrides set the complications by hand.
  const board = maps.find((m) => boardName(m.file) === result.setup.board.name);
  const setup: CombatSetup = board ? battleWithRerolls(result.setup, board.map, seed, {}, heldByGamemaster(overrides.overrides)).setup : result.setup;
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
  // The seed as given and the generator's key: a number's key is derived (the same set-up as ever), 64 hex digits are the key.
  const shownSeed = /^-?\d+$/.test(rawSeed) ? Number(rawSeed) : seed;
  const log = result.log.map((l) => l.replace(/^Gamemaster/, 'Override:'));
  if (values.json) console.log(JSON.stringify({ seed: shownSeed, key: seed, ...(log.length ? { overrides: log } : {}), ...setup }));
  else for (const line of [`Seed: ${shownSeed}${shownSeed === seed ? '' : ` (key ${seed})`}`, ...log, ...summaryLines(setup)]) console.log(line);
  if (typeof values.tmj === 'string' && !values.json) console.log(`Tiled map written to ${values.tmj}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
