import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { opposedOdds } from '../../shared/battle/rules/odds.ts';

const root = join(import.meta.dirname, '..', '..');
const run = (args: string[]) =>
  spawnSync(join(root, 'node_modules/.bin/node'), ['--import', 'tsx', 'server/cli/odds.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('odds CLI', () => {
  it('SW-04 prints the engine\'s exact odds as JSON', () => {
    const r = run(['--attack', '5', '--defend', '3', '--defend-penalty', '2', '--attack-bonus', '1', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    const exact = opposedOdds({ attack: 5, defend: 3, defendPenalty: 2, attackBonus: 1 });
    expect(out.attackerWins).toBe(exact.attackerWins);
    expect(out.defenderWins).toBeCloseTo(1 - exact.attackerWins, 12);
    expect(out.damage).toEqual(JSON.parse(JSON.stringify(exact.damage)));
  });

  it('refuses bad input with exit 2 and says which flag is wrong', () => {
    const r = run(['--attack', 'x', '--defend', '3']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--attack must be a whole number');
    const missing = run(['--attack', '4']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('--defend is required');
  });
});
