import { describe, expect, it } from 'vitest';
import type { BattleMap, MapFloor } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { HeroState } from '../model.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';

// HC-06 Steep Slope: "anyone falling or being pushed back on the surface ... must succeed in a D6
// gymnastics or fall down ... and slide D10 squares ... until the character slides either off the board
// or to whatever else the edge of the slope is"; Hard / Weak Edge: "being knocked off the board would
// require a door or a breach". Every fall the engine has reaches the slope, a fall through a floor a
// blow broke included, and a slide may carry a unit off the board (shared/battle/rules/slope.ts).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.......', '.......', '.......', '.......', '.......', '.......', '...#...'];
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const hero = { id: 'h1', type: 'iron-warden', name: 'Iron Warden', side: 0, cost: 0, unitId: 'a', pools: {}, maxPools: {}, secrets: [], stance: { defend: 0, react: 0 } } as unknown as HeroState;
/** The top three rows a surface, 4 levels above the rest; the slope runs south to the board's edge at row 6. */
const sloped = (edgeDoors?: { x: number; y: number }[]): BattleMap => ({
  ...textMap(ROWS),
  drop: { surface: [{ x: 0, y: 0, w: 7, h: 3 }], depth: 4, bottom: 'solid' },
  hazards: { slope: { downhill: 'south', moveLoss: 1, against: [0, 1], ...(edgeDoors ? { edgeDoors } : {}) } },
});
const fallOff = (map: BattleMap, seed: number) =>
  rules.step(testBattle(map, [testUnit('a', 0, 1, 2, { react: 0, vitality: 9 }), testUnit('z', 1, 6, 0)], seed, { heroes: [hero] }), 0, { type: 'move', unitId: 'a', to: { x: 1, y: 3 } });

describe('HC-06 Steep Slope: off the board', () => {
  it('HC-06 a slide with squares left at the board\'s edge carries the unit off the board: out of the fight with its heroes, logged', () => {
    let off = 0;
    let held = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const r = fallOff(sloped(), seed);
      const slides = of(r.events, 'slide');
      const last = slides.at(-1)!;
      if (last.off) {
        off++;
        expect(last.to).toEqual({ x: 1, y: 6 });
        expect(last.from.y + last.die).toBeGreaterThan(6);
        expect(last.heroIds).toEqual(['h1']);
        expect(r.state.units.map((u) => u.id)).toEqual(['z']);
        expect(r.state.escaped?.map((u) => u.id)).toEqual(['a']);
      } else {
        held++;
        expect(r.state.units.find((u) => u.id === 'a')).toBeDefined();
        expect(r.state.escaped).toBeUndefined();
      }
    }
    expect(off).toBeGreaterThan(3);
    expect(held).toBeGreaterThan(3);
  });

  it('HC-06 with a Hard or Weak Edge only a door lets a slide leave the board; elsewhere the edge\'s wall stops it', () => {
    let walled = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const free = fallOff(sloped(), seed);
      const noDoor = fallOff(sloped([{ x: 5, y: 6 }]), seed);
      const door = fallOff(sloped([{ x: 1, y: 6 }]), seed);
      expect(of(noDoor.events, 'slide').some((s) => s.off)).toBe(false);
      expect(door.events).toEqual(free.events);
      if (of(free.events, 'slide').some((s) => s.off)) {
        walled++;
        expect(noDoor.state.units.find((u) => u.id === 'a')).toMatchObject({ x: 1, y: 6 });
      }
    }
    expect(walled).toBeGreaterThan(3);
  });
});

describe('HC-06 Steep Slope: a fall through a broken floor', () => {
  const bottom: MapFloor = { strength: 'weak', sections: [{ x: 3, y: 0, w: 4, h: 3 }], resistance: 1, gap: 4, bottom: 'solid', broken: [], level: -2 };
  // A drop of 2 onto a Weak Floor at its foot (which alone leaves the whole board sloping), resistance 1: the fall onto it breaks it.
  const map: BattleMap = { ...textMap(['.......', '.......', '.......']), drop: { surface: [{ x: 0, y: 0, w: 3, h: 3 }], depth: 2, bottom: 'weak-floor' }, hazards: { floors: [bottom], slope: { downhill: 'south', moveLoss: 1, against: [0, 1], edgeDoors: [] } } };
  it('HC-06 the unit that falls on through the hole rolls to keep its footing and may slide, as any faller', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const r = rules.step(testBattle(map, [testUnit('a', 0, 2, 1, { react: 0, vitality: 9 }), testUnit('z', 1, 0, 0)], seed), 0, { type: 'move', unitId: 'a', to: { x: 3, y: 1 } });
      const falls = of(r.events, 'fell');
      expect(falls.map((e) => [e.from, e.to])).toEqual([[0, -2], [-2, -6]]);
      const through = r.events.indexOf(falls[1]);
      const after = r.events.slice(through).filter((e) => e.type === 'slide');
      expect(after.length, `seed ${seed}`).toBeGreaterThan(0);
      const a = r.state.units.find((u) => u.id === 'a')!;
      expect({ x: a.x, y: a.y }).toEqual((after.at(-1) as Extract<BattleEvent, { type: 'slide' }>).to);
    }
  });
});
