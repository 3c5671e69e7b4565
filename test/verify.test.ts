import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { playOut } from '../shared/ai/playOut.ts';
import { battleModule } from '../shared/battle/module.ts';
import { scenarioById } from '../shared/battle/scenario.ts';
import { makeRecord, type GameRecord } from '../shared/core/record.ts';
import { commitmentOf, seedFromNumber } from '../shared/core/rng.ts';
import { verifyRecord } from '../shared/core/verify.ts';

// A finished battle's record verifies from nothing but itself, and any change to its seed, a command
// or a die is refused at the first point where it differs.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));

function recordOf(scenarioId: string, seed: number): GameRecord {
  const scenario = scenarioById(scenarioId)!;
  const map = maps.get(scenario.map)!.battle;
  const out = playOut(scenario, map, seed);
  if ('error' in out) throw new Error(out.error);
  return makeRecord('battle', { scenario, map, deployment: 'players' }, seedFromNumber(seed), out.log, out.hash);
}

const copy = (r: GameRecord): GameRecord => JSON.parse(JSON.stringify(r));
/** Index of the first command whose events show a die, and that event. */
function firstRoll(r: GameRecord): number {
  return r.log.findIndex((e) => battleModule.diceShown(e.events as never[]).length > 0);
}

/** The first command with a melee blow's opposed roll (a shot or a footing roll may come before it). */
function firstAttack(r: GameRecord): number {
  return r.log.findIndex((e) => (e.events as { type: string; roll?: unknown }[]).some((x) => x.type === 'attack' && x.roll));
}

describe('verifying a record', () => {
  const record = recordOf('valley-crackdown', 3);

  it('a faithful record verifies: seed against commitment, every die, every event, the final state', () => {
    const v = verifyRecord(battleModule, record);
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    if (v.ok) {
      expect(v.commands).toBe(record.log.length);
      expect(v.dice).toBeGreaterThan(50);
      // A JSON round trip (what a file or the wire does) changes nothing.
      expect(verifyRecord(battleModule, copy(record)).ok).toBe(true);
    }
  });

  it('a changed die is refused, naming the command and the die', () => {
    const bad = copy(record);
    const i = firstAttack(bad);
    const attack = (bad.log[i].events as { type: string; roll?: { a: { dice: number[] } } }[]).find((e) => e.type === 'attack' && e.roll)!;
    attack.roll!.a.dice[0] = (attack.roll!.a.dice[0] % 6) + 1;
    const v = verifyRecord(battleModule, bad);
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.at).toBe(i);
      expect(v.message).toMatch(new RegExp(`^Command ${i + 1} \\(side \\d, \\w+\\): die \\d+ of this command was \\d in the record; the seed rolls \\d$`));
    }
  });

  it('a changed seed is refused against the commitment, and a matching forged commitment at the first die', () => {
    const bad = copy(record);
    bad.seed = seedFromNumber(4);
    const v = verifyRecord(battleModule, bad);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(/does not match the commitment/);
    bad.seedCommitment = commitmentOf(bad.seed);
    const w = verifyRecord(battleModule, bad);
    expect(w.ok).toBe(false);
    if (!w.ok) expect(w.at).toBeLessThanOrEqual(firstRoll(record));
  });

  it('a changed command is refused where it differs: refused on replay, or other events', () => {
    const bad = copy(record);
    const i = bad.log.findIndex((e) => (e.command as { type: string }).type === 'deploy');
    const cmd = bad.log[i].command as { to: { x: number; y: number } };
    cmd.to = { x: cmd.to.x + 200, y: cmd.to.y };
    const v = verifyRecord(battleModule, bad);
    expect(v).toMatchObject({ ok: false, at: i });
    if (!v.ok) expect(v.message).toMatch(/refused on replay/);

    const swapped = copy(record);
    const j = swapped.log.findIndex((e) => (e.command as { type: string }).type === 'endPhase');
    swapped.log.splice(j, 1);
    const w = verifyRecord(battleModule, swapped);
    expect(w).toMatchObject({ ok: false, at: j });
  });

  it('a record cut short, or not a record at all, is refused with a reason', () => {
    const short = copy(record);
    short.log.pop();
    expect(verifyRecord(battleModule, short)).toMatchObject({ ok: false, at: short.log.length });
    expect(verifyRecord(battleModule, { hello: 1 })).toMatchObject({ ok: false, at: null });
    const broken = copy(record);
    (broken as { setup: unknown }).setup = { scenario: 5 };
    expect(verifyRecord(battleModule, broken)).toMatchObject({ ok: false, at: null });
  });
});

describe('npm run -s verify and sim --export', () => {
  const node = join(root, 'node_modules/.bin/node');
  const run = (script: string, args: string[]) => spawnSync(node, ['--import', 'tsx', script, ...args], { cwd: root, encoding: 'utf8' });

  it('sim --export writes a record that verify accepts; a changed die makes it refuse with exit 1', () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'record.json');
    expect(run('server/cli/sim.ts', ['--scenario', 'skirmish', '--seed', '7', '--export', file]).status).toBe(0);
    const ok = run('server/cli/verify.ts', [file]);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/^Verified: .* all \d+ commands replay/);

    const record = JSON.parse(spawnSync('cat', [file], { encoding: 'utf8' }).stdout) as GameRecord;
    const i = firstAttack(record);
    const attack = (record.log[i].events as { type: string; roll?: { b: { dice: number[] } } }[]).find((e) => e.type === 'attack' && e.roll)!;
    attack.roll!.b.dice[1] = (attack.roll!.b.dice[1] % 6) + 1;
    writeFileSync(file, JSON.stringify(record));
    const bad = run('server/cli/verify.ts', [file]);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(new RegExp(`^NOT VERIFIED: Command ${i + 1} `));

    expect(run('server/cli/verify.ts', [join(dir, 'missing.json')]).status).toBe(2);
  });
});
