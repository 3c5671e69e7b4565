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

  it('#10 --ai plays two levels against each other, sides swapped in half the games, and prints win rates with 95% intervals', () => {
    const args = ['--ai', 'random,simple', '--games', '2', '--scenario', 'skirmish,crossroads-brawl', '--json'];
    const a = sim(args);
    expect(a.status, a.stderr).toBe(0);
    const out = JSON.parse(a.stdout);
    expect(out).toMatchObject({ a: 'random', b: 'simple', seed: 1, gamesPerScenario: 2 });
    expect(out.scenarios.map((s: { scenario: string }) => s.scenario)).toEqual(['skirmish', 'crossroads-brawl']);
    expect(out.total.games).toBe(4);
    expect(out.total.a.wins + out.total.b.wins + out.total.draws).toBe(4);
    for (const t of [out.total.a, out.total.b]) expect(t.low <= t.rate && t.rate <= t.high).toBe(true);
    // A's record by seat: the first team in the first game of each pair, the others in the second.
    for (const row of [...out.scenarios, out.total]) {
      const games = row.games / 2;
      expect(row.aFirst.wins + row.aFirst.losses + row.aFirst.draws).toBe(games);
      expect(row.aOthers.wins + row.aOthers.losses + row.aOthers.draws).toBe(games);
      expect(row.aFirst.wins + row.aOthers.wins).toBe(row.a.wins);
      expect(row.aFirst.losses + row.aOthers.losses).toBe(row.b.wins);
    }
    expect(sim(args).stdout).toBe(a.stdout);
    const text = sim(['--ai', 'simple,recruit', '--games', '1', '--scenario', 'skirmish']);
    expect(text.stdout).toMatch(/simple against recruit: 1 games per scenario/);
    expect(text.stdout).toMatch(/^all +1 /m);
    expect(text.stdout).toMatch(/simple first W\/L\/D +simple other W\/L\/D/);
    expect(sim(['--ai', 'simple,grandmaster']).stderr).toContain('no level "grandmaster"');
    expect(sim(['--ai', 'simple']).stderr).toContain('--ai takes two levels');
  }, 60_000);

  it('--timing measures how long level A thinks: per choice and per side-turn, wall and CPU time, p50 and p95 (#10)', () => {
    const r = sim(['--ai', 'sergeant,random', '--timing', '--games', '2', '--scenario', 'skirmish', '--json']);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ level: 'sergeant', against: 'random', scenarios: ['skirmish'], games: 2 });
    for (const q of [out.choice, out.turn, out.choiceCpu, out.turnCpu]) {
      expect(q.count).toBeGreaterThan(0);
      expect(q.p50Ms <= q.p95Ms && q.p95Ms <= q.maxMs).toBe(true);
    }
    // Only level A's choices are timed: far more choices than turns, and a turn is at least one of them.
    expect(out.choice.count).toBeGreaterThan(out.turn.count);
    expect(out.turn.maxMs).toBeGreaterThanOrEqual(out.choice.maxMs);
    expect(sim(['--ai', 'sergeant,random', '--timing', '--games', '1', '--scenario', 'skirmish']).stdout).toMatch(/turn \(CPU\) +n=\d+ +mean [\d.]+ ms +p50 [\d.]+ ms +p95/);
  }, 60_000);

  it('--trace tells one game of a match turn by turn, and refuses what it cannot tell clearly (#10)', () => {
    const r = sim(['--ai', 'sergeant,recruit', '--scenario', 'tutorial', '--seed', '1', '--trace', '1', '--from', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^tutorial, battle seed 1, game 1: sergeant plays the other teams; nodes 5,1 6,8\n-- turn 5, move phase of recruit0/);
    expect(r.stdout).toMatch(/\nresult: .+\n$/);
    for (const [args, why] of [
      [['--trace', 'x', '--scenario', 'tutorial'], /--trace takes the index of a game/],
      [['--trace', '0', '--scenario', 'tutorial', '--from', 'late'], /--from takes a turn number/],
      [['--trace', '0'], /name one scenario/],
      [['--trace', '0', '--scenario', 'tutorial', '--json'], /not with --timing, --json or --games/],
    ] as const) {
      const bad = sim(['--ai', 'sergeant,recruit', ...args]);
      expect(bad.status).toBe(2);
      expect(bad.stderr).toMatch(why);
    }
    expect(sim(['--seed', '1', '--trace', '0']).stderr).toMatch(/--trace and --from go with --ai/);
  }, 60_000);
});
