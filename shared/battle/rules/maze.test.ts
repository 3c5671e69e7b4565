import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { generateWithOverrides } from '../../combatSetup/overrides.ts';
import { BOARDS, STEP, TEAM } from '../../combatSetup/testing.ts';
import { deploySquares } from './deployment.ts';
import { neighbours } from './grid.ts';
import { stepCost } from './movement.ts';
import { textMap, testBattle, testUnit } from '../testing.ts';
import { lineOfSight, missileRange, shootTargets } from './shooting.ts';
import { legalCommands } from '../queries/legal.ts';
import { shotLine } from '../queries/hints.ts';
import type { BattleMap, Square } from '../../map/battleMap.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// Issue 11, HC-06 Maze: "the board is a maze with many obstacles and no long lines of sight. The
// maximum length of the lines of sight is D6+1 squares." The cap is in the engine's one line-of-sight
// function; the obstacles are walls with gaps laid on open squares.

function mazeBattle(seed: number) {
  const r = generateWithOverrides({ step: STEP, heroes: TEAM, boards: BOARDS }, seed, [{ table: 'complication-count', set: 3 }, { table: 'complication', index: 0, set: 'maze' }]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return { setup: r.setup, ...battleFromSetup(r.setup, repoMap(r.setup.board.name)) };
}

const key = (s: Square) => `${s.x},${s.y}`;
function reach(map: BattleMap): Set<string> {
  const seen = new Set<string>();
  const queue = deploySquares(map, 0);
  while (queue.length) {
    const q = queue.pop()!;
    if (seen.has(key(q))) continue;
    seen.add(key(q));
    for (const n of neighbours(map, q)) if (stepCost(map, q, n) !== null) queue.push(n);
  }
  return seen;
}

describe('HC-06 Maze in play', () => {
  it('the line of sight is capped at the rolled length: at the cap clear, one farther not clear (and says why)', () => {
    const map = { ...textMap(['.'.repeat(12), '.'.repeat(12)]), sight: { max: 3, reason: 'Maze' } };
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 3, y: 1 }).clear).toBe(true);
    const far = lineOfSight(map, { x: 0, y: 0 }, { x: 4, y: 0 });
    expect(far.clear).toBe(false);
    expect(far.beyond).toBe(3);
    // Without the cap the same line is clear.
    expect(lineOfSight(textMap(['.'.repeat(12)]), { x: 0, y: 0 }, { x: 10, y: 0 }).clear).toBe(true);
  });

  it('the legal targets, the range overlay, the commands offered and the shot line all follow the cap', () => {
    const map = { ...textMap(['.'.repeat(12), '.'.repeat(12)]), sight: { max: 3, reason: 'Maze' } };
    const shooter = testUnit('a', 0, 0, 0, { missileAttack: 4, missileRange: 8 });
    const near = testUnit('b', 1, 3, 0);
    const far = testUnit('c', 1, 5, 1);
    const state = testBattle(map, [shooter, near, far]);
    expect(shootTargets(state, shooter).map((u) => u.id)).toEqual(['b']);
    expect(Math.max(...missileRange(state, shooter).map((s) => Math.max(s.x, s.y)))).toBe(3);
    const shots = legalCommands(state, 0).filter((c) => c.type === 'shoot').map((c) => (c as { targetId: string }).targetId);
    expect(shots).toContain('b');
    expect(shots).not.toContain('c');
    expect(shotLine(state, shooter, far).label).toBe('beyond sight (3 squares)');
  });

  it('the combat step lays it: the rolled D6+1 as the cap, in force, walls only on open squares off the deploy squares, nothing cut off', () => {
    for (const seed of [3, 8, 21]) {
      const { setup, map, notInForce } = mazeBattle(seed);
      const rolled = setup.complications.list.find((c) => c.id === 'maze')!.details[0];
      if (rolled.kind !== 'maze') throw new Error('no maze');
      expect(rolled.sightLimit.total).toBeGreaterThanOrEqual(2);
      expect(rolled.sightLimit.total).toBeLessThanOrEqual(7);
      expect(map.sight).toEqual({ max: rolled.sightLimit.total, reason: 'Maze' });
      const c = map.complications!.find((x) => x.id === 'maze')!;
      expect(c.inForce).toBe(true);
      expect(c.how).toContain(`no line of sight longer than ${rolled.sightLimit.total} squares`);
      expect(notInForce.some((n) => n.includes('Maze'))).toBe(false);
      const walls = c.changed ?? [];
      expect(walls.length).toBeGreaterThan(0);
      const base = repoMap(setup.board.name);
      const deploy = new Set(map.deploy.flatMap((d) => Array.from({ length: d.w * d.h }, (_, i) => `${d.x + (i % d.w)},${d.y + Math.floor(i / d.w)}`)));
      for (const w of walls) {
        expect(w.terrain).toBe('barrier');
        expect(['barrier', 'deep-water']).not.toContain(base.terrain[w.y * base.width + w.x]);
        expect(deploy.has(key(w))).toBe(false);
      }
      // Every square a unit could reach without the walls it still reaches, but the walls themselves.
      const before = reach({ ...map, terrain: map.terrain.map((t, i) => (walls.some((w) => w.y * map.width + w.x === i) ? base.terrain[i] : t)) });
      const after = reach(map);
      const walled = new Set(walls.map(key));
      expect([...before].filter((k) => !walled.has(k) && !after.has(k))).toEqual([]);
    }
  });
});
