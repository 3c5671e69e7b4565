import { join } from 'node:path';
import { expect, it } from 'vitest';
import { playOut } from '../../shared/ai/playOut.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import { makeRecord } from '../../shared/core/record.ts';
import { seedFromNumber } from '../../shared/core/rng.ts';
import type { TableAct } from '../../shared/core/table.ts';
import { loadMapRegistry } from '../../server/maps/loadMaps.ts';
import { replayBeats } from './beats.ts';
import { animatesStep, clampStep, keyMove, moveTo, playStepDue, PLAY_PAUSE, turnAt, turnStarts } from './steps.ts';
import { CHECKPOINT, Timeline } from './timeline.ts';

it('finds where each turn starts and which turn a step is in', () => {
  // Steps 0..9: set-up (0) for three steps, turn 1 for four, turn 2 for three.
  const turns = [0, 0, 0, 1, 1, 1, 1, 2, 2, 2];
  const starts = turnStarts(turns);
  expect(starts).toEqual([
    { turn: 0, step: 0 },
    { turn: 1, step: 3 },
    { turn: 2, step: 7 },
  ]);
  expect(turns.map((_, k) => turnAt(starts, k))).toEqual(turns);
  expect(turnStarts([])).toEqual([]);
});

it('moves first / back / forward / last within 0..n, and maps the keys', () => {
  expect(moveTo(5, 10, 'forward')).toBe(6);
  expect(moveTo(10, 10, 'forward')).toBe(10);
  expect(moveTo(5, 10, 'back')).toBe(4);
  expect(moveTo(0, 10, 'back')).toBe(0);
  expect(moveTo(5, 10, 'first')).toBe(0);
  expect(moveTo(5, 10, 'last')).toBe(10);
  expect([clampStep(-3, 10), clampStep(12, 10), clampStep(NaN, 10), clampStep(4.6, 10)]).toEqual([0, 10, 0, 5]);
  expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'x', 'ArrowUp'].map(keyMove)).toEqual(['back', 'forward', 'first', 'last', null, null]);
});

it('animates one step forward only; Play steps when the board is still and the pause is over', () => {
  expect([animatesStep(4, 5), animatesStep(5, 4), animatesStep(4, 6), animatesStep(4, 4), animatesStep(0, 10)]).toEqual([true, false, false, false, false]);
  expect(playStepDue(3, 10, false, PLAY_PAUSE.normal, PLAY_PAUSE.normal)).toBe(true);
  expect(playStepDue(3, 10, true, 5000, PLAY_PAUSE.normal)).toBe(false); // still animating
  expect(playStepDue(3, 10, false, PLAY_PAUSE.normal - 1, PLAY_PAUSE.normal)).toBe(false); // pausing
  expect(playStepDue(10, 10, false, 5000, PLAY_PAUSE.normal)).toBe(false); // at the end
  expect(PLAY_PAUSE.off).toBeGreaterThan(0); // with animation off Play still waits between steps
});

