import { describe, expect, it } from 'vitest';
import { aiRng, seedOf } from '../ai/aiRng.ts';
import { LEVELS } from '../ai/levels.ts';
import { playOut } from '../ai/playOut.ts';
import type { AirPlatform, BattleMap } from '../map/battleMap.ts';
import type { BattleEvent } from '../battle/events.ts';
import { deploySquares } from '../battle/rules/deployment.ts';
import { craftWalls, overlaps, platformTurn, withPlatforms } from '../battle/rules/platforms.ts';
import { settle } from '../battle/rules/height.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { repoMap } from '../../test/repoMaps.ts';
import { cabinFor } from './aircraft.ts';
import { battleFromSetup } from './battle.ts';
import { teamOf } from './heroTeam.ts';
import { generateWithOverrides } from './overrides.ts';
import { BOARDS } from './testing.ts';
import { DATA } from './tables.ts';

// HC-05 aircraft in play, our reading (shared/combatSetup/aircraft.ts): walled platforms with doors,
// sized for their figures, steered from the cockpit; one craft is the fight's frame, several move.

const team = teamOf();
function airSetup(seed: number) {
  if (!team.ok) throw new Error(team.errors.join('; '));
  const r = generateWithOverrides({ step: DATA.episodes[seed % DATA.episodes.length], heroes: team.heroes, boards: BOARDS }, seed, [
    { table: 'environment-count', set: 3 },
    { table: 'environment', index: 0, set: 'air' },
  ]);
  if (!r.ok) throw new Error(r.errors.join('; '));
  return r.setup;
}
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const inRect = (r: { x: number; y: number; w: number; h: number }, s: { x: number; y: number }) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

