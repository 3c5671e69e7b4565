import { seedFromNumber } from '../../shared/core/rng.ts';
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
      // Issue 11: the seed and its key are printed; 64 hex digits are the key itself, in any case.
      expect(text.stdout.split('\n')[0]).toBe(`Seed: 7 (key ${seedFromNumber(7)})`);
      expect(JSON.parse(r.stdout)).toMatchObject({ seed: 7, key: seedFromNumber(7) });
      const hex = run('server/cli/combatSetup.ts', ['--seed', seedFromNumber(7).toUpperCase(), '--level', '3', '--episode', 'vampire-nest', '--json']);
      expect(hex.status).toBe(0);
      expect({ ...JSON.parse(hex.stdout), seed: 7 }).toEqual(JSON.parse(r.stdout));
      expect(run('server/cli/combatSetup.ts', ['--seed', 'ab'.repeat(32)]).stdout.split('\n')[0]).toBe(`Seed: ${'ab'.repeat(32)}`);
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

  it('--override sets or rerolls any table as the gamemaster does (overrides.ts), in order, and says so', () => {
    const args = ['--seed', '7', '--episode', 'street-brawl', '--json'];
    const plain = JSON.parse(run('server/cli/combatSetup.ts', args).stdout);
    const over = ['--override', 'complication-count=5', '--override', 'complication:2=poor-visibility', '--override', '{"table":"task-timing","set":"after"}', '--override', 'preparation=reroll:3'];
    const r = run('server/cli/combatSetup.ts', [...args, ...over]);
    expect(r.stderr).toBe('');
    const set = JSON.parse(r.stdout);
    expect(set.complications.count.face).toBe(5);
    expect(set.complications.list.map((c: { id: string }) => c.id)).toContain('poor-visibility');
    expect(set.task.when.id).toBe('after');
    expect(set.overrides).toHaveLength(4);
    expect(set.overrides[0]).toMatch(/^Override: set Number of complications by hand: .* → 3 rolled$|^Override: set Number of complications by hand: 3 rolled again$/);
    expect(set.overrides[3]).toMatch(/^Override: rerolled Preparation \(D6: \d\)/);
    expect(set.cube).toEqual(plain.cube);
    expect(plain.overrides).toBeUndefined();
    const text = run('server/cli/combatSetup.ts', ['--seed', '7', '--override', 'cube=1']).stdout.split('\n');
    expect(text[1]).toMatch(/^Override: set Cube side by hand: side \d+ → side 3$|^Override: set Cube side by hand: side 3 again$/);
    expect(text.some((l) => /^Cube \(HC-01\): side 3 /.test(l))).toBe(true);
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
      [['--seed', '7', '--override', 'cube=12'], '--override "cube=12": Cube side: 12 is not a face of its D10'],
      [['--seed', '7', '--override', 'bogus=1'], '--override "bogus=1": table must be one of cube, preparation'],
      [['--seed', '7', '--override', 'cube'], '--override "cube": not one of table=<face|row id>'],
      [['--seed', '7', '--override', '{"table":"cube"'], '--override "{"table":"cube"": not JSON'],
      [['--seed', '7', '--override', '{"table":"cube"}'], 'either rerolls (reroll: a nonce) or sets a result'],
      [['--seed', '7', '--override', 'preparation=nonsense'], 'Preparation: no result "nonsense"; results: ready, warned'],
      [['--seed', '7', '--override', 'cube:1=3'], '--override "cube:1=3": Cube side is rolled once; it has no index 1'],
      [['--seed', '7', '--override', 'cube=3', '--override', 'complication:4=rough-terrain'], '--override "complication:4=rough-terrain": this set-up makes no Complication roll 5'],
    ];
    for (const [args, message] of cases) {
      const r = run('server/cli/combatSetup.ts', args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(message);
    }
    // Fifteen processes: 3 s alone, 37 s on a machine loaded by other runs.
  }, 120_000);
});
