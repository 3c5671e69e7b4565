import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { reachable } from './movement.ts';
import { tremors } from './slope.ts';

// HC-06 Sudden Shocks and Steep Slope in play (shared/battle/rules/slope.ts, run by apply last).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.......', '.......', '.......', '.......', '.......', '.......', '...#...'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const shaking: BattleMap = { ...textMap(ROWS), hazards: { shocks: { shockOn: 4, against: 0 } } };
const sloped = (over: Partial<BattleMap> = {}): BattleMap => ({ ...textMap(ROWS), hazards: { slope: { downhill: 'south', moveLoss: 1, against: [0, 1] } }, ...over });

describe('HC-06 Sudden Shocks', () => {
  it('HC-06 at a turn\'s start a d6: on 4+ every unit on the ground rolls React against 2D6 and, lost, is knocked down (its move spent); no shock within a turn', () => {
    let struck = 0;
    let calm = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const units = [testUnit('a', 0, 1, 1, { react: 2 }), testUnit('b', 1, 5, 5, { react: 2 }), testUnit('f', 0, 3, 3, { altitude: 2 })];
      const before = testBattle(shaking, units, seed, { turn: 1, phase: 'resources' });
      const events: BattleEvent[] = [];
      const after = tremors(before, { ...before, turn: 2, phase: 'move' }, events);
      const [shock] = of(events, 'shock');
      expect(shock).toMatchObject({ turn: 2, needed: 4, strikes: shock.die >= 4 });
      const knocks = of(events, 'knockdown');
      if (!shock.strikes) {
        calm++;
        expect(knocks).toEqual([]);
        continue;
      }
      struck++;
      // The flier (above its ground) is not shaken.
      expect(knocks.map((k) => k.unitId)).toEqual(['a', 'b']);
      for (const k of knocks) {
        expect(k.down).toBe(k.roll.winner === 'b');
        expect(k.roll.b.ability).toBe(0);
        expect(after.units.find((u) => u.id === k.unitId)!.moved).toBe(k.down);
      }
    }
    expect(struck).toBeGreaterThan(5);
    expect(calm).toBeGreaterThan(5);
    const mid = testBattle(shaking, [testUnit('a', 0, 1, 1)]);
    const events: BattleEvent[] = [];
    expect(tremors(mid, { ...mid, phase: 'opportunity' }, events)).toEqual({ ...mid, phase: 'opportunity' });
    expect(events).toEqual([]);
  });
});

describe('HC-06 Sudden Shocks and the preparation', () => {
  it('HC-06 no shock when the set-up ends into the preparation (turn 0, HC-02): the first shock is at turn 1\'s start', () => {
    const units = [testUnit('a', 0, 1, 1), testUnit('b', 1, 5, 5)];
    const deploying = testBattle(shaking, units, 1, { turn: 1, phase: 'deploy' });
    const events: BattleEvent[] = [];
    const prep = { ...deploying, turn: 0, phase: 'move' as const };
    expect(tremors(deploying, prep, events)).toBe(prep);
    expect(events).toEqual([]);
    // The preparation's end is turn 1's start: one shock there.
    tremors(prep, { ...prep, turn: 1 }, events);
    expect(of(events, 'shock')).toHaveLength(1);
  });
});

describe('HC-06 Steep Slope', () => {
  it('HC-06 a unit on the ground has Move -1 (never below 1) on the slope', () => {
    const far = (m: BattleMap, move: number) => Math.max(...reachable(testBattle(m, [testUnit('a', 0, 3, 3, { move }), testUnit('z', 1, 0, 6)]), 'a').map((r) => r.cost));
    expect(far(textMap(ROWS), 3)).toBe(3);
    expect(far(sloped(), 3)).toBe(2);
    expect(far(sloped(), 1)).toBe(1);
  });

  it('HC-06 a fallen unit rolls React against 2D6, lost it slides D10 squares downhill and rolls again against 2D6+1, stopping at a wall or the edge', () => {
    let slid = 0;
    for (let seed = 1; seed <= 40; seed++) {
      // The drop: the ground off the top three rows is 4 levels down; the walker steps off and falls.
      const map = sloped({ drop: { surface: [{ x: 0, y: 0, w: 7, h: 3 }], depth: 4, bottom: 'solid' } });
      const r = rules.step(testBattle(map, [testUnit('a', 0, 3, 2, { react: 0, vitality: 9 }), testUnit('z', 1, 0, 0)], seed), 0, { type: 'move', unitId: 'a', to: { x: 3, y: 3 } });
      const slides = of(r.events, 'slide');
      expect(of(r.events, 'fell')).toHaveLength(1);
      expect(slides.length).toBeGreaterThan(0);
      slides.forEach((s, i) => {
        expect(s.roll.b.ability).toBe(i === 0 ? 0 : 1);
        if (s.roll.winner === 'a') expect([s.die, s.to]).toEqual([0, s.from]);
        else expect(s.to).toEqual({ x: 3, y: Math.min(5, s.from.y + s.die) }); // the wall at (3,6) stops it
        if (i > 0) expect(s.from).toEqual(slides[i - 1].to);
      });
      const a = r.state.units.find((u) => u.id === 'a')!;
      expect({ x: a.x, y: a.y }).toEqual(slides.at(-1)!.to);
      if (a.y > 3) slid++;
    }
    expect(slid).toBeGreaterThan(5);
  });

  it('HC-06 HC-01 a slide across the cube\'s edge is logged like any crossing, and under Out is Out the unit is out for good', () => {
    const outIsOut = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30, contested: { outIsOut: true } } }));
    let left = 0;
    let stayed = 0;
    for (let seed = 1; seed <= 40; seed++) {
      // The cube: rows 0-4 at every level of the fall; a slide to row 5 leaves it.
      const map = sloped({ drop: { surface: [{ x: 0, y: 0, w: 7, h: 3 }], depth: 4, bottom: 'solid' }, cube: { x: 0, y: 0, w: 7, h: 5, zMin: -5, zMax: 5 } });
      const r = outIsOut.step(testBattle(map, [testUnit('a', 0, 3, 2, { react: 0, vitality: 9 }), testUnit('z', 1, 0, 0)], seed), 0, { type: 'move', unitId: 'a', to: { x: 3, y: 3 } });
      const a = r.state.units.find((u) => u.id === 'a')!;
      const crossings = of(r.events, 'cube');
      if (a.y >= 5) {
        left++;
        expect(crossings).toEqual([{ type: 'cube', unitId: 'a', inside: false, forGood: true }]);
        // Logged after the slide that took it out.
        expect(r.events.indexOf(crossings[0])).toBeGreaterThan(r.events.findIndex((e) => e.type === 'slide' && e.to.y >= 5));
        expect(a.outForGood).toBe(true);
      } else {
        stayed++;
        expect(crossings).toEqual([]);
        expect(a.outForGood).toBeUndefined();
      }
    }
    expect(left).toBeGreaterThan(3);
    expect(stayed).toBeGreaterThan(3);
  });
});
