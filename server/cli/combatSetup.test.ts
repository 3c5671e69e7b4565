import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const node = join(root, 'node_modules/.bin/node');
const run = (script: string, args: string[]) => spawnSync(node, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

describe('combat-setup CLI', () => {
  it('HC-01 HC-03 HC-08 prints the set-up as JSON and writes a Tiled map that map:check accepts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'combat-setup-'));
    try {
      const out = join(dir, 'battle.tmj');
      const r = run('server/cli/combatSetup.ts', ['--seed', '7', '--level', '3', '--episode', 'vampire-nest', '--json', '--tmj', out]);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      const s = JSON.parse(r.stdout);
      expect(s.step.level).toBe(3);
      expect(s.turnLimit).toBe(20);
      for (const k of ['side', 'bounds', 'zMin', 'zMax']) expect(s.cube).toHaveProperty(k);
      for (const k of ['type', 'areas', 'range', 'first']) expect(s.deployment).toHaveProperty(k);
      expect(s.preparation.id).toBe('ambush'); // the vampire nest step says the heroes were ambushed
      expect(s.environments.defaults).toEqual(['darkness', 'urban', 'calm']);
      expect(s.complications.list[0].id).toBe('relationship');
      expect(s.task).toHaveProperty('limits');
      // Same seed, same set-up.
      expect(run('server/cli/combatSetup.ts', ['--seed', '7', '--level', '3', '--episode', 'vampire-nest', '--json']).stdout).toBe(r.stdout);
      const check = run('server/cli/mapCheck.ts', [out]);
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
      expect(check.stdout).toContain(`cube ${s.cube.side}x${s.cube.side} at (${s.cube.bounds.x},${s.cube.bounds.y})`);
      const text = run('server/cli/combatSetup.ts', ['--seed', '7']);
      expect(text.status).toBe(0);
      expect(text.stdout).toMatch(/Cube \(HC-01\): side \d+/);
      expect(text.stdout).toContain('turn limit 20');
      // SC (issue 11): the team is the game's hero types with their skills; `sample` keeps the tables' sample.
      const real = JSON.parse(run('server/cli/combatSetup.ts', ['--seed', '7', '--json']).stdout);
      expect(real.heroes).toEqual(['Iron Warden', 'Nightblade', 'Doctor Ember', 'Sister Hex']);
      const picked = JSON.parse(run('server/cli/combatSetup.ts', ['--seed', '7', '--json', '--team', 'mastermind']).stdout);
      expect(picked.heroes).toEqual(['The Mastermind']);
      const sample = JSON.parse(run('server/cli/combatSetup.ts', ['--seed', '7', '--json', '--team', 'sample']).stdout);
      expect(sample.heroes).toEqual(['Iron Warden', 'Nightblade', 'Circuit', 'Seer']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses bad input with exit 2 and says what is wrong', () => {
    const cases: [string[], string][] = [
      [[], '--seed is required'],
      [['--seed', 'abc'], '--seed must be a whole number'],
      [['--seed', '1', '--level', '0'], '--level must be a whole number from 1 to 20'],
      [['--seed', '1', '--episode', 'nowhere'], 'unknown episode "nowhere"'],
      [['--seed', '1', '--episode', '/no/such.json'], 'no such file'],
      [['--seed', '1', '--bogus'], 'Unknown option'],
      [['--seed', '1', '--team', 'iron-warden,nobody'], 'no hero type "nobody"'],
    ];
    for (const [args, message] of cases) {
      const r = run('server/cli/combatSetup.ts', args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
  });
});
