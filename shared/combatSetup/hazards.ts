import type { Harm, MapComplication, MapFloor, MapHazards, Rect, Square, Terrain } from '../map/battleMap.ts';
import type { Complication, DropBottom, Floor } from './complicationTypes.ts';
import { defencesOf, withSets } from './defences.ts';
import { heldByOther, holds } from './twoFloors.ts';

// HC-06 terrain hazards laid on a combat step's map (battleFromSetup): the plain data the engine's
// shared/battle/rules/hazards.ts plays. Readings (docs/RULES.md HC-06): a hazard strikes as an attack
// whose Attack is the complication's value face (2D4 → 1 … 2D14 → 6) against the unit's Defend.

/** "A large burst": every unit within this many squares (and levels) of the exploding square. */
export const LARGE_BURST = 2;
/** Narrow Balance: "a gymnastics throw vs D6" as the balance's 2D6 + 0 against the mover's React. */
export const BALANCE_AGAINST = 0;
/** Narrow Balance: the text gives the fall no height; read as 2 levels (1 damage by HC-01's reading). */
export const BALANCE_FALL = 2;

const harm = (face: number, type: string, source: string): Harm => ({ attack: face, type, source });

/** What the bottom of a drop does to a unit landing on it, where it strikes. */
export function dropHarm(bottom: DropBottom, source = 'Edge of a Drop'): Harm | undefined {
  if (bottom.damage && (bottom.kind === 'hot' || bottom.kind === 'cold' || bottom.kind === 'dangerous')) return harm(bottom.damage.value.face, bottom.damage.type.id, `${source}: ${bottom.kind === 'dangerous' ? 'a dangerous substance' : `${bottom.kind} bottom`}`);
  // "2D4 Drain (Cold/TO)": 2D4 is the value table's first face.
  if (bottom.kind === 'cold-water') return { ...harm(1, 'cold', `${source}: cold water`), drain: 'vitality' };
  return undefined;
}

/** An entangling bottom's trap strength: its value face, 2D4 → 1 … 2D10 → 4 (as a hazard's Attack); else undefined. */
export function dropTrap(bottom: DropBottom): number | undefined {
  if (bottom.kind !== 'entangling' || !bottom.trap) return undefined;
  const face = ['2D4', '2D6', '2D8', '2D10'].indexOf(bottom.trap.expr) + 1;
  return face > 0 ? face : undefined;
}

/** How the engine plays a drop's bottom, for the complication's `how`. */
export function bottomHow(bottom: DropBottom): string {
  const h = dropHarm(bottom);
  if (h) return `the bottom strikes a unit landing on it (Attack ${h.attack}, ${h.type})${h.drain ? ', a win draining 1 Vitality for the rest of the fight (never below 1) instead of damage,' : ''}${bottom.kind === 'cold-water' ? ' with no falling damage' : ''}`;
  if (bottom.kind === 'spikes') return 'spikes at the bottom deal the falling damage again';
  if (bottom.kind === 'water') return 'water at the bottom: no falling damage';
  if (bottom.kind === 'solid') return 'a solid bottom';
  const trap = dropTrap(bottom);
  if (trap !== undefined) return `an entangling bottom (a ${bottom.trap!.expr} trap): a unit falling onto it is held, unable to move, until it wins a React roll against 2D6 + ${trap} at a turn's start`;
  if (bottom.kind === 'weak-floor' && bottom.floor) {
    const below = bottom.floor.below[0];
    return `a Weak Floor at the bottom (resistance ${bottom.floor.resistance.total}): a unit falling onto it deals a D4 to the piece it lands on, a blow of ${bottom.floor.resistance.total}+ breaks it and whoever stands there falls ${below?.gap.total ?? 1} more levels (${below?.what === 'drop' && below.bottom && below.bottom.kind !== 'weak-floor' ? below.bottom.kind : 'solid'})`;
  }
  return `the bottom (${bottom.kind}) not yet`;
}

