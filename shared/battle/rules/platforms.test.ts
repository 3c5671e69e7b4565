import { describe, expect, it } from 'vitest';
import type { AirPlatform, BattleMap } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { testBattle, testUnit, textMap } from '../testing.ts';
import { groundAt } from './contested.ts';
import { settle } from './height.ts';
import { DIRS, overlaps, platformBreaches, platformTurn, withPlatforms } from './platforms.ts';

// HC-05 flying platforms in play (shared/battle/rules/platforms.ts): moves at each turn's start,
// carrying their units, clipped to the board; tipping; failing per breach.

const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const ROWS = Array.from({ length: 12 }, () => '.'.repeat(20));
const platform = (over: Partial<AirPlatform> = {}): AirPlatform => ({
  rect: { x: 8, y: 4, w: 4, h: 4 },
  sides: [0, 1],
  movement: 'random-d10',
  die: 10,
  steered: false,
  tipsOver: null,
  control: { x: 2, y: 2 },
  failOnBreach: 30,
  failPerBreach: 5,
  breaches: 0,
  failed: false,
  text: 'a platform',
  ...over,
});
const airMap = (...platforms: AirPlatform[]): BattleMap => withPlatforms({ ...textMap(ROWS), air: { altitude: 300, platforms } }, platforms);
/** The command that begins turn 2: the turn's start. */
function nextTurn(map: BattleMap, units = [testUnit('a', 0, 9, 5, { altitude: 0 }), testUnit('b', 1, 10, 6, { altitude: 0 })], seed = 1) {
  const before = testBattle(map, units, seed, { turn: 1, phase: 'resources' });
  const after: BattleState = { ...before, turn: 2, phase: 'move' };
  const events: BattleEvent[] = [];
  const moved = platformTurn(before, after, events);
  return { before, after, moved, events, settled: settle(after, moved, events) };
}
const inside = (m: BattleMap, r: { x: number; y: number; w: number; h: number }) => r.x >= 0 && r.y >= 0 && r.x + r.w <= m.width && r.y + r.h <= m.height;

describe('HC-05 flying platforms: movement', () => {
  it('HC-05 a stationary platform stays; nothing moves within a turn', () => {
    const { moved, after, events } = nextTurn(airMap(platform({ movement: 'stationary', die: 0 })));
    expect(moved).toBe(after);
    expect(events).toEqual([]);
    const mid = testBattle(airMap(platform()), [testUnit('a', 0, 9, 5, { altitude: 0 })]);
    expect(platformTurn(mid, { ...mid, phase: 'opportunity' }, [])).toEqual({ ...mid, phase: 'opportunity' });
  });

  it('HC-05 a random platform moves its D10 in a d8 direction at the turn\'s start, carrying the units on it; a flier above stays', () => {
    const dirs = new Set<number>();
    for (let seed = 1; seed <= 60; seed++) {
      const flier = testUnit('f', 0, 9, 4, { altitude: 3 });
      const { moved, settled, events } = nextTurn(airMap(platform()), [testUnit('a', 0, 9, 5, { altitude: 0 }), testUnit('b', 1, 10, 6, { altitude: 0 }), flier], seed);
      const [e] = of(events, 'platform');
      expect(e.die).toBeGreaterThanOrEqual(1);
      expect(e.die).toBeLessThanOrEqual(10);
      const d = DIRS[e.dirs[e.dirs.length - 1] - 1];
      dirs.add(e.dirs[e.dirs.length - 1]);
      expect(e.to).toEqual({ ...e.from, x: e.from.x + d.x * e.steps, y: e.from.y + d.y * e.steps });
      expect(inside(moved.map, e.to), `seed ${seed}`).toBe(true);
      expect(e.steps).toBeLessThanOrEqual(e.die);
      expect(e.carried.sort()).toEqual(['a', 'b']);
      expect(moved.map.air!.platforms[0].rect).toEqual(e.to);
      expect(moved.map.drop!.surface).toEqual([e.to]);
      const a = moved.units.find((u) => u.id === 'a')!;
      expect({ x: a.x, y: a.y }).toEqual({ x: 9 + d.x * e.steps, y: 5 + d.y * e.steps });
      expect(moved.units.find((u) => u.id === 'f')).toEqual(flier);
      // Carried, they still stand on it: nobody falls.
      expect(of(events, 'fell').filter((x) => x.unitId !== 'f')).toEqual([]);
      expect(settled.units.filter((u) => u.id !== 'f').every((u) => u.altitude === 0)).toBe(true);
      expect(e.tips).toBe(false);
    }
    expect(dirs.size).toBe(8);
  });

  it('HC-05 "roll again for direction if it would move off the board", and clipped at its edge when every roll would', () => {
    let rerolled = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // In the corner, a D20 on a 20x12 board: most directions go off.
      const { moved, events } = nextTurn(airMap(platform({ rect: { x: 0, y: 0, w: 4, h: 4 }, die: 20, movement: 'random-d20', tipsOver: 15 })), [testUnit('a', 0, 1, 1, { altitude: 0 })], seed);
      const [e] = of(events, 'platform');
      if (e.dirs.length > 1) rerolled++;
      expect(inside(moved.map, e.to), `seed ${seed}`).toBe(true);
      const d = DIRS[e.dirs[e.dirs.length - 1] - 1];
      const full = { ...e.from, x: e.from.x + d.x * e.die, y: e.from.y + d.y * e.die };
      // A direction is kept at once when the whole move fits; else rolled again (up to 8 times), then clipped.
      if (inside(moved.map, full)) expect(e.steps).toBe(e.die);
      else expect(e.dirs).toHaveLength(8);
      for (const f of e.dirs.slice(0, -1)) {
        const g = DIRS[f - 1];
        expect(inside(moved.map, { ...e.from, x: g.x * e.die, y: g.y * e.die })).toBe(false);
      }
    }
    expect(rerolled).toBeGreaterThan(20);
  });

  it('HC-05 a platform stops before carrying a unit onto a square held by another unit at its level', () => {
    for (let seed = 1; seed <= 30; seed++) {
      // Units at level 0 (fliers hovering) two squares from the unit on a one-square platform, all round.
      const ring = [testUnit('a', 0, 9, 5, { altitude: 0 })];
      for (let x = 7; x <= 11; x++) for (let y = 3; y <= 7; y++) if (Math.max(Math.abs(x - 9), Math.abs(y - 5)) === 2) ring.push(testUnit(`r${x}-${y}`, 1, x, y, { altitude: 0 }));
      const { events } = nextTurn(airMap(platform({ rect: { x: 9, y: 5, w: 1, h: 1 } })), ring, seed);
      const [e] = of(events, 'platform');
      expect(e.steps).toBeLessThanOrEqual(1);
    }
  });
});

