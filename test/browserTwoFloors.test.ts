import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { floorAt } from '../shared/battle/rules/contested.ts';
import { CHROMIUM, hasChromium, pageState, useBrowserAndServer } from './browserSupport.ts';
import { openStepAsHeroes, squareTip } from './browserCombatStepSupport.ts';

// Issue 11, HC-06, in the browser: a step with both Weak Floor and Hard Floor (set by the gamemaster's
// overrides) has both on the board, each square's tooltip naming its own floor.

const BOTH = [
  { table: 'complication-count', set: 4 },
  { table: 'complication', index: 0, set: 'hard-floor' },
  { table: 'complication', index: 1, set: 'weak-floor' },
];

describe.skipIf(!hasChromium)(hasChromium ? 'two floors in the browser (#11)' : `two floors: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('HC-06 both floors marked in force, a square of each names its floor in the tooltip', async () => {
    mkdirSync('/tmp/shots', { recursive: true });
    const errors: string[] = [];
    const step = await openStepAsHeroes(h, 3, errors, BOTH);
    const view = (await pageState(step.page)).game;
    const m = view.map;
    expect(m.complications!.filter((c) => c.id.endsWith('-floor') && c.inForce).map((c) => c.id).sort()).toEqual(['hard-floor', 'weak-floor']);
    expect(m.hazards!.floors!.length).toBe(2);
    const squares = Array.from({ length: m.width * m.height }, (_, i) => ({ x: i % m.width, y: Math.floor(i / m.width) }));
    const mid = (q: { x: number; y: number }) => Math.abs(q.x - m.width / 2) + Math.abs(q.y - m.height / 2);
    const free = (q: { x: number; y: number }) => m.terrain[q.y * m.width + q.x] !== 'barrier' && !view.units.some((u) => u.x === q.x && u.y === q.y);
    for (const strength of ['weak', 'hard'] as const) {
      const sq = squares.filter((q) => free(q) && floorAt(m, q)?.floor.strength === strength).sort((a, b) => mid(a) - mid(b))[0];
      await squareTip(step.page, m, sq.x, sq.y, `${strength === 'weak' ? 'Weak' : 'Hard'} Floor, section`);
      await step.page.screenshot({ path: `/tmp/shots/two-floors-${strength}.png` });
    }
    await step.other.room.leave(true).catch(() => undefined);
    expect(errors).toEqual([]);
  }, 240_000);
});
