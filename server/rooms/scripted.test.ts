import { describe, expect, it } from 'vitest';
import type { Timers } from './clock.ts';
import { ScriptedSides } from './scripted.ts';

// The scripted side's plan with a thinker off the event loop (#10): its answer is applied after the
// delay and only while the game is where it was asked; a pause, a newer command or the room closing
// (stop) drops it; a thinker that fails gives the side's default (null). A plan asked for again at the
// same command count runs on instead of starting over. Timers and answers are stepped by hand.

interface Game {
  seq: number;
  paused: boolean;
}

function manualTimers(): Timers & { fire(): void; count(): number } {
  let due: (() => void)[] = [];
  return {
    setTimeout(fire) {
      const entry = () => fire();
      due.push(entry);
      return { clear: () => (due = due.filter((d) => d !== entry)) };
    },
    fire() {
      const now = due;
      due = [];
      for (const f of now) f();
    },
    count: () => due.length,
  };
}

const module = {
  pending: () => ({ side: 1, what: 'move', decision: false }),
  table: { paused: (g: Game) => g.paused, scripted: () => [1], script: () => 'default' },
} as unknown as ConstructorParameters<typeof ScriptedSides>[0];

function setUp() {
  const timers = manualTimers();
  const asked: { resolve(c: unknown): void; reject(e: Error): void }[] = [];
  const played: unknown[] = [];
  const game: Game = { seq: 5, paused: false };
  const think = () => new Promise<unknown>((resolve, reject) => asked.push({ resolve, reject }));
  const s = new ScriptedSides(module, timers, 100, () => 'sync', think);
  const plan = () => s.plan(game, game.seq, () => ({ state: game, seq: game.seq }), (_side, c) => played.push(c));
  return { timers, asked, played, game, s, plan };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('the scripted side with a thinker off the event loop', () => {
  it('applies the answer once both the answer and the delay are in, whichever comes last', async () => {
    const t = setUp();
    t.plan();
    expect(t.asked.length).toBe(1);
    expect(t.s.busy).toBe(true);
    t.asked[0].resolve('move!');
    await tick();
    expect(t.played).toEqual([]);
    t.timers.fire();
    expect(t.played).toEqual(['move!']);
    expect(t.s.busy).toBe(false);

    const u = setUp();
    u.plan();
    u.timers.fire();
    expect(u.played).toEqual([]);
    u.asked[0].resolve('late');
    await tick();
    expect(u.played).toEqual(['late']);
  });

  it('asked again at the same command count it thinks on; a new command count starts over', async () => {
    const t = setUp();
    t.plan();
    t.plan();
    expect(t.asked.length).toBe(1);
    t.game.seq = 6;
    t.plan();
    expect(t.asked.length).toBe(2);
    t.asked[0].resolve('stale');
    t.asked[1].resolve('fresh');
    t.timers.fire();
    await tick();
    expect(t.played).toEqual(['fresh']);
  });

  it('drops the answer when the room closes (stop), the game moved on, or it was paused meanwhile', async () => {
    const closed = setUp();
    closed.plan();
    closed.s.stop();
    closed.asked[0].resolve('x');
    closed.timers.fire();
    await tick();
    expect(closed.played).toEqual([]);

    // Thinking longer than the delay, and the room closes (or pauses) while it thinks.
    const slow = setUp();
    slow.plan();
    slow.timers.fire();
    slow.s.stop();
    slow.asked[0].resolve('x');
    await tick();
    expect(slow.played).toEqual([]);
    const slowPaused = setUp();
    slowPaused.plan();
    slowPaused.timers.fire();
    slowPaused.game.paused = true;
    slowPaused.plan();
    slowPaused.asked[0].resolve('x');
    await tick();
    expect(slowPaused.played).toEqual([]);

    const moved = setUp();
    moved.plan();
    moved.game.seq = 9; // a table act came in; nobody planned again yet
    moved.asked[0].resolve('x');
    moved.timers.fire();
    await tick();
    expect(moved.played).toEqual([]);

    const paused = setUp();
    paused.plan();
    paused.game.paused = true;
    paused.plan(); // the room plans again on every change: paused, nothing runs
    expect(paused.asked.length).toBe(1);
    expect(paused.timers.count()).toBe(0);
    paused.asked[0].resolve('x');
    await tick();
    expect(paused.played).toEqual([]);
  });

  it('a thinker that fails gives the side its default (null), not a stalled game', async () => {
    const t = setUp();
    t.plan();
    t.asked[0].reject(new Error('worker gone'));
    t.timers.fire();
    await tick();
    expect(t.played).toEqual([null]);
  });
});
