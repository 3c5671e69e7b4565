import { describe, expect, it } from 'vitest';
import { check } from '../reducer/guards.ts';
import { testBattle, testHero, testUnit, textMap } from '../testing.ts';
import { coverSquares, moveBlocker, moveHint, recoverHint, shotBlocker, shotLine, spendLimits, stanceLimits, stanceSpends, whyNoHeroMove, whyNoShot } from './hints.ts';

// The client's hints come from here; each must agree with what check() (the reducer's guards) says.

const open = textMap(['........', '........', '........', '........', '........', '........']);
const archer = (over = {}) => testUnit('A1', 0, 1, 1, { missileRange: 2, missileAttack: 3, ...over });

describe('spend limits (SW-08/09)', () => {
  const units = [archer(), testUnit('B1', 1, 3, 1)];
  const shot = { type: 'shoot', unitId: 'A1', targetId: 'B1' } as const;

  it('one Vigor without Badassery, the whole pool with it; none for a unit without a hero', () => {
    expect(spendLimits(testBattle(open, units), 0, shot, 0)).toBeNull();
    const plain = testBattle(open, units, 1, { heroes: [testHero('h', 0, 'A1')] });
    expect(spendLimits(plain, 0, shot, 0)).toEqual({ hero: 'Hero h', vigorMax: 1, lastingPool: null, lastingMax: 0 });
    const bad = testBattle(open, units, 1, { heroes: [testHero('h', 0, 'A1', { secrets: [{ type: 'badassery', pool: 'vigor' }] })] });
    expect(spendLimits(bad, 0, shot, 0)?.vigorMax).toBe(2);
  });

  it('Lasting Damage from the Vigor pool gets what the Vigor chosen leaves, as check() accepts', () => {
    const s = testBattle(open, units, 1, { heroes: [testHero('h', 0, 'A1', { secrets: [{ type: 'lastingDamage', pool: 'vigor' }] })] });
    expect(spendLimits(s, 0, shot, 0)).toMatchObject({ vigorMax: 1, lastingPool: 'vigor', lastingMax: 2 });
    expect(spendLimits(s, 0, shot, 1)).toMatchObject({ lastingMax: 1 });
    expect(check(s, 0, { ...shot, vigor: 1, lasting: 1 })).toBeNull();
    expect(check(s, 0, { ...shot, vigor: 1, lasting: 2 })?.code).toBe('too-many-points');
  });

  it('nothing to spend on a shot that cannot be made, or by the other side', () => {
    const s = testBattle(open, [archer(), testUnit('B1', 1, 6, 5)], 1, { heroes: [testHero('h', 0, 'A1')] });
    expect(spendLimits(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1' }, 0)).toBeNull();
    const theirs = testBattle(open, units, 1, { heroes: [testHero('h', 1, 'A1')] });
    expect(spendLimits(theirs, 0, shot, 0)).toBeNull();
  });
});

describe('hero stance (SW-08/09)', () => {
  it('caps at 1, or at the pool maximum with Badassery, exactly where check() starts refusing', () => {
    const lin = testHero('lin', 0, 'A1', { maxPools: { vigor: 2, instinct: 4, reason: 2 }, secrets: [{ type: 'badassery', pool: 'instinct' }] });
    const s = testBattle(open, [testUnit('A1', 0, 1, 1)], 1, { heroes: [lin] });
    expect(stanceLimits(lin)).toEqual({ defend: 4, react: 1 });
    expect(check(s, 0, { type: 'heroStance', heroId: 'lin', defend: 4, react: 1 })).toBeNull();
    expect(check(s, 0, { type: 'heroStance', heroId: 'lin', defend: 5, react: 0 })?.code).toBe('too-many-points');
    expect(check(s, 0, { type: 'heroStance', heroId: 'lin', defend: 0, react: 2 })?.code).toBe('too-many-points');
  });

  it('spends no more than the pool has left', () => {
    const h = testHero('h', 0, 'A1', { pools: { vigor: 2, instinct: 0, reason: 2 }, stance: { defend: 1, react: 1 } });
    expect(stanceSpends(h, 'defend')).toBe(0);
    expect(stanceSpends(h, 'react')).toBe(1);
  });
});

describe('moves', () => {
  it('says why a unit cannot move at all, in the engine words, and nothing when only the square matters', () => {
    const s = testBattle(open, [testUnit('A1', 0, 1, 1), testUnit('A2', 0, 1, 1, { level: 1 }), testUnit('A3', 0, 4, 4, { moved: true }), testUnit('B1', 1, 7, 5)]);
    expect(moveBlocker(s, 0, 'A2')).toBeNull();
    expect(moveBlocker(s, 0, 'A1')?.code).toBe('not-on-top');
    expect(moveBlocker(s, 0, 'A3')?.message).toMatch(/already moved/);
    expect(moveBlocker({ ...s, actionsLeft: 0 }, 0, 'A2')?.code).toBe('no-actions');
    expect(moveBlocker(s, 1, 'B1')?.code).toBe('not-your-turn');
  });

  it('gives the cost of a square in reach and the rejection for one out of it', () => {
    const s = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 7, 5)]);
    expect(moveHint(s, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 2 } })).toEqual({ ok: true, cost: 2 });
    const far = moveHint(s, 0, { type: 'move', unitId: 'A1', to: { x: 6, y: 0 } });
    expect(far).toEqual({ ok: false, reason: 'Unit A1 cannot reach (6, 0) this move' });
  });
});

