import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const sim = (args: string[]) => spawnSync(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/sim.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('sim CLI', () => {
  it('SW-01 plays a whole battle to a result, and the same arguments print the same output', () => {
    const a = sim(['--seed', '7', '--json']);
    expect(a.status).toBe(0);
    const out = JSON.parse(a.stdout);
    expect(out).toMatchObject({ seed: 7, scenario: 'skirmish', map: 'skirmish' });
    expect(out.turns).toBeGreaterThanOrEqual(1);
    expect(typeof out.reason).toBe('string');
    expect(out.reason).not.toMatch(/command limit/);
    expect(out.hash).toMatch(/^[0-9a-f]{14}$/);
    expect(sim(['--seed', '7', '--json']).stdout).toBe(a.stdout);
    expect(JSON.parse(sim(['--seed', '8', '--json']).stdout).hash).not.toBe(out.hash);
  });

  it('takes a map by name or path and refuses unknown ones clearly', () => {
    const byPath = sim(['--map', join(root, 'maps/valley.tmj'), '--seed', '3', '--json']);
    expect(byPath.status).toBe(0);
    expect(JSON.parse(byPath.stdout).map).toBe('valley');
    const bad = sim(['--map', 'atlantis', '--seed', '1']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('no map "atlantis"');
    expect(sim(['--json']).stderr).toContain('--seed is required');
  });
});
