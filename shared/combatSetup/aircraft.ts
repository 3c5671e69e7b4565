import type { AirPlatform, BattleMap, Rect } from '../map/battleMap.ts';
import { craftWalls } from '../battle/rules/platforms.ts';
import type { CombatSetup } from './generate.ts';
import { DATA } from './tables.ts';
import { SIDES, type SideId } from './types.ts';

// HC-05 aircraft in play, our reading (the text gives a craft no size, deck plan or handling; the
// numbers are data, shared/data/combatSetup.json `aircraft`): a craft is a flying platform (the
// engine's machinery, rules/platforms.ts) whose rectangle is its fuselage: a wall round the cabin
// (barrier terrain that moves with it) but for a door in each long side at the rear. The cabin is
// `width` squares across (a helicopter, plane or executive jet 2, an airliner 3) and as long as its
// figures need plus the cockpit's column; the control point is the cockpit, the front (east) column's
// middle. "The smallest plane or helicopter": a helicopter up to the ceiling's altitude, else a plane.
// "A number of planes or helicopters equal to the number of characters on the side that have Control
// skill": that many craft for the side (never more than its units), its units divided between them.
// One craft on the board is the fight's frame: it stays where it is, and its pilot's D6 control each
// turn, lost, makes it lurch (tip) a random way; won, the pilot may tip it on purpose. Several craft
// move about one another as platforms steered by a pilot moving D10 squares.

const SIDE_INDEX: Record<SideId, number> = { heroes: 0, opponents: 1 };

interface CraftPlan {
  sides: SideId[];
  kind: string;
  units: number;
}

/** Each craft the set-up's air deployment rolled, with the units it carries. */
function plans(setup: CombatSetup, need: Record<SideId, number>, altitude: number): CraftPlan[] {
  const out: CraftPlan[] = [];
  for (const c of setup.environments.air?.crafts ?? []) {
    const kind = c.kind === 'smallest' ? (altitude <= DATA.aircraft.helicopterCeiling ? 'helicopter' : 'plane') : c.kind;
    const units = c.sides.reduce((n, s) => n + need[s], 0);
    // "Divide the characters between each": as evenly as can be, the first craft taking any extra.
    const count = Math.max(1, Math.min(c.count, units));
    for (let i = 0; i < count; i++) out.push({ sides: c.sides, kind, units: Math.floor(units / count) + (i < units % count ? 1 : 0) });
  }
  return out;
}

/** The cabin (inside the walls) for `units` figures and the cockpit, within the board: longer first, then wider. */
export function cabinFor(width: number, units: number, board: Pick<BattleMap, 'width' | 'height'>): { w: number; h: number } {
  const longest = Math.max(2, board.width - 2);
  const w = Math.min(longest, Math.max(2, Math.ceil(units / width) + 1));
  const h = Math.min(Math.max(1, board.height - 2), Math.max(width, Math.ceil(units / (w - 1))));
  return { w, h };
}

export interface CraftsLaid {
  platforms: AirPlatform[];
  /** Each craft's cabin, for its sides' deployment. */
  cabins: Rect[];
}

/** The craft laid at the cube's middle (then set apart by `separate`), or null when none was rolled. */
export function layCrafts(setup: CombatSetup, board: Pick<BattleMap, 'width' | 'height'>, need: Record<SideId, number>, altitude: number, separate: (r: Rect[], units: number[]) => Rect[]): CraftsLaid | null {
  const list = plans(setup, need, altitude);
  if (!list.length) return null;
  const b = setup.cube.bounds;
  const mid = { x: b.x + Math.floor(b.w / 2), y: b.y + Math.floor(b.h / 2) };
  const cabins0 = list.map((p) => cabinFor(DATA.aircraft.kinds[p.kind]?.width ?? 2, p.units, board));
  const rects = separate(
    cabins0.map((c) => {
      const w = c.w + 2;
      const h = c.h + 2;
      return { x: Math.max(0, Math.min(board.width - w, mid.x - Math.floor(w / 2))), y: Math.max(0, Math.min(board.height - h, mid.y - Math.floor(h / 2))), w, h };
    }),
    list.map((p) => p.units),
  );
  const one = list.length === 1;
  const platforms = list.map((p, i): AirPlatform => {
    const r = rects[i];
    const name = DATA.aircraft.kinds[p.kind]?.name ?? p.kind;
    return {
      rect: r,
      sides: p.sides.map((s) => SIDE_INDEX[s]),
      movement: one ? 'aircraft' : 'steered-d10',
      die: one ? 0 : 10,
      steered: true,
      tipsOver: null,
      control: { x: r.w - 2, y: 1 + Math.floor((r.h - 3) / 2) },
      // The floor's breach chances are the platforms' row of the table: a craft has none.
      failOnBreach: 0,
      failPerBreach: 0,
      breaches: 0,
      failed: false,
      text: `HC-05 ${one ? 'All on one' : 'One of several'} ${name}${one ? '' : 's'} (our reading: walled round but for its doors; the pilot steers from the cockpit with a D6 control, on a failed control it lurches and tips, on a success the pilot can deliberately tip it${one ? '; the one craft is the fight\'s frame and stays put' : '; it moves D10 squares'}).`,
      craft: { kind: p.kind, name, doors: [{ x: 1, y: 0 }, { x: 1, y: r.h - 1 }] },
    };
  });
  return { platforms, cabins: rects.map((r) => ({ x: r.x + 1, y: r.y + 1, w: r.w - 2, h: r.h - 2 })) };
}

/** Each side's deploy areas: the cabins of the craft it is on; a side on none (all of it flies) keeps the set-up's. */
export function craftAreas(laid: CraftsLaid, own: Record<SideId, Rect[]>): Record<SideId, Rect[]> {
  const areas: Record<SideId, Rect[]> = { heroes: [], opponents: [] };
  laid.platforms.forEach((p, i) => {
    for (const s of SIDES) if (p.sides.includes(SIDE_INDEX[s])) areas[s].push(laid.cabins[i]);
  });
  for (const s of SIDES) if (!areas[s].length) areas[s] = own[s];
  return areas;
}

/** The walls of every craft, laid as barrier on the terrain. */
export function wallsOn(terrain: BattleMap['terrain'], width: number, platforms: readonly AirPlatform[]): BattleMap['terrain'] {
  const t = terrain.slice();
  for (const p of platforms) for (const s of craftWalls(p)) t[s.y * width + s.x] = 'barrier';
  return t;
}
