import type { AirPlatform, BattleMap, Rect } from '../map/battleMap.ts';
import type { CombatSetup } from './generate.ts';
import { SIDES, type SideId } from './types.ts';
import { craftAreas, layCrafts, wallsOn } from './aircraft.ts';

// HC-05 in play (issue 11): an Air environment whose figures deploy on flying platforms becomes a
// board of open air (no buildings, no walls, no height levels: the Tiled map's terrain is the ground
// far below) `altitude` levels above the ground, each platform a surface at level 0 (map.drop's
// surface, HC-01 height: a walker off one falls to the ground and out of the cube's band; fliers
// keep their level). Each side deploys on its platform(s). The engine moves, tips and fails them
// (shared/battle/rules/platforms.ts). Aircraft are laid as walled platforms (aircraft.ts).

const SIDE_INDEX: Record<SideId, number> = { heroes: 0, opponents: 1 };

const MOVE_TEXT: Record<string, string> = {
  stationary: 'The platform is stationary.',
  'random-d10': 'The platform moves randomly D10 squares per turn but roll again for direction if would move off the board.',
  'random-d20': 'The platform moves randomly D20 squares per turn but roll again for direction if would move off the board. If it moves more than 15 it tips requiring each person on it to resist gymnastics 2D6 – fall and slide D4 squares on a fail, D8 squares if doubled in the direction of the tip.',
  'steered-d10': 'The platform can be steered by a pilot operating at a control point by making a D6 control. On a failed control it tips as above or on a success the pilot can deliberately tip it as above. It moves D10 squares.',
  'steered-d20': 'The platform can be steered by a pilot operating at a control point by making a D6 control. On a failed control it tips as above or on a success the pilot can deliberately tip it as above. It moves D20 squares but tips if it moves more than 15.',
};
const FLOOR_TEXT = 'Platform counts as a normal building floor but each time it is breached it has a 30% of failing and falling and at the start of each turn it has a cumulative chance of failing and falling equal to 5% per breach.';

export interface AirLaid {
  /** The base map as open air: every square clear, no height levels. */
  base: BattleMap;
  air: NonNullable<BattleMap['air']>;
  drop: NonNullable<BattleMap['drop']>;
  /** Each side's deploy areas: its platforms. */
  areas: Record<SideId, Rect[]>;
  how: string;
}

/** The squares above the ground of the set-up's Air environment (at least 1). */
const altitudeOf = (setup: CombatSetup) => Math.max(1, setup.environments.list.find((e) => e.id === 'air')?.altitude?.squares ?? 1);

/**
 * A platform grown (right and down, else left and up, within the board) until it has a square for
 * each unit that deploys on it: no figure is ever prevented from deploying (HC-03).
 */
export function grown(r: Rect, need: number, map: Pick<BattleMap, 'width' | 'height'>): Rect {
  const g = { ...r };
  for (let i = 0; g.w * g.h < need && i < map.width + map.height; i++) {
    if (i % 2 === 0 && g.w < map.width) {
      if (g.x + g.w < map.width) g.w++;
      else { g.x--; g.w++; }
    } else if (g.h < map.height) {
      if (g.y + g.h < map.height) g.h++;
      else { g.y--; g.h++; }
    }
  }
  return g;
}

