import { rollDie, type RngState } from '../../core/rng.ts';
import type { AirPlatform, BattleMap, Rect, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { keepFooting } from './balance.ts';
import { altitudeOf } from './contested.ts';
import { settle } from './height.ts';
import { turnBegan } from './slope.ts';

// HC-05 flying platforms (issue 11), read into Shadow Wars (docs/RULES.md HC-05). The board is open
// air far above the ground (map.air.altitude levels): each standing platform is a surface at level 0
// (map.drop.surface, so HC-01's height plays walking off one: a fall to the ground, out of the cube).
// At each turn's start, before the falls are settled (a unit a tip threw off falls like any walker):
// each breached platform may fail (5% per breach), then each platform moves by its row of the table,
// carrying the units standing on it; a platform that moves more than its limit, or whose pilot fails
// the control roll, tips, and each unit on it throws React against 2D6 or slides. An explosion
// reaching a platform is a breach (the engine's only blow that breaks a floor): 30% it fails at once.

/** d8 directions, north first, clockwise. */
export const DIRS: readonly Square[] = [
  { x: 0, y: -1 }, { x: 1, y: -1 }, { x: 1, y: 0 }, { x: 1, y: 1 },
  { x: 0, y: 1 }, { x: -1, y: 1 }, { x: -1, y: 0 }, { x: -1, y: -1 },
];

/** "Resist gymnastics 2D6": React against 2D6 + 0. */
const TIP_AGAINST = 0;
/** "Making a D6 control": the pilot's React against 2D6 + 0 (units have no Control skill). */
const CONTROL_AGAINST = 0;

const inRect = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;
const shift = (r: Rect, d: Square, k: number): Rect => ({ ...r, x: r.x + d.x * k, y: r.y + d.y * k });
const onBoard = (map: BattleMap, r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= map.width && r.y + r.h <= map.height;
const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

/** Living units standing on a platform (on its surface, level 0; fliers above it are not carried). */
export function standingOn(units: readonly UnitState[], p: AirPlatform): UnitState[] {
  return units.filter((u) => u.condition !== 'dead' && u.x >= 0 && altitudeOf(u) === 0 && inRect(p.rect, u));
}

/** The pilot: a living unit standing at the platform's control point, or undefined. */
export function pilotOf(units: readonly UnitState[], p: AirPlatform): UnitState | undefined {
  const at = { x: p.rect.x + p.control.x, y: p.rect.y + p.control.y };
  return standingOn(units, p).find((u) => u.x === at.x && u.y === at.y);
}

/** An aircraft's walls (HC-05): its rectangle's edge squares but its doors; none for a platform. */
export function craftWalls(p: AirPlatform): Square[] {
  if (!p.craft) return [];
  const out: Square[] = [];
  const { x, y, w, h } = p.rect;
  for (let j = 0; j < h; j++)
    for (let i = 0; i < w; i++) {
      if (i > 0 && j > 0 && i < w - 1 && j < h - 1) continue;
      if (p.craft.doors.some((d) => d.x === i && d.y === j)) continue;
      out.push({ x: x + i, y: y + j });
    }
  return out;
}

/**
 * The map with the platforms replaced and the drop's surface made the standing platforms' rectangles;
 * an aircraft that moved takes its walls along (barrier terrain off the old squares, onto the new).
 */
export function withPlatforms(map: BattleMap, platforms: AirPlatform[]): BattleMap {
  const air = map.air!;
  const surface = platforms.filter((p) => !p.failed).map((p) => p.rect);
  const moved = platforms.filter((p, i) => p.craft && air.platforms[i] && (air.platforms[i].rect.x !== p.rect.x || air.platforms[i].rect.y !== p.rect.y));
  let terrain = map.terrain;
  if (moved.length) {
    terrain = terrain.slice();
    platforms.forEach((p, i) => {
      if (moved.includes(p)) for (const s of craftWalls(air.platforms[i])) terrain[s.y * map.width + s.x] = 'clear';
    });
    for (const p of moved) for (const s of craftWalls(p)) terrain[s.y * map.width + s.x] = 'barrier';
  }
  return { ...map, terrain, air: { ...air, platforms }, drop: { ...(map.drop ?? { depth: air.altitude, bottom: 'ground' }), surface } };
}

/** Whether two rectangles share a square. */
export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * How far a platform goes in direction `d`, up to `n` steps: it stops before leaving the board,
 * running into another standing platform (they meet edge to edge, never overlap), or putting a unit
 * it carries on a square held by another unit at its level.
 */
export function reachable(map: BattleMap, units: readonly UnitState[], r: Rect, carried: readonly UnitState[], d: Square, n: number): number {
  const platforms = (map.air?.platforms ?? []).filter((p) => !p.failed && !(p.rect.x === r.x && p.rect.y === r.y && p.rect.w === r.w && p.rect.h === r.h));
  const ids = new Set(carried.map((u) => u.id));
  const others = units.filter((u) => u.condition !== 'dead' && u.x >= 0 && !ids.has(u.id) && altitudeOf(u) === 0);
  let k = 0;
  while (k < n) {
    if (!onBoard(map, shift(r, d, k + 1))) break;
    if (platforms.some((p) => overlaps(p.rect, shift(r, d, k + 1)) && !overlaps(p.rect, r))) break;
    if (carried.some((c) => others.some((o) => o.x === c.x + d.x * (k + 1) && o.y === c.y + d.y * (k + 1)))) break;
    k++;
  }
  return k;
}

interface Moved {
  rng: RngState;
  dirs: number[];
  steps: number;
  dir: Square;
  tips: boolean;
  pilot?: { unitId: string; roll: ReturnType<typeof keepFooting>[0]; toward: Square };
}

/** A random move of `n` squares: "roll again for direction if it would move off the board" (up to 8 rolls, then clipped). */
function randomMove(rng: RngState, map: BattleMap, units: readonly UnitState[], p: AirPlatform, carried: UnitState[], n: number): Omit<Moved, 'tips'> {
  const dirs: number[] = [];
  let r = rng;
  let face = 1;
  for (let tries = 0; tries < 8; tries++) {
    [face, r] = rollDie(r, 8);
    dirs.push(face);
    if (onBoard(map, shift(p.rect, DIRS[face - 1], n))) break;
  }
  const dir = DIRS[face - 1];
  return { rng: r, dirs, dir, steps: reachable(map, units, p.rect, carried, dir, n) };
}

/** A steered move: toward the contested space's centre (the board's without a cube), stopping on it. */
function steeredMove(map: BattleMap, units: readonly UnitState[], p: AirPlatform, carried: UnitState[], n: number): { dir: Square; steps: number; toward: Square } {
  const area = map.cube ?? { x: 0, y: 0, w: map.width, h: map.height };
  const toward = { x: area.x + Math.floor(area.w / 2), y: area.y + Math.floor(area.h / 2) };
  const cx = p.rect.x + Math.floor(p.rect.w / 2);
  const cy = p.rect.y + Math.floor(p.rect.h / 2);
  const dir = { x: sign(toward.x - cx), y: sign(toward.y - cy) };
  if (dir.x === 0 && dir.y === 0) return { dir: DIRS[0], steps: 0, toward };
  // One direction for the whole move (the text moves a platform in a line): as far as the nearer axis allows,
  // then straight on along the other would need a second heading, which the text does not give.
  const far = dir.x !== 0 && dir.y !== 0 ? Math.min(Math.abs(toward.x - cx), Math.abs(toward.y - cy)) : Math.max(Math.abs(toward.x - cx), Math.abs(toward.y - cy));
  return { dir, steps: reachable(map, units, p.rect, carried, dir, Math.min(n, far)), toward };
}

/** Where a unit thrown by a tip slides: up to `n` squares along `d`, stopping at the board's edge, another unit at its level, or once off the platform (it falls there). */
export function tipSlide(map: BattleMap, units: readonly UnitState[], u: UnitState, p: AirPlatform, d: Square, n: number): Square {
  let at: Square = { x: u.x, y: u.y };
  for (let i = 0; i < n; i++) {
    const next = { x: at.x + d.x, y: at.y + d.y };
    if (next.x < 0 || next.y < 0 || next.x >= map.width || next.y >= map.height) break;
    if (units.some((o) => o.id !== u.id && o.condition !== 'dead' && o.x === next.x && o.y === next.y && altitudeOf(o) === 0)) break;
    // A wall (an aircraft's fuselage) stops the slide: nobody slides through it.
    if (map.terrain[next.y * map.width + next.x] === 'barrier') break;
    at = next;
    if (!inRect(p.rect, at)) break;
  }
  return at;
}

/** At a turn's start (run by apply before settle): each platform may fail, then moves and may tip. */
export function platformTurn(before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const air = after.map.air;
  if (!air || !turnBegan(before, after)) return after;
  let rng = after.rng;
  let units = after.units;
  const platforms = air.platforms.slice();
  platforms.forEach((p0, index) => {
    if (p0.failed) return;
    let p = p0;
    if (p.breaches > 0) {
      const [d100, r] = rollDie(rng, 100);
      rng = r;
      const chance = p.failPerBreach * p.breaches;
      const fails = d100 <= chance;
      events.push({ type: 'platformFail', index, cause: 'turn', breaches: p.breaches, d100, chance, fails });
      if (fails) {
        platforms[index] = { ...p, failed: true };
        return;
      }
    }
    if (p.die === 0 && !p.steered) return;
    // The others where they are now (those before it this turn have moved).
    const now: BattleMap = { ...after.map, air: { ...air, platforms } };
    const carried = standingOn(units, p);
    // Nobody at a frame craft's controls: it flies on as it was.
    if (p.die === 0 && !pilotOf(units, p)) return;
    // A craft that is the fight's frame (die 0) does not move; its pilot's control still counts.
    let n = 0;
    if (p.die > 0) [n, rng] = rollDie(rng, p.die);
    let m: Moved;
    let won: AirPlatform['pilotWon'];
    const pilot = p.steered ? pilotOf(units, p) : undefined;
    if (pilot) {
      const [roll, r2] = keepFooting(rng, pilot, CONTROL_AGAINST);
      rng = r2;
      if (roll.winner === 'a') {
        const s = steeredMove(now, units, p, carried, n);
        m = { rng, dirs: [], dir: s.dir, steps: s.steps, tips: p.tipsOver !== null && s.steps > p.tipsOver, pilot: { unitId: pilot.id, roll, toward: s.toward } };
        // "On a success the pilot can deliberately tip it": its side may, this turn (reducer/tip.ts).
        won = { turn: after.turn, unitId: pilot.id, tipped: false };
      } else {
        // "On a failed control it tips": it goes its roll at random, and tips whatever the distance.
        const s = randomMove(rng, now, units, p, carried, n);
        m = { ...s, tips: true, pilot: { unitId: pilot.id, roll, toward: { x: -1, y: -1 } } };
      }
    } else {
      // No pilot at the controls (or a platform that drifts): its roll in a random direction.
      const s = randomMove(rng, now, units, p, carried, n);
      m = { ...s, tips: p.tipsOver !== null && s.steps > p.tipsOver };
    }
    rng = m.rng;
    const from = p.rect;
    const to = shift(from, m.dir, m.steps);
    const ids = new Set(carried.map((u) => u.id));
    units = units.map((u) => (ids.has(u.id) ? { ...u, x: u.x + m.dir.x * m.steps, y: u.y + m.dir.y * m.steps } : u));
    const { pilotWon: _spent, ...rest } = p;
    p = { ...rest, rect: to, ...(won ? { pilotWon: won } : {}) };
    platforms[index] = p;
    events.push({ type: 'platform', turn: after.turn, index, die: n, dirs: m.dirs, steps: m.steps, from, to, carried: [...ids], tips: m.tips, ...(m.pilot ? { pilot: m.pilot } : {}) });
    if (!m.tips) return;
    // Slides run on the board as it is now: this platform (a craft's walls) where it went.
    const tipped = tipUnits(rng, withPlatforms(after.map, platforms), units, p, index, m.dir, [...ids], events);
    rng = tipped.rng;
    units = tipped.units;
  });
  if (rng === after.rng) return after;
  return { ...after, rng, units, map: withPlatforms(after.map, platforms) };
}

/**
 * A tip in direction `d`: each of `ids` (standing on platform `p`) throws React against 2D6; lost, it
 * slides D4 squares (D8 on a total defeat) along `d` (tipSlide). Falls are settled after, by apply.
 */
export function tipUnits(rng0: RngState, map: BattleMap, units0: UnitState[], p: AirPlatform, index: number, d: Square, ids: readonly string[], events: BattleEvent[]): { rng: RngState; units: UnitState[] } {
  let rng = rng0;
  let units = units0;
  for (const id of ids) {
    const u = units.find((x) => x.id === id)!;
    const [roll, r3] = keepFooting(rng, u, TIP_AGAINST);
    rng = r3;
    let die = 0;
    let at: Square = { x: u.x, y: u.y };
    if (roll.winner === 'b') {
      // "Fall and slide D4 squares on a fail, D8 squares if doubled": doubled read as a total defeat (SW-04's major defeat).
      const [n, r4] = rollDie(rng, roll.totalDefeat ? 8 : 4);
      rng = r4;
      die = n;
      at = tipSlide(map, units, u, p, d, n);
      units = units.map((x) => (x.id === id ? { ...x, x: at.x, y: at.y, level: 0 } : x));
    }
    events.push({ type: 'tipFooting', unitId: id, index, roll, die, from: { x: u.x, y: u.y }, to: at });
  }
  return { rng, units };
}

/**
 * After a command's hazards (run by apply after hazards): each explosion that reached a platform (its
 * burst touching the rectangle) breaches it: 30% it fails at once, and its units fall (settled here).
 */
export function platformBreaches(_before: BattleState, after: BattleState, events: BattleEvent[]): BattleState {
  const air = after.map.air;
  const burst = after.map.hazards?.explosives?.burst;
  if (!air || burst === undefined) return after;
  const blasts = events.filter((e) => e.type === 'explosive' && e.explodes).map((e) => (e.type === 'explosive' ? e.at : { x: -1, y: -1 }));
  if (!blasts.length) return after;
  let rng = after.rng;
  let failed = false;
  const platforms = air.platforms.map((p, index) => {
    if (p.failed) return p;
    let q = p;
    for (const at of blasts) {
      const dx = Math.max(p.rect.x - at.x, 0, at.x - (p.rect.x + p.rect.w - 1));
      const dy = Math.max(p.rect.y - at.y, 0, at.y - (p.rect.y + p.rect.h - 1));
      if (Math.max(dx, dy) > burst || q.failed) continue;
      const [d100, r] = rollDie(rng, 100);
      rng = r;
      const fails = d100 <= p.failOnBreach;
      q = { ...q, breaches: q.breaches + 1, failed: fails };
      events.push({ type: 'platformFail', index, cause: 'breach', breaches: q.breaches, d100, chance: p.failOnBreach, fails });
      failed ||= fails;
    }
    return q;
  });
  if (rng === after.rng) return after;
  const next = { ...after, rng, map: withPlatforms(after.map, platforms) };
  // Its units now stand over the open air: they fall like any walker off a surface (HC-01).
  return failed ? settle(after, next, events) : next;
}