/** The complications this module puts in force that battle.ts's switch has no case for; null: not one. */
export function hazardCase(c: Complication, others: Complication[] = []): { inForce: boolean; how: string } | null {
  if (c.id === 'explosive-objects') {
    const d = c.details.find((x) => x.kind === 'explosive-objects');
    if (!d || d.kind !== 'explosive-objects' || !c.where.squares.length) return { inForce: false, how: 'not laid: no squares' };
    return { inForce: true, how: `a hit on a unit standing on an explosive square sets it off on ${d.explodesOn}+ (d6): Attack ${d.damage.value.face} (heat) on every unit within ${LARGE_BURST} squares, and the explosives there may go off too` };
  }
  if (c.id === 'weak-floor' || c.id === 'hard-floor') {
    const d = c.details[0];
    if (d?.kind !== 'weak-floor' && d?.kind !== 'hard-floor') return { inForce: false, how: '' };
    const f = floorOf(d.floor, c.where.rects[0]);
    if (!f) return { inForce: false, how: 'not laid: no area' };
    // Both floors rolled: each its own share of the board (twoFloors.ts).
    const held = heldByOther(c, others);
    if (held >= f.sections.reduce((n, r) => n + r.w * r.h, 0)) return { inForce: false, how: `not laid: the ${c.id === 'weak-floor' ? 'Hard' : 'Weak'} Floor covers the same squares and holds them` };
    return {
      inForce: true,
      how: `${f.sections.length} section${f.sections.length === 1 ? '' : 's'} of resistance ${f.resistance}: a blast of ${f.resistance}+ breaks one${f.strength === 'weak' ? ', as does a unit knocked down or falling onto it (D4)' : ''}; whoever stands there falls ${f.gap} levels (${f.bottom})${held ? `; the ${c.id === 'weak-floor' ? 'Hard' : 'Weak'} Floor holds the ${held} squares they share` : ''}`,
    };
  }
  if (c.id === 'steep-slope') {
    const d = c.details.find((x) => x.kind === 'steep-slope');
    // "If there is a Weak or Hard Floor it is this floor which slopes" (shared/battle/rules/contested.ts slopesAt).
    const floors = others.some((o) => o.id === 'weak-floor' || o.id === 'hard-floor') ? ' on the floor (only the floor slopes; not below a hole)' : '';
    return d && d.kind === 'steep-slope'
      ? { inForce: true, how: `down to the ${d.downhill}${floors}: walkers have Move -1 (never below 1); a unit that falls or is knocked down rolls React against 2D6 or slides D10 squares downhill, then against 2D6+1, until it holds, meets the slope's edge or slides off the board (out of the fight with its heroes; with a Hard or Weak Edge only through one of its doors); no object of the fight can land on it to roll` }
      : { inForce: false, how: '' };
  }
  if (c.id === 'sudden-shocks') {
    const d = c.details.find((x) => x.kind === 'sudden-shocks');
    return d && d.kind === 'sudden-shocks'
      ? { inForce: true, how: `at each turn's start a d6: on ${d.shockOn}+ every unit on the ground rolls React against 2D6 (the knockdown) or is knocked down, its move spent getting up` }
      : { inForce: false, how: '' };
  }
  if (c.id === 'narrow-balance') {
    const d = c.details.find((x) => x.kind === 'narrow-balance');
    if (!d || d.kind !== 'narrow-balance' || !c.where.squares.length) return { inForce: false, how: 'not laid: no squares' };
    return { inForce: true, how: `a move stepping onto a balance square is a React roll against 2D6: lost, no progress (back where it began); lost by total defeat (a natural 2), a fall of ${BALANCE_FALL} levels; ${bottomHow(d.bottom)}` };
  }
  return null;
}

/** The floor's area cut into its sections (side by side strips), its resistance and what is below. */
export function floorOf(floor: Floor, area: Rect | undefined): MapFloor | undefined {
  if (!area || area.w < 1 || area.h < 1) return undefined;
  const n = Math.max(1, Math.min(floor.sections, area.w));
  const w = Math.floor(area.w / n);
  const sections = Array.from({ length: n }, (_, i) => ({ x: area.x + i * w, y: area.y, w: i === n - 1 ? area.w - w * (n - 1) : w, h: area.h }));
  const below = floor.below[0];
  // A floor below is landed on as solid (its own breaking is not played); a drop has its bottom.
  const bottom = below?.what === 'drop' && below.bottom ? below.bottom : ({ face: 1, kind: 'solid' } as DropBottom);
  const h = dropHarm(bottom, floor.strength === 'weak' ? 'Weak Floor' : 'Hard Floor');
  return { strength: floor.strength, sections, resistance: floor.resistance.total, gap: below?.gap.total ?? 1, bottom: bottom.kind, ...(h ? { harm: h } : {}), broken: [] };
}

