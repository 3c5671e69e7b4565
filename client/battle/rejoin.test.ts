import { describe, expect, it } from 'vitest';
import { rejoinWhenBack } from './rejoin.ts';

describe('rejoining after the server went away', () => {
  it('waits, with progress shown, until the server answers, then reopens the battle once', async () => {
    const shown: string[] = [];
    const waits: number[] = [];
    let up = 0;
    let reopened = 0;
    const ok = await rejoinWhenBack({ healthy: async () => ++up >= 4, reopen: () => reopened++, show: (t) => shown.push(t), wait: async (ms) => void waits.push(ms) });
    expect(ok).toBe(true);
    expect(reopened).toBe(1);
    expect(waits).toEqual([1000, 1500, 2250]);
    expect(shown.at(-2)).toMatch(/attempt 4/);
    expect(shown.at(-1)).toMatch(/back: rejoining/);
  });

  it('gives up after its attempts and says to reload, without reopening', async () => {
    const shown: string[] = [];
    let reopened = 0;
    const ok = await rejoinWhenBack({ healthy: async () => false, reopen: () => reopened++, show: (t) => shown.push(t), wait: async () => {} }, 3);
    expect(ok).toBe(false);
    expect(reopened).toBe(0);
    expect(shown.at(-1)).toMatch(/Reload the page/);
  });
});
