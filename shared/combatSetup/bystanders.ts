import type { BystanderGroup, Rect, Square, Terrain } from '../map/battleMap.ts';
import type { Complication } from './complicationTypes.ts';

// HC-06 Innocent Bystanders and Hostage Situation on the battle's map (issue 11): the people the set-up
// placed become groups on squares (map.bystanders), played by shared/battle/rules/bystanders.ts. They
// are not units: nothing the engine has for a figure (attack, move, block) fits people who only need
// leading out. Pure: the same set-up, terrain and deploy squares give the same groups.

export interface BystanderBoard {
  width: number;
  height: number;
  terrain: Terrain[];
  /** The cube's footprint on the board, or null when it lies off it. */
  cube: Rect | null;
  /** Every square either side deploys on (bystanders are placed where nobody deploys). */
  deploy: ReadonlySet<string>;
  /** A Death Trap in force over whoever is present (the task during the fight, victims "dependents-present"). */
  trapped: boolean;
}

const key = (s: Square) => `${s.x},${s.y}`;
const reach = (a: Square, b: Square) => Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));
const inRect = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

/**
 * Where a person the set-up put on `s` stands: `s` if it suits, else the nearest square that does
 * (the first by row then column of the nearest); several people may share a square. null: none suits.
 */
function standOn(s: Square, suits: (q: Square) => boolean, all: Square[]): Square | null {
  if (suits(s)) return s;
  let best: Square | null = null;
  for (const q of all) if (suits(q) && (!best || reach(q, s) < reach(best, s))) best = q;
  return best;
}

function grouped(at: Square[], who: BystanderGroup['who'], trapped: boolean): BystanderGroup[] {
  const count = new Map<string, { at: Square; n: number }>();
  for (const s of at) {
    const g = count.get(key(s));
    if (g) g.n++;
    else count.set(key(s), { at: s, n: 1 });
  }
  return [...count.values()].map((g) => ({ at: g.at, count: g.n, who, status: 'present', ...(trapped ? { inTrap: true } : {}) }));
}

/**
 * The groups of a set-up's Innocent Bystanders and Hostage Situation. Bystanders: each of the 3D6+4
 * on the square the set-up gave them when it is open, in the cube and nobody's deploy square, else on
 * the nearest such square (so a crowded cube groups them); in a cube that is all deploy area, on its
 * nearest open square all the same. Under a Hostage Situation the bystanders
 * are the hostages instead, held at the square it gave (among the enemy's deploy area) or the nearest
 * open one; with no bystanders it is one important hostage there.
 */
export function bystandersOf(list: Complication[], b: BystanderBoard): BystanderGroup[] {
  // Applied twice, the complication's squares are each detail's in turn (complications.ts make).
  const people = list.filter((c) => c.id === 'innocent-bystanders').flatMap((c) => {
    let from = 0;
    return c.details.flatMap((d) => {
      if (d.kind !== 'innocent-bystanders') return [];
      from += d.count.total;
      return [{ total: d.count.total, squares: c.where.squares.slice(from - d.count.total, from) }];
    });
  });
  const keepers = list.filter((c) => c.id === 'hostage-situation').flatMap((c) => c.where.squares);
  const all: Square[] = [];
  for (let y = 0; y < b.height; y++) for (let x = 0; x < b.width; x++) all.push({ x, y });
  const open = (q: Square) => b.terrain[q.y * b.width + q.x] !== 'barrier' && b.terrain[q.y * b.width + q.x] !== 'deep-water';
  const total = people.reduce((n, p) => n + p.total, 0);
  if (keepers.length) {
    // Hostages: every bystander present, shared among the keepers' squares; else one important hostage.
    const at = keepers.map((k) => standOn(k, open, all)).filter((q): q is Square => q !== null);
    if (!at.length) return [];
    if (!total) return grouped([at[0]], 'important-hostage', b.trapped);
    return grouped(Array.from({ length: total }, (_, i) => at[i % at.length]), 'hostages', b.trapped);
  }
  const free = (q: Square) => open(q) && !b.deploy.has(key(q));
  const cubed = (q: Square) => !b.cube || inRect(b.cube, q);
  const inCube = (q: Square) => free(q) && cubed(q);
  const at: Square[] = [];
  for (const p of people) {
    for (let i = 0; i < p.total; i++) {
      const s = p.squares[i] ?? p.squares[p.squares.length - 1] ?? { x: 0, y: 0 };
      // A cube that is all deploy area (a side surrounded in it) still holds them: the cube comes first.
      const q = standOn(s, inCube, all) ?? standOn(s, (x) => open(x) && cubed(x), all) ?? standOn(s, free, all) ?? standOn(s, open, all);
      if (q) at.push(q);
    }
  }
  return grouped(at, 'bystanders', b.trapped);
}

/** How the engine plays them, in words (the gamemaster's list and the tooltip's second line). */
export function bystandersHow(groups: BystanderGroup[], id: 'innocent-bystanders' | 'hostage-situation'): string {
  const people = groups.reduce((n, g) => n + g.count, 0);
  if (!groups.length) return 'not laid: no open square';
  if (id === 'hostage-situation') {
    return groups[0].who === 'important-hostage'
      ? 'one important hostage (a politician, official or celebrity), held while an enemy unit is at or next to it; a heroes\' unit at or next to it with no enemy unit there frees it'
      : `the ${people} bystanders are hostages of the enemy, held while an enemy unit is at or next to them; a heroes' unit at or next to them with no enemy unit there frees them`;
  }
  if (groups[0].who !== 'bystanders') return `all ${people} are hostages (Hostage Situation)`;
  return `${people} people on ${groups.length} square${groups.length === 1 ? '' : 's'} of the cube; a heroes' unit at or next to them with no enemy unit there leads them to safety; an explosion or a blast reaching them kills them`;
}