const inRect = (r: Rect, s: Square) => s.x >= r.x && s.y >= r.y && s.x < r.x + r.w && s.y < r.y + r.h;

/**
 * A Hard or Weak Edge in force round the board: "being knocked off the board would require a door or a
 * breach" (its edge walls have nothing beyond to breach), so a slide leaves the board only at a door.
 */
function edgeDoorsOf(list: Complication[], laid: MapComplication[]): { edgeDoors?: Square[] } {
  const edges = list.filter((c) => (c.id === 'hard-edge' || c.id === 'weak-edge') && laid.some((m) => m.id === c.id && m.inForce));
  if (!edges.length) return {};
  return { edgeDoors: edges.flatMap((c) => c.details.flatMap((d) => ('walls' in d && d.walls.around === 'board' ? d.walls.doors.map((x) => x.square) : []))) };
}

/** The hazards of the complications in force, on the laid terrain; undefined when there are none. */
export function hazardsOf(list: Complication[], laid: MapComplication[], terrain: Terrain[], width: number, height: number): MapHazards | undefined {
  const out: MapHazards = {};
  for (const c of list) {
    if (!laid.some((m) => m.id === c.id && m.inForce)) continue;
    const d = c.details[0];
    // Only where a unit can stand: an explosive under an obstacle or a wall could never be hit.
    const open = (s: Square) => terrain[s.y * width + s.x] !== 'barrier' && terrain[s.y * width + s.x] !== 'deep-water';
    if (d?.kind === 'explosive-objects') out.explosives = { squares: c.where.squares.filter(open), explodesOn: d.explodesOn, burst: LARGE_BURST, harm: harm(d.damage.value.face, d.damage.type, c.name), blast: d.damage.value.roll.total };
    if (d?.kind === 'weak-floor' || d?.kind === 'hard-floor') {
      const f = floorOf(d.floor, c.where.rects[0]);
      // The floor that holds the squares both cover first: floorAt gives such a square to the first listed.
      const area = (x: MapFloor) => ({ strength: x.strength, area: x.sections.reduce((n, r) => n + r.w * r.h, 0) });
      if (f) out.floors = [...(out.floors ?? []), f].sort((a, b) => (holds(area(a), area(b)) ? -1 : holds(area(b), area(a)) ? 1 : 0));
    }
    if (d?.kind === 'steep-slope') out.slope = { downhill: d.downhill, moveLoss: 1, against: [0, 1], ...edgeDoorsOf(list, laid) };
    if (d?.kind === 'sudden-shocks') out.shocks = { shockOn: d.shockOn, against: 0 };
    if (d?.kind === 'narrow-balance') {
      const squares = c.where.squares.filter(open);
      const h = dropHarm(d.bottom, c.name);
      const trap = dropTrap(d.bottom);
      if (squares.length) out.balances = { squares, against: BALANCE_AGAINST, fall: BALANCE_FALL, bottom: d.bottom.kind, ...(h ? { harm: h } : {}), ...(trap !== undefined ? { trap } : {}) };
    }
    if (d?.kind === 'automated-defences') {
      // The squares battle.ts laid as emplacements (its `changed`), none taken back.
      const rolls = c.details.filter((e): e is typeof d => e.kind === 'automated-defences');
      const squares = withSets(rolls, c.where.squares, laid.find((m) => m.id === c.id)?.changed ?? []);
      if (squares.length) out.defences = defencesOf(rolls, squares, c.name);
    }
    if (d?.kind === 'dangerous-obstacles') {
      const squares: Square[] = [];
      for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (terrain[y * width + x] === 'barrier' && c.where.rects.some((r) => inRect(r, { x, y }))) squares.push({ x, y });
      if (squares.length) out.obstacles = { squares, harm: harm(d.damage.value.face, d.damage.type.id, c.name) };
    }
  }
  return Object.keys(out).length ? out : undefined;
}
