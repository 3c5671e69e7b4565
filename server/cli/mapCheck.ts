// `npm run -s map:check -- <file>...`: does a Tiled map follow the conventions of docs/MAPS.md?
// Exit 0 and one summary line per good map; 1 if any map is refused or breaks a convention;
// 2 for a usage error or a missing file. Messages, never stack traces: map makers read this.

import { existsSync, statSync } from 'node:fs';
import { loadTiledFile } from '../maps/mapFiles.ts';
import { TERRAINS, type BattleMap } from '../../shared/map/battleMap.ts';
import { battleMapFromTiled } from '../../shared/map/fromTiled.ts';

const USAGE = 'usage: npm run -s map:check -- <map.tmj> [more maps...]';

function summary(file: string, map: BattleMap): string {
  const counts = TERRAINS.map((t) => [t, map.terrain.filter((x) => x === t).length] as const).filter(([, n]) => n > 0);
  // reduce, not Math.min(...xs): spreading a big map's squares would overflow the call stack.
  const low = map.elevation.reduce((a, b) => Math.min(a, b), Infinity);
  const high = map.elevation.reduce((a, b) => Math.max(a, b), -Infinity);
  const sides = [...new Set(map.deploy.map((d) => d.side + 1))].sort((a, b) => a - b);
  const parts = [
    `${file}: ${JSON.stringify(map.name)} ${map.width}x${map.height}`,
    `${map.actions} actions/turn`,
    `terrain ${counts.map(([t, n]) => `${t} ${n}`).join(' ')}`,
    low === high ? `height ${low}` : `heights ${low}-${high}`,
    `deploy sides ${sides.join(',')}`,
    `${map.nodes.length} node${map.nodes.length === 1 ? '' : 's'}`,
  ];
  if (map.cube) parts.push(`cube ${map.cube.w}x${map.cube.h} at (${map.cube.x},${map.cube.y})`);
  return parts.join(', ');
}

/** Checks one file; returns the exit code it deserves and what to print. */
function checkFile(file: string): { code: 0 | 1 | 2; out: string[]; err: string[] } {
  if (!existsSync(file) || !statSync(file).isFile()) return { code: 2, out: [], err: [`${file}: no such file`] };
  const parsed = loadTiledFile(file);
  if (!parsed.ok) return { code: 1, out: [], err: [parsed.error] };
  const warnings = parsed.warnings.map((w) => `warning: ${w}`);
  const checked = battleMapFromTiled(parsed.map, file);
  if (!checked.ok) return { code: 1, out: [], err: [...warnings, ...checked.errors] };
  return { code: 0, out: [summary(file, checked.map)], err: warnings };
}

function main(args: string[]): number {
  const files = args.filter((a) => a !== '--');
  if (files.length === 0 || files.some((f) => f === '-h' || f === '--help')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let code = 0;
  for (const file of files) {
    const r = checkFile(file);
    for (const line of r.out) process.stdout.write(`${line}\n`);
    for (const line of r.err) process.stderr.write(`${line}\n`);
    code = Math.max(code, r.code);
  }
  return code;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`map:check failed: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
}