describe('shots', () => {
  it('a unit that already shot is blocked whatever it aims at; one out of range only lacks a target', () => {
    const near = testBattle(open, [archer({ shot: true }), testUnit('B1', 1, 3, 1)]);
    expect(shotBlocker(near, 0, 'A1')?.code).toBe('already-shot');
    expect(whyNoShot(near, 0, 'A1')).toMatch(/already shot/);
    const far = testBattle(open, [archer(), testUnit('B1', 1, 6, 5)]);
    expect(shotBlocker(far, 0, 'A1')).toBeNull();
    expect(whyNoShot(far, 0, 'A1')).toBe("B1 is not an enemy within Unit A1's range 2 and line of sight");
    const ready = testBattle(open, [archer(), testUnit('B1', 1, 3, 1)]);
    expect(whyNoShot(ready, 0, 'A1')).toBeNull();
  });

  it('the line to a square: cover squares and dice from lineOfSight, range from missileRange', () => {
    const map = textMap(['........', '...w.#..', '........']);
    const s = testBattle(map, [testUnit('A1', 0, 1, 1, { missileRange: 3, missileAttack: 3 })]);
    const shooter = s.units[0];
    expect(coverSquares(map, shooter, { x: 4, y: 1 })).toEqual([{ x: 3, y: 1 }]);
    expect(shotLine(s, shooter, { x: 4, y: 1 })).toMatchObject({ clear: true, dice: 1, label: '−1 die cover', cover: [{ x: 3, y: 1 }] });
    expect(shotLine(s, shooter, { x: 3, y: 0 })).toMatchObject({ clear: true, dice: 0, label: 'clear shot', cover: [] });
    expect(shotLine(s, shooter, { x: 6, y: 1 })).toMatchObject({ clear: false, inSight: false, blockedBy: { x: 5, y: 1 }, label: 'blocked' });
    const wide = textMap(['........', '........']);
    expect(shotLine(testBattle(wide, s.units), shooter, { x: 7, y: 0 })).toMatchObject({ clear: false, inSight: true, inRange: false, label: 'out of range' });
  });

  it('the target square itself is cover for the dice but not a square in the way', () => {
    const map = textMap(['.....', '...r.']);
    const s = testBattle(map, [testUnit('A1', 0, 1, 1, { missileRange: 3, missileAttack: 3 })]);
    expect(shotLine(s, s.units[0], { x: 3, y: 1 })).toMatchObject({ dice: 1, cover: [] });
  });
});

describe('heroes and recovery', () => {
  it('a hero with no touching unit: the engine reason for the nearest one', () => {
    const s = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 4, 4), testUnit('B1', 1, 7, 5)], 1, { heroes: [testHero('h', 0, 'A1')] });
    expect(whyNoHeroMove(s, 0, 'h')).toBe('Hero h can only move to a unit touching Unit A1');
    const touching = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 1), testUnit('B1', 1, 7, 5)], 1, { heroes: [testHero('h', 0, 'A1')] });
    expect(whyNoHeroMove(touching, 0, 'h')).toBeNull();
  });

  it('SW-13 recovery: its cost, and why not when the side cannot pay', () => {
    const units = [testUnit('A1', 0, 0, 0, { condition: 'bloodied' }), testUnit('A2', 0, 2, 0), testUnit('B1', 1, 7, 5)];
    expect(recoverHint(testBattle(open, units), 0, 'A2')).toBeNull();
    expect(recoverHint(testBattle(open, units, 1, { resources: [3, 0] }), 0, 'A1')).toEqual({ cost: 1, reason: null });
    expect(recoverHint(testBattle(open, units), 0, 'A1')).toEqual({ cost: 1, reason: 'Recovering Unit A1 costs 1 RP; you have 0' });
  });
});