/** The air laid for a set-up on a base map, or null when there are no platforms to lay. */
export function layAir(setup: CombatSetup, base: BattleMap, need: Record<SideId, number>): AirLaid | null {
  const a = setup.environments.air;
  if (!a) return null;
  const altitude = altitudeOf(setup);
  const n = base.width * base.height;
  const open: BattleMap = { ...base, terrain: Array(n).fill('clear'), elevation: Array(n).fill(0) };
  if (a.platforms.length === 0) {
    const crafts = layCrafts(setup, base, need, altitude, (rects, units) => separated(rects, base, units));
    if (!crafts) return null;
    const ps = crafts.platforms;
    const how = `${ps.length === 1 ? `one ${ps[0].craft!.name}` : `${ps.length} craft`} ${altitude} squares above the ground: ${ps
      .map((p, i) => `${i + 1} ${p.craft!.name} ${p.rect.w}x${p.rect.h} at (${p.rect.x},${p.rect.y}), ${p.sides.map((s) => (s === 0 ? 'heroes' : 'opponents')).join(' and ')}`)
      .join('; ')}`;
    return { base: { ...open, terrain: wallsOn(open.terrain, base.width, ps) }, air: { altitude, platforms: ps }, drop: { surface: ps.map((p) => p.rect), depth: altitude, bottom: 'ground' }, areas: craftAreas(crafts, setup.deployment.areas), how };
  }
  const units = a.platforms.map((p) => SIDES.filter((s) => p.sides.includes(s)).reduce((n, s) => n + need[s], 0));
  const rects = separated(a.platforms.map((p, i) => grown(p.rect, units[i], base)), base, units);
  const platforms: AirPlatform[] = a.platforms.map((p, i) => {
    const rect = rects[i];
    const m = p.movement;
    const die = m.moves === 'D20' ? 20 : m.moves === 'D10' ? 10 : 0;
    return {
      rect,
      sides: p.sides.map((s) => SIDE_INDEX[s]),
      movement: m.id,
      die,
      steered: m.steered,
      tipsOver: m.tipsOver,
      // The control point: the platform's middle square (the text places none).
      control: { x: Math.floor(rect.w / 2), y: Math.floor(rect.h / 2) },
      failOnBreach: Math.round(p.failOnBreach * 100),
      failPerBreach: Math.round(p.failPerBreachPerTurn * 100),
      breaches: 0,
      failed: false,
      text: `${FLOOR_TEXT} ${MOVE_TEXT[m.id] ?? ''}`.trim(),
    };
  });
  const areas: Record<SideId, Rect[]> = { heroes: [], opponents: [] };
  for (const p of platforms) for (const s of SIDES) if (p.sides.includes(SIDE_INDEX[s])) areas[s].push(p.rect);
  const how = `${platforms.length} flying platform${platforms.length === 1 ? '' : 's'} ${altitude} squares above the ground: ${platforms
    .map((p, i) => `${i + 1} ${p.rect.w}x${p.rect.h} at (${p.rect.x},${p.rect.y}), ${p.movement}${p.sides.length ? `, ${p.sides.map((s) => (s === 0 ? 'heroes' : 'opponents')).join(' and ')}` : ''}`)
    .join('; ')}`;
  return { base: open, air: { altitude, platforms }, drop: { surface: platforms.map((p) => p.rect), depth: altitude, bottom: 'ground' }, areas, how };
}



const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Platforms are separate things at one level: a platform laid over one laid before it is moved to
 * the nearest place (fewest squares, then up, then left) on the board where it overlaps none; edge to
 * edge is allowed (then a walker may step across). Where none is left (a small board), it shrinks a
 * square at a time along its longer side, never below room for its units, and is placed so. The
 * platforms with units are placed first. Kept where it is if even that fails.
 */
export function separated(rects: readonly Rect[], map: Pick<BattleMap, 'width' | 'height'>, need: readonly number[] = []): Rect[] {
  const out: (Rect | undefined)[] = rects.map(() => undefined);
  const order = rects.map((_, i) => i).sort((a, b) => Number((need[b] ?? 0) > 0) - Number((need[a] ?? 0) > 0) || a - b);
  const placeNear = (r: Rect): Rect | null => {
    const free = (c: Rect) => c.x >= 0 && c.y >= 0 && c.x + c.w <= map.width && c.y + c.h <= map.height && !out.some((o) => o && overlap(o, c));
    if (free(r)) return r;
    for (let d = 1; d <= Math.max(map.width, map.height); d++)
      for (let dy = -d; dy <= d; dy++)
        for (let dx = -d; dx <= d; dx++) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== d) continue;
          const c = { ...r, x: r.x + dx, y: r.y + dy };
          if (free(c)) return c;
        }
    return null;
  };
  for (const i of order) {
    let r = rects[i];
    let placed = placeNear(r);
    while (!placed) {
      const smaller = r.w >= r.h ? { ...r, w: r.w - 1 } : { ...r, h: r.h - 1 };
      if (smaller.w < 1 || smaller.h < 1 || smaller.w * smaller.h < Math.max(1, need[i] ?? 0)) break;
      r = smaller;
      placed = placeNear(r);
    }
    out[i] = placed ?? rects[i];
  }
  return out as Rect[];
}