const root = join(import.meta.dirname, '..', '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const turnOf = (s: BattleState) => (s.phase === 'deploy' ? 0 : s.turn);

/** The long battle's last turn: crackdown's forces since #10's twelfth session give some 290 commands by turn 30. */
const LAST = 34;
/** A long battle: the scripted sides play a valley scenario that only ends after turn LAST (over 300 commands). */
function longRecord() {
  const s = scenarioById('valley-crackdown')!;
  const scenario = { ...s, win: { lastTurn: LAST } };
  const seed = seedFromNumber(5);
  const map = maps.get(s.map)!.battle;
  const game = playOut(scenario, map, seed);
  if ('error' in game) throw new Error(game.error);
  return makeRecord('battle', { scenario, map, deployment: 'players' }, seed, game.log, game.hash);
}

it('rebuilds every step of a 300-command battle from its record, the same whichever way it is walked, at most one checkpoint interval of commands a step', () => {
  const record = longRecord();
  expect(record.log.length).toBeGreaterThan(300);
  const t0 = performance.now();
  // The module as the timeline sees it, counting the commands it applies.
  let applies = 0;
  const counted = { ...battleModule, apply: (...a: Parameters<typeof battleModule.apply>) => (applies++, battleModule.apply(...a)) };
  const built = Timeline.build(counted, record, turnOf);
  const buildMs = performance.now() - t0;
  if (!built.ok) throw new Error(built.message);
  const t = built.timeline;
  expect(t.n).toBe(record.log.length);
  expect(t.starts.map((s) => s.turn)).toEqual([0, ...Array.from({ length: LAST }, (_, i) => i + 1)]);
  // The truth, step by step, straight from create/apply.
  const created = battleModule.create(record.setup as never, record.seed);
  if (!created.ok) throw new Error('no battle');
  const truth = [battleModule.hash(created.state)];
  let state = created.state;
  for (const e of record.log) {
    state = battleModule.apply(state, e.side, e.command as never).state;
    truth.push(battleModule.hash(state));
  }
  // Backwards (the slow way: each step from its checkpoint), forwards, then turn by turn.
  const times: number[] = [];
  const work: number[] = [];
  const at = (k: number) => {
    const s0 = performance.now();
    applies = 0;
    const state = t.stateAt(k);
    times.push(performance.now() - s0);
    work.push(applies);
    return battleModule.hash(state);
  };
  for (let k = t.n; k >= 0; k--) expect(at(k)).toBe(truth[k]);
  // Backwards, each step is rebuilt from its checkpoint: never more than CHECKPOINT-1 commands.
  expect(Math.max(...work)).toBe(CHECKPOINT - 1);
  work.length = 0;
  for (let k = 0; k <= t.n; k++) expect(at(k)).toBe(truth[k]);
  // Forwards, each step is one command on from the last.
  expect(Math.max(...work)).toBe(1);
  for (const s of t.starts) {
    expect(at(s.step)).toBe(truth[s.step]);
    expect(turnOf(t.stateAt(s.step))).toBe(s.turn);
    if (s.step > 0) expect(turnOf(t.stateAt(s.step - 1))).not.toBe(s.turn);
  }
  times.sort((a, b) => a - b);
  const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  console.log(`replay timeline: ${t.n} commands, built and checked in ${buildMs.toFixed(0)} ms; stateAt over ${times.length} steps: p50 ${p(0.5).toFixed(2)} ms, p99 ${p(0.99).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (checkpoint every ${CHECKPOINT})`);
  // The bound that matters is the work above; wall time on a shared machine only gets a loose check.
  expect(p(0.5)).toBeLessThan(8);
});

it("plans a replay step's beats with the battle's own planner: a move slides along its path, an attack strikes where the defender stood", () => {
  const record = longRecord();
  const built = Timeline.build(battleModule, record, turnOf);
  if (!built.ok) throw new Error(built.message);
  const t = built.timeline;
  const k = record.log.findIndex((e) => e.events.some((ev) => (ev as { type: string }).type === 'moved' && (ev as { path: unknown[] }).path.length >= 2));
  const moved = record.log[k].events.find((ev) => (ev as { type: string }).type === 'moved') as { unitId: string; from: { x: number; y: number }; path: { x: number; y: number }[] };
  const beats = replayBeats(t, k, k + 1)!;
  const move = beats.find((b) => b.kind === 'move')!;
  expect(move).toEqual({ kind: 'move', unitIds: expect.arrayContaining([moved.unitId]), path: [moved.from, ...moved.path] });
  // The mover stood at the path's start in the step before.
  const unit = battleModule.viewFor(t.stateAt(k), { role: 'gamemaster' }).units.find((u) => u.id === moved.unitId)!;
  expect({ x: unit.x, y: unit.y }).toEqual(moved.from);
  // A killing blow: the strike lands where the defender stood before it, and it fades out as a ghost.
  const killing = (ev: unknown) => (ev as { type: string }).type === 'attack' && (ev as { after: string }).after === 'dead';
  const a = record.log.findIndex((e) => e.events.some(killing));
  const attack = record.log[a].events.find(killing) as { defenderId: string };
  const strike = replayBeats(t, a, a + 1)!.find((b) => b.kind === 'strike' && b.defenderId === attack.defenderId);
  const defender = battleModule.viewFor(t.stateAt(a), { role: 'gamemaster' }).units.find((u) => u.id === attack.defenderId)!;
  expect(strike?.kind === 'strike' && { at: strike.at, ghost: strike.ghost?.id }).toEqual({ at: { x: defender.x, y: defender.y }, ghost: defender.id });
  // Back, a jump, past the end: drawn at once.
  expect([replayBeats(t, k + 1, k), replayBeats(t, k, k + 2), replayBeats(t, t.n, t.n + 1)]).toEqual([null, null, null]);
});

it('refuses a record whose dice were changed', () => {
  const record = longRecord();
  const i = record.log.findIndex((e) => JSON.stringify(e.events).includes('"dice"'));
  const bad = structuredClone(record);
  bad.log[i].events = JSON.parse(JSON.stringify(bad.log[i].events).replace(/"dice":\[(\d)/, (_, d) => `"dice":[${(Number(d) % 6) + 1}`));
  const built = Timeline.build(battleModule, bad, turnOf);
  expect(built.ok).toBe(false);
  expect(!built.ok && built.message).toMatch(new RegExp(`^Command ${i + 1} `));
});

it("steps through the gamemaster's table acts too: narration, a pause and a ruling that ends the battle", () => {
  const record = longRecord();
  const cut = 40;
  const created = battleModule.create(record.setup as Parameters<typeof battleModule.create>[0], record.seed);
  if (!created.ok) throw new Error(created.error.message);
  let state = created.state;
  for (const e of record.log.slice(0, cut)) state = battleModule.apply(state, e.side, battleModule.command.parse(e.command)).state as BattleState;
  const log = record.log.slice(0, cut);
  const acts: TableAct[] = [{ type: 'narrate', text: 'Sirens in the distance' }, { type: 'pause' }, { type: 'resume' }, { type: 'ruling', winners: [1], reason: 'The police withdrew' }];
  for (const act of acts) {
    const r = battleModule.table!.apply(state, act);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state as BattleState;
    log.push({ side: -1, command: act, events: r.events });
  }
  const withActs = makeRecord('battle', record.setup, record.seed, log, battleModule.hash(state));
  const built = Timeline.build(battleModule, withActs, turnOf);
  expect(built.ok, built.ok ? '' : built.message).toBe(true);
  if (!built.ok) return;
  const t = built.timeline;
  expect(t.n).toBe(cut + 4);
  expect(t.stateAt(cut + 2).paused).toBe(true);
  expect(t.stateAt(cut + 4).phase).toBe('over');
  expect(t.stateAt(cut + 4).result?.winners).toEqual([1]);
  // Walking back from the end goes through the acts again.
  expect(t.stateAt(cut + 1).phase).not.toBe('over');
  expect(battleModule.hash(t.stateAt(cut + 4))).toBe(battleModule.hash(state));
});