describe('HC-05 flying platforms meet edge to edge', () => {
  it('HC-05 a moving platform stops before it would overlap another standing platform', () => {
    let met = 0;
    for (let seed = 1; seed <= 60; seed++) {
      // A wall of platforms round a one-square platform, one square away: it goes one step at most.
      const ring = [
        platform({ rect: { x: 7, y: 3, w: 5, h: 1 }, movement: 'stationary', die: 0 }),
        platform({ rect: { x: 7, y: 7, w: 5, h: 1 }, movement: 'stationary', die: 0 }),
        platform({ rect: { x: 7, y: 4, w: 1, h: 3 }, movement: 'stationary', die: 0 }),
        platform({ rect: { x: 11, y: 4, w: 1, h: 3 }, movement: 'stationary', die: 0 }),
      ];
      const { moved, events } = nextTurn(airMap(platform({ rect: { x: 9, y: 5, w: 1, h: 1 } }), ...ring), [testUnit('a', 0, 9, 5, { altitude: 0 })], seed);
      const [e] = of(events, 'platform');
      expect(e.steps).toBeLessThanOrEqual(1);
      const [p, ...others] = moved.map.air!.platforms;
      for (const q of others) expect(overlaps(p.rect, q.rect)).toBe(false);
      if (e.steps === 1) met++;
    }
    expect(met).toBeGreaterThan(30);
  });
});

