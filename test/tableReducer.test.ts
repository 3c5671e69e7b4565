import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import { makeRecord, type LoggedEntry } from '../shared/core/record.ts';
import { seedFromNumber } from '../shared/core/rng.ts';
import type { TableAct } from '../shared/core/table.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { battleModule, type BattleSetup } from '../shared/battle/module.ts';
import type { BattleState } from '../shared/battle/model.ts';
import { scenarioById } from '../shared/battle/scenario.ts';

// The table's acts on a battle: pause blocks every side's command with `paused` until resume; a
// ruling ends it; control says who plays; timeout takes the wait's default. In a log (side -1) they
// replay, so a record with them verifies and an edited one does not.

const maps = loadMapRegistry(join(import.meta.dirname, '../maps'), join(import.meta.dirname, '../public'));
const scenario = scenarioById('valley-crackdown')!;
const setup: BattleSetup = { scenario, map: maps.get(scenario.map)!.battle, deployment: 'auto' };
const table = battleModule.table!;

function start(): BattleState {
  const made = battleModule.create(setup, seedFromNumber(5));
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

/** Applies a table act that must be accepted, logging it. */
function act(state: BattleState, a: TableAct, log: LoggedEntry[]): BattleState {
  const r = table.apply(state, a);
  if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
  log.push({ side: -1, command: a, events: r.events });
  return r.state;
}

function command(state: BattleState, log: LoggedEntry[]): BattleState {
  const side = battleModule.pending(state)!.side;
  const c = chooseCommand(battleModule.viewFor(state, { role: 'player', side }), side)!;
  const r = battleModule.apply(state, side, c);
  if (!r.ok) throw new Error(r.error.message);
  log.push({ side, command: c, events: r.events });
  return r.state;
}

describe('table acts on a battle', () => {
  it('pause refuses every side with `paused` and offers nothing; resume restores', () => {
    const log: LoggedEntry[] = [];
    let s = act(start(), { type: 'pause' }, log);
    const side = battleModule.pending(s)!.side;
    const r = battleModule.apply(s, side, { type: 'endPhase' });
    expect(r.ok ? '' : r.error.code).toBe('paused');
    expect(battleModule.legal(battleModule.viewFor(s, { role: 'player', side }), side)).toEqual([]);
    expect(battleModule.viewFor(s, { role: 'spectator' }).paused).toBe(true);
    const again = table.apply(s, { type: 'pause' });
    expect(again.ok ? '' : again.error.code).toBe('paused');
    const timeout = table.apply(s, { type: 'timeout' });
    expect(timeout.ok ? '' : timeout.error.code).toBe('paused');
    s = act(s, { type: 'resume' }, log);
    expect(s.paused).toBeUndefined();
    expect(battleModule.apply(s, side, { type: 'endPhase' }).ok).toBe(true);
    const twice = table.apply(s, { type: 'resume' });
    expect(twice.ok ? '' : twice.error.code).toBe('not-paused');
  });

  it('a fresh state hashes as before the table existed (no paused or scripted field until used)', () => {
    expect(Object.keys(start())).not.toContain('paused');
    expect(Object.keys(start())).not.toContain('scripted');
  });

  it('control keeps the scripted sides in the state; the same control twice is refused', () => {
    const log: LoggedEntry[] = [];
    let s = act(start(), { type: 'control', side: 1, scripted: true }, log);
    expect(table.scripted(s)).toEqual([1]);
    const same = table.apply(s, { type: 'control', side: 1, scripted: true });
    expect(same.ok ? '' : same.error.code).toBe('same-control');
    const none = table.apply(s, { type: 'control', side: 4, scripted: true });
    expect(none.ok ? '' : none.error.code).toBe('no-such-side');
    s = act(s, { type: 'control', side: 1, scripted: false }, log);
    expect(table.scripted(s)).toEqual([]);
    expect(log.map((e) => e.events)).toEqual([[{ type: 'control', side: 1, scripted: true }], [{ type: 'control', side: 1, scripted: false }]]);
  });

  it('timeout takes the pending default and says so first', () => {
    const s = start();
    const p = battleModule.pending(s)!;
    const r = table.apply(s, { type: 'timeout' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.events[0]).toEqual({ type: 'timeout', side: p.side, what: p.what });
    expect(r.state.seq).toBe(s.seq + 1);
    const direct = battleModule.apply(s, p.side, p.onTimeout);
    expect(direct.ok && battleModule.hash(direct.state)).toBe(battleModule.hash(r.state));
  });

  it('a record with narration, pause, control, timeout and a ruling verifies; an edited narration does not', () => {
    const log: LoggedEntry[] = [];
    let s = start();
    for (let i = 0; i < 6; i++) s = command(s, log);
    s = act(s, { type: 'narrate', text: 'Rain <b>falls</b> on the valley' }, log);
    s = act(s, { type: 'pause' }, log);
    s = act(s, { type: 'control', side: 0, scripted: true }, log);
    s = act(s, { type: 'resume' }, log);
    s = act(s, { type: 'timeout' }, log);
    s = command(s, log);
    s = act(s, { type: 'ruling', winners: [1], reason: 'The cult holds the shrine' }, log);
    expect(battleModule.over(s)).toBe(true);
    expect(s.result).toEqual({ winner: 1, winners: [1], reason: "The gamemaster's ruling: The cult holds the shrine" });
    expect(log.at(-1)!.events).toEqual([{ type: 'battleOver', result: s.result }]);
    const after = table.apply(s, { type: 'narrate', text: 'late' });
    expect(after.ok ? '' : after.error.code).toBe('battle-over');
    const record = makeRecord('battle', setup, seedFromNumber(5), log, battleModule.hash(s));
    const v = verifyRecord(battleModule, JSON.parse(JSON.stringify(record)));
    expect(v.ok, v.ok ? '' : v.message).toBe(true);
    const edited = JSON.parse(JSON.stringify(record));
    edited.log[6].command.text = 'Sun';
    const bad = verifyRecord(battleModule, edited);
    expect(bad.ok ? '' : bad.message).toMatch(/Command 7 \(the table, narrate\).*events\[0\]\.text/);
    const sideless = JSON.parse(JSON.stringify(record));
    sideless.log[7].command = { type: 'pause', extra: 1 };
    expect(verifyRecord(battleModule, sideless).ok).toBe(false);
  });

  it('a ruling may name several winners, or none for a draw', () => {
    const r = table.apply(start(), { type: 'ruling', winners: [1, 0, 1], reason: 'Truce' });
    expect(r.ok && r.state.result).toEqual({ winner: 0, winners: [0, 1], reason: "The gamemaster's ruling: Truce" });
    const d = table.apply(start(), { type: 'ruling', winners: [], reason: 'Nobody' });
    expect(d.ok && d.state.result?.winner).toBe(null);
    const bad = table.apply(start(), { type: 'ruling', winners: [3], reason: 'x' });
    expect(bad.ok ? '' : bad.error.code).toBe('no-such-side');
  });

  it('scripted sides from the set-up are in the state; an unknown one fails the create', () => {
    const made = battleModule.create({ ...setup, scripted: [1, 0, 1] }, 5);
    expect(made.ok && table.scripted(made.state)).toEqual([0, 1]);
    const bad = battleModule.create({ ...setup, scripted: [2] }, 5);
    expect(bad.ok ? '' : bad.error.code).toBe('no-such-side');
  });
});
