import type { MapFloor, Rect } from '../map/battleMap.ts';
import type { DropBottom } from './complicationTypes.ts';
import { dropHarm } from './hazards.ts';

// HC-06 Edge of a Drop with "a Weak Floor (see below)" at the bottom, laid for the engine as a floor
// at the drop's foot (MapFloor.level, -depth): the Weak Floor's own rolls (resistance D6, what lies
// below it, the first row of its D10 chain) with its extent read as the whole bottom, the low area
// (the fall is onto it wherever it lands). Its sections are the pieces the surface leaves of the
// board (rows' runs off the surface, joined down where the columns agree), so a fall through it
// opens a hole there, not across the whole bottom. The engine plays it as any weak floor
// (shared/battle/rules/floors.ts): a unit falling onto it deals a D4, a blast its value, and a blow of
// at least the resistance breaks the section, whoever stands on it falling the gap below.

const inRect = (r: Rect, x: number, y: number) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h;

/** The board off the surface as rectangles, top to bottom. */
export function lowArea(surface: readonly Rect[], width: number, height: number): Rect[] {
  const out: Rect[] = [];
  let open = new Map<string, Rect>();
  for (let y = 0; y < height; y++) {
    const next = new Map<string, Rect>();
    for (let x = 0; x < width; ) {
      if (surface.some((r) => inRect(r, x, y))) {
        x++;
        continue;
      }
      let w = 0;
      while (x + w < width && !surface.some((r) => inRect(r, x + w, y))) w++;
      const key = `${x},${w}`;
      const above = open.get(key);
      if (above) {
        above.h++;
        next.set(key, above);
      } else {
        const r = { x, y, w, h: 1 };
        out.push(r);
        next.set(key, r);
      }
      x += w;
    }
    open = next;
  }
  return out;
}

/** The floor at a drop's foot when its bottom is a Weak Floor, else undefined. */
export function bottomFloorOf(bottom: DropBottom, surface: readonly Rect[], width: number, height: number, depth: number): MapFloor | undefined {
  if (bottom.kind !== 'weak-floor' || !bottom.floor) return undefined;
  const sections = lowArea(surface, width, height);
  if (!sections.length) return undefined;
  const below = bottom.floor.below[0];
  // As a floor's (hazards.ts floorOf): a floor below is landed on as solid, a drop has its bottom.
  // A Weak Floor again at the foot of that is landed on as solid too (its own breaking is not played).
  const under: DropBottom = below?.what === 'drop' && below.bottom && below.bottom.kind !== 'weak-floor' ? below.bottom : { face: 1, kind: 'solid' };
  const h = dropHarm(under, 'Edge of a Drop: below the Weak Floor');
  return { strength: 'weak', sections, resistance: bottom.floor.resistance.total, gap: below?.gap.total ?? 1, bottom: under.kind, ...(h ? { harm: h } : {}), broken: [], level: -depth };
}