describe('HC-05 flying platforms: tipping and falling', () => {
  it('HC-05 a D20 platform moving more than 15 tips: each unit on it throws React against 2D6; lost, it slides D4 (D8 on a total defeat) the way it tipped, and off the edge it falls to the ground', () => {
    let tipped = 0;
    let slid = 0;
    let fell = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const map = airMap(platform({ rect: { x: 0, y: 4, w: 3, h: 3 }, die: 20, movement: 'random-d20', tipsOver: 15 }));
      const { moved, settled, events } = nextTurn(map, [testUnit('a', 0, 1, 5, { altitude: 0, react: 2 })], seed);
      const [e] = of(events, 'platform');
      expect(e.tips).toBe(e.steps > 15);
      const feet = of(events, 'tipFooting');
      if (!e.tips) {
        expect(feet).toEqual([]);
        continue;
      }
      tipped++;
      expect(feet).toHaveLength(1);
      const [f] = feet;
      expect(f.roll.b.ability).toBe(0);
      expect(f.die > 0).toBe(f.roll.winner === 'b');
      if (!f.die) continue;
      slid++;
      expect(f.die).toBeLessThanOrEqual(f.roll.totalDefeat ? 8 : 4);
      const d = { x: Math.sign(e.to.x - e.from.x), y: Math.sign(e.to.y - e.from.y) };
      const n = Math.max(Math.abs(f.to.x - f.from.x), Math.abs(f.to.y - f.from.y));
      expect(f.to).toEqual({ x: f.from.x + d.x * n, y: f.from.y + d.y * n });
      const a = settled.units.find((u) => u.id === 'a')!;
      expect({ x: a.x, y: a.y }).toEqual(f.to);
      if (groundAt(moved, f.to) < 0) {
        fell++;
        expect(of(events, 'fell')).toMatchObject([{ unitId: 'a', from: 0, to: -300, damage: 150, after: 'broken' }]);
      } else expect(of(events, 'fell')).toEqual([]);
    }
    expect(tipped).toBeGreaterThan(10);
    expect(slid).toBeGreaterThan(5);
    expect(fell).toBeGreaterThan(0);
  });

  it('HC-05 a pilot at the control point throws React against a D6: won, the platform goes toward the cube\'s centre; lost, it lurches at random and tips', () => {
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const map = { ...airMap(platform({ rect: { x: 0, y: 0, w: 4, h: 4 }, movement: 'steered-d10', steered: true })), cube: { x: 8, y: 4, w: 6, h: 6 } };
      const { events } = nextTurn(map, [testUnit('p', 0, 2, 2, { altitude: 0 }), testUnit('q', 0, 0, 0, { altitude: 0 })], seed);
      const [e] = of(events, 'platform');
      expect(e.pilot?.unitId).toBe('p');
      if (e.pilot!.roll.winner === 'a') {
        won++;
        expect(e.pilot!.toward).toEqual({ x: 11, y: 7 });
        // South-east toward (11,7) from its middle (2,2): at most 5 steps, the nearer axis.
        expect(e.to).toEqual({ ...e.from, x: Math.min(e.die, 5), y: Math.min(e.die, 5) });
        expect(e.tips).toBe(false);
      } else {
        lost++;
        expect(e.tips).toBe(true);
        expect(of(events, 'tipFooting')).toHaveLength(2);
      }
    }
    expect(won).toBeGreaterThan(5);
    expect(lost).toBeGreaterThan(5);
    // Nobody at the controls: it moves at random.
    const map = airMap(platform({ movement: 'steered-d10', steered: true }));
    const { events } = nextTurn(map, [testUnit('a', 0, 8, 4, { altitude: 0 })]);
    expect(of(events, 'platform')[0].pilot).toBeUndefined();
    expect(of(events, 'platform')[0].dirs.length).toBeGreaterThan(0);
  });

  it('HC-05 at each turn\'s start a breached platform fails on d100 ≤ 5% per breach; its units fall to the ground far below', () => {
    let failed = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const { moved, settled, events } = nextTurn(airMap(platform({ movement: 'stationary', die: 0, breaches: 3 })), undefined, seed);
      const [f] = of(events, 'platformFail');
      expect(f).toMatchObject({ cause: 'turn', breaches: 3, chance: 15, fails: f.d100 <= 15 });
      expect(moved.map.air!.platforms[0].failed).toBe(f.fails);
      expect(moved.map.drop!.surface).toEqual(f.fails ? [] : [moved.map.air!.platforms[0].rect]);
      expect(of(events, 'fell').map((e) => e.unitId)).toEqual(f.fails ? ['a', 'b'] : []);
      if (f.fails) {
        failed++;
        expect(settled.units.every((u) => u.altitude === -300 && u.condition === 'broken')).toBe(true);
      }
    }
    expect(failed).toBeGreaterThan(15);
    expect(failed).toBeLessThan(50);
  });

  it('HC-05 an explosion whose burst reaches a platform breaches it: 30% it fails at once and its units fall', () => {
    let fails = 0;
    for (let seed = 1; seed <= 100; seed++) {
      const map: BattleMap = { ...airMap(platform(), platform({ rect: { x: 0, y: 0, w: 2, h: 2 } })), hazards: { explosives: { squares: [], explodesOn: 4, burst: 1, harm: { attack: 3, type: 'heat', source: 'Explosive Objects' } } } };
      const s = testBattle(map, [testUnit('a', 0, 9, 5, { altitude: 0 })], seed);
      const events: BattleEvent[] = [{ type: 'explosive', at: { x: 12, y: 6 }, die: 5, needed: 4, explodes: true }];
      const after = platformBreaches(s, s, events);
      const [f] = of(events, 'platformFail');
      // Only the first platform is within the burst (1 square from its east side).
      expect(of(events, 'platformFail')).toHaveLength(1);
      expect(f).toMatchObject({ index: 0, cause: 'breach', breaches: 1, chance: 30, fails: f.d100 <= 30 });
      expect(after.map.air!.platforms[0].breaches).toBe(1);
      expect(of(events, 'fell').length).toBe(f.fails ? 1 : 0);
      if (f.fails) fails++;
    }
    expect(fails).toBeGreaterThan(15);
    expect(fails).toBeLessThan(45);
  });
});
