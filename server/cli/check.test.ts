import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkOdds } from '../../shared/skills/odds.ts';

const root = join(import.meta.dirname, '..', '..');
const run = (args: string[]) =>
  spawnSync(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/check.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('check CLI', () => {
  it('SC-06 prints the exact odds of a check as JSON, with fortune', () => {
    const r = run(['--modifier', '7', '--dc', '15', '--fortune', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const exact = checkOdds({ modifier: 7, dc: 15, fortune: true });
    expect(out.counts).toEqual(exact.counts);
    expect(out.outOf).toBe(400);
    expect(out.success).toBe(exact.success);
    expect(out.criticalSuccess).toBe(exact.p.criticalSuccess);
  });

  it('refuses bad input with exit 2 and says which flag is wrong', () => {
    const r = run(['--modifier', 'x', '--dc', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--modifier must be a whole number');
    const missing = run(['--modifier', '4']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--dc is required');
  });
});
