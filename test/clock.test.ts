import { describe, expect, it } from 'vitest';
import { Countdown, type Timers } from '../server/rooms/clock.ts';

// The room's countdown: one wait at a time, kept across commands of the same wait, held by a pause
// with its time left and run on from there.

function fakeTimers() {
  let now = 1000;
  const pending: { at: number; fire: () => void; live: boolean }[] = [];
  const timers: Timers = {
    setTimeout(fire, ms) {
      const t = { at: now + ms, fire, live: true };
      pending.push(t);
      return { clear: () => (t.live = false) };
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const t of pending) if (t.live && t.at <= now) (t.live = false), t.fire();
  };
  return { timers, now: () => now, advance };
}

describe('the countdown', () => {
  it('keeps the deadline of the same wait, restarts for a new one, and fires once', () => {
    const f = fakeTimers();
    const c = new Countdown(f.timers, f.now);
    let fired = 0;
    c.run('0:move', 1000, () => fired++);
    expect(c.deadline).toBe(2000);
    f.advance(400);
    c.run('0:move', 1000, () => fired++);
    expect(c.deadline).toBe(2000);
    f.advance(600);
    expect([fired, c.deadline]).toEqual([1, 0]);
    c.run('1:move', 1000, () => fired++);
    expect(c.deadline).toBe(3000);
  });

  it('a hold keeps the time left and the same wait runs on with it; another wait starts afresh', () => {
    const f = fakeTimers();
    const c = new Countdown(f.timers, f.now);
    let fired = 0;
    c.run('0:move', 1000, () => fired++);
    f.advance(700);
    c.hold();
    expect(c.deadline).toBe(0);
    f.advance(5000);
    expect(fired).toBe(0);
    c.run('0:move', 1000, () => fired++);
    expect(c.deadline).toBe(f.now() + 300);
    f.advance(300);
    expect(fired).toBe(1);
    c.run('0:move', 1000, () => fired++);
    c.hold();
    c.run('1:resources', 1000, () => fired++);
    expect(c.deadline).toBe(f.now() + 1000);
  });
});