describe('HC-05 aircraft', () => {
  it('HC-05 each rolled craft is laid: walls round its cabin but its two doors, 2 (airliner 3) squares across, long enough for its figures and the cockpit, a helicopter only low enough, one per Control character dividing the side', () => {
    const kinds = new Set<string>();
    let several = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const s = airSetup(seed);
      const a = s.environments.air!;
      if (a.platforms.length) continue;
      const { map, scenario, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      expect(notInForce.filter((n) => n.startsWith('HC-05:'))).toEqual([]);
      const air = map.air!;
      const altitude = s.environments.list.find((e) => e.id === 'air')!.altitude!.squares;
      const units = [scenario.sides[0].units.length, scenario.sides[1].units.length];
      // The craft expected: one for all, or per side as many as its Control characters (never more than its units: the laying's count of them).
      const names = (p: AirPlatform) => p.sides.map((x) => (x === 0 ? 'heroes' : 'opponents')).join();
      for (const c of a.crafts) {
        const mine = air.platforms.filter((p) => names(p) === c.sides.join());
        expect(mine.length, `seed ${seed}`).toBeGreaterThanOrEqual(1);
        expect(mine.length, `seed ${seed}`).toBeLessThanOrEqual(c.count);
      }
      const single = air.platforms.length === 1;
      if (!single) several++;
      air.platforms.forEach((p) => {
        const c = a.crafts.find((x) => x.sides.join() === names(p))!;
        const kind = c.kind === 'smallest' ? (altitude <= 1500 ? 'helicopter' : 'plane') : c.kind;
        expect(p.craft!.kind, `seed ${seed}`).toBe(kind);
        kinds.add(kind);
        expect(p.rect.h - 2).toBeGreaterThanOrEqual(kind === 'airliner' ? 3 : 2);
        expect([p.movement, p.die, p.steered]).toEqual(single ? ['aircraft', 0, true] : ['steered-d10', 10, true]);
        expect(p.rect.x >= 0 && p.rect.y >= 0 && p.rect.x + p.rect.w <= map.width && p.rect.y + p.rect.h <= map.height).toBe(true);
        // The fuselage: barrier on every edge square but the doors, which are open; the cabin open.
        const walls = craftWalls(p);
        expect(walls).toHaveLength(2 * (p.rect.w + p.rect.h) - 4 - 2);
        for (const w of walls) expect(map.terrain[w.y * map.width + w.x]).toBe('barrier');
        for (const d of p.craft!.doors) expect(map.terrain[(p.rect.y + d.y) * map.width + p.rect.x + d.x]).toBe('clear');
        // The cockpit: the cabin's front (east) column.
        expect(p.control.x).toBe(p.rect.w - 2);
        expect(p.control.y).toBeGreaterThanOrEqual(1);
        expect(p.control.y).toBeLessThanOrEqual(p.rect.h - 2);
      });
      for (const [i, p] of air.platforms.entries()) for (const q of air.platforms.slice(i + 1)) expect(overlaps(p.rect, q.rect), `seed ${seed}`).toBe(false);
      // Each side that needs a craft deploys in its craft's cabins, with a square for every unit.
      for (const side of [0, 1]) {
        const own = air.platforms.filter((p) => p.sides.includes(side));
        if (!own.length) continue;
        const squares = deploySquares(map, side);
        for (const q of squares) expect(own.some((p) => inRect({ x: p.rect.x + 1, y: p.rect.y + 1, w: p.rect.w - 2, h: p.rect.h - 2 }, q)), `seed ${seed}`).toBe(true);
        expect(squares.length).toBeGreaterThanOrEqual(units[side]);
      }
    }
    expect([...kinds].sort()).toEqual(['airliner', 'executive-jet', 'helicopter', 'plane']);
    expect(several).toBeGreaterThan(5);
    // The cabin's size: as long as its figures need plus the cockpit's column, within the board.
    expect(cabinFor(2, 5, { width: 24, height: 18 })).toEqual({ w: 4, h: 2 });
    expect(cabinFor(3, 9, { width: 24, height: 18 })).toEqual({ w: 4, h: 3 });
    expect(cabinFor(2, 30, { width: 12, height: 10 })).toEqual({ w: 10, h: 4 });
  });

  const craft = (over: Partial<AirPlatform> = {}): AirPlatform => ({
    rect: { x: 6, y: 3, w: 6, h: 4 }, sides: [0, 1], movement: 'steered-d10', die: 10, steered: true, tipsOver: null, control: { x: 4, y: 1 },
    failOnBreach: 0, failPerBreach: 0, breaches: 0, failed: false, text: 'a plane', craft: { kind: 'plane', name: 'plane', doors: [{ x: 1, y: 0 }, { x: 1, y: 3 }] }, ...over,
  });
  const craftMap = (p: AirPlatform): BattleMap => {
    const m = withPlatforms({ ...textMap(Array.from({ length: 12 }, () => '.'.repeat(20))), air: { altitude: 400, platforms: [p] } }, [p]);
    return { ...m, terrain: m.terrain.map((t, i) => (craftWalls(p).some((s) => s.y * m.width + s.x === i) ? 'barrier' : t)) };
  };
  function turn(map: BattleMap, units: ReturnType<typeof testUnit>[], seed: number) {
    const before = testBattle(map, units, seed, { turn: 1, phase: 'resources' });
    const events: BattleEvent[] = [];
    const moved = platformTurn(before, { ...before, turn: 2, phase: 'move' }, events);
    return { moved, events, settled: settle({ ...before, turn: 2, phase: 'move' }, moved, events) };
  }

  it('HC-05 a moving craft takes its walls along; a tip\'s slide stops at the fuselage, and goes out through a door into the air', () => {
    let wallStops = 0;
    let outOfDoor = 0;
    for (let seed = 1; seed <= 80; seed++) {
      // Nobody at the controls: it drifts its D10 at random, carrying the unit in its cabin.
      const p = craft();
      const { moved, events } = turn(craftMap(p), [testUnit('a', 0, 8, 4, { altitude: 0 })], seed);
      const [e] = of(events, 'platform');
      const q = moved.map.air!.platforms[0];
      expect(q.rect).toEqual(e.to);
      const barrier = new Set(moved.map.terrain.flatMap((t, i) => (t === 'barrier' ? [i] : [])));
      expect([...barrier].sort((x, y) => x - y)).toEqual(craftWalls(q).map((s) => s.y * 20 + s.x).sort((x, y) => x - y));
      // A failed control: it lurches a random way (a plane stays in its row of the board here) and tips.
      const map = craftMap(craft());
      const r = turn(map, [testUnit('P', 0, 10, 4, { altitude: 0 }), testUnit('b', 1, 7, 4, { altitude: 0, react: 0 }), testUnit('c', 1, 9, 5, { altitude: 0, react: 0 })], seed);
      const [m] = of(r.events, 'platform');
      if (!m.tips) continue;
      const to = r.moved.map.air!.platforms[0].rect;
      const doorN = { x: to.x + 1, y: to.y };
      const doorS = { x: to.x + 1, y: to.y + to.h - 1 };
      for (const f of of(r.events, 'tipFooting')) {
        if (!f.die) continue;
        const n = Math.max(Math.abs(f.to.x - f.from.x), Math.abs(f.to.y - f.from.y));
        const wallsNow = craftWalls(r.moved.map.air!.platforms[0]);
        expect(wallsNow.some((w) => w.x === f.to.x && w.y === f.to.y), `seed ${seed}`).toBe(false);
        if (n < f.die && inRect({ x: to.x + 1, y: to.y + 1, w: to.w - 2, h: to.h - 2 }, f.to)) wallStops++;
        if ((f.to.x === doorN.x && f.to.y < doorN.y) || (f.to.x === doorS.x && f.to.y > doorS.y)) {
          outOfDoor++;
          expect(of(r.events, 'fell').some((x) => x.unitId === f.unitId)).toBe(true);
        }
      }
    }
    expect(wallStops).toBeGreaterThan(5);
    // The pilot tips it north on purpose: under the door a loser goes out and falls; elsewhere the wall holds it.
    for (let seed = 1; seed <= 40; seed++) {
      const map = craftMap(craft({ movement: 'aircraft', die: 0, pilotWon: { turn: 2, unitId: 'P', tipped: false } }));
      const s = testBattle(map, [testUnit('P', 0, 10, 4, { altitude: 0 }), testUnit('b', 1, 7, 4, { altitude: 0, react: 0 }), testUnit('c', 1, 9, 4, { altitude: 0, react: 0 })], seed, { turn: 2, scenario: testScenario() });
      const r = reducerFor(testScenario()).step(s, 0, { type: 'tipPlatform', unitId: 'P', dir: 'n' });
      for (const f of of(r.events, 'tipFooting')) {
        if (f.unitId === 'c') expect(f.to).toEqual(f.from);
        if (f.unitId !== 'b' || !f.die) continue;
        if (f.die >= 2) {
          outOfDoor++;
          expect(f.to).toEqual({ x: 7, y: 2 });
          expect(of(r.events, 'fell').some((x) => x.unitId === 'b')).toBe(true);
        } else expect(f.to).toEqual({ x: 7, y: 3 });
      }
    }
    expect(outOfDoor).toBeGreaterThan(5);
  });

  it('HC-05 the one craft is the fight\'s frame: it never moves; its pilot\'s control lost, it lurches and tips in place; won, the pilot may tip it; nobody at the controls, nothing happens', () => {
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const p = craft({ movement: 'aircraft', die: 0 });
      const r = turn(craftMap(p), [testUnit('P', 0, 10, 4, { altitude: 0 }), testUnit('b', 1, 7, 4, { altitude: 0 })], seed);
      const [e] = of(r.events, 'platform');
      expect(e.steps).toBe(0);
      expect(r.moved.map.air!.platforms[0].rect).toEqual(p.rect);
      if (e.pilot!.roll.winner === 'a') {
        won++;
        expect(r.moved.map.air!.platforms[0].pilotWon).toEqual({ turn: 2, unitId: 'P', tipped: false });
        expect(e.tips).toBe(false);
      } else {
        lost++;
        expect(e.tips).toBe(true);
        expect(of(r.events, 'tipFooting')).toHaveLength(2);
      }
      const none = turn(craftMap(p), [testUnit('b', 1, 7, 4, { altitude: 0 })], seed);
      expect(none.events).toEqual([]);
    }
    expect(won).toBeGreaterThan(2);
    expect(lost).toBeGreaterThan(2);
  });

  it('HC-05 whole battles on aircraft, played by the scripted levels: never a command refused, the walls always the craft\'s', () => {
    const levels = LEVELS.filter((l) => l.id !== 'random');
    let games = 0;
    for (let seed = 1; seed <= 60 && games < 6; seed++) {
      const s = airSetup(seed);
      if (s.environments.air!.platforms.length) continue;
      games++;
      const { scenario, map } = battleFromSetup(s, repoMap(s.board.name), { id: `craft-step-${seed}` });
      const out = playOut(scenario, map, seed, 20000, (side) => {
        const level = levels[(seed + side) % levels.length];
        return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${side}`)) };
      });
      if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
      expect(out.state.result, `seed ${seed}`).not.toBeNull();
      for (const p of out.state.map.air!.platforms) for (const w of craftWalls(p)) expect(out.state.map.terrain[w.y * map.width + w.x]).toBe('barrier');
    }
    expect(games).toBe(6);
  }, 240_000);
});
