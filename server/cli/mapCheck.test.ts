import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'map-check-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function mapCheck(...args: string[]) {
  const r = spawnSync(join(ROOT, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/mapCheck.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('map:check', () => {
  it('prints one summary line and exits 0 for a map that follows the conventions', () => {
    expect(mapCheck('test/fixtures/valid-map.tmj')).toEqual({
      code: 0,
      stdout:
        'test/fixtures/valid-map.tmj: "Fixture Ford" 6x5, 3 actions/turn, terrain clear 18 rough 3 woods 2 swamp 1 water 4 deep-water 1 barrier 1, heights 0-2, deploy sides 1,2, 2 nodes, cube 2x3 at (2,1)\n',
      stderr: '',
    });
  });

  it('exits 1 naming the file and every problem for a map that breaks them', () => {
    const map = JSON.parse(readFileSync(join(ROOT, 'test/fixtures/valid-map.tmj'), 'utf8')) as { layers: { name: string; data?: number[] }[]; tilesets: { source: string }[] };
    map.tilesets[0].source = join(ROOT, 'test/fixtures/valid-terrain.tsj');
    const terrain = map.layers[0].data ?? [];
    terrain[7] = 0;
    map.layers[2].name = 'zonez';
    const file = join(tmp, 'broken.tmj');
    writeFileSync(file, JSON.stringify(map));
    const r = mapCheck(file);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      `${file}: square (1,1) of layer terrain has no tile\n${file}: has no object layer named "zones" (it holds the deploy areas, nodes and cube)\n`,
    );
  });

  it('exits 1 with the parser refusal for a file it cannot read as a map', () => {
    const file = join(tmp, 'garbage.tmj');
    writeFileSync(file, '{"layers": [');
    const r = mapCheck(file);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: not valid JSON`));
    expect(r.stderr).not.toMatch(/^\s+at /m);
  });

  it('exits 2 for a missing file or no argument', () => {
    expect(mapCheck('maps/does-not-exist.tmj')).toEqual({ code: 2, stdout: '', stderr: 'maps/does-not-exist.tmj: no such file\n' });
    const none = mapCheck();
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^usage: npm run -s map:check -- <map\.tmj>/);
  });
});
