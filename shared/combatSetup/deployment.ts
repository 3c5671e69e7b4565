import { rollDie, type RngState } from '../core/rng.ts';
import { opposedTactics, type Figure } from './figures.ts';
import { and, countOf, distances, maskOf, rectMask, rectsOf, type Grid, type Mask } from './grid.ts';
import { defenderOf } from './preparation.ts';
import { DATA, rollOn } from './tables.ts';
import { otherSide, type Corner, type Cube, type Deployment, type Edge, type EpisodeStep, type Opposed, type Preparation, type SideId } from './types.ts';

// HC-03: Deployment Type, where the first side deploys, and the deployment range of the second.

export const EDGES: readonly Edge[] = ['north', 'east', 'south', 'west'];
export const CORNERS: readonly Corner[] = ['north-west', 'north-east', 'south-east', 'south-west'];

/** Squares from an edge: the edge row is 1. */
function fromEdge(g: Grid, e: Edge, x: number, y: number): number {
  return e === 'north' ? y + 1 : e === 'south' ? g.height - y : e === 'west' ? x + 1 : g.width - x;
}

/**
 * The first side's squares. "Within N" of an edge or corner is 1..N squares from it (Chebyshev from a
 * corner); "between A and B" is A..B; "within 12" of the centre is every square within 12 of the
 * board's middle. Where the board is too small to reach A, the squares farthest from the edge or
 * corner are used instead (no figure is ever prevented from deploying).
 */
export function firstArea(g: Grid, from: Deployment['from'], near: number, far: number): Mask {
  const dist = distanceFrom(g, from);
  if (from.id === 'centre') return maskOf(g, (x, y) => dist(x, y) <= far);
  let reach = 0;
  for (let y = 0; y < g.height; y++) for (let x = 0; x < g.width; x++) reach = Math.max(reach, dist(x, y));
  const lo = Math.min(near, reach);
  return maskOf(g, (x, y) => dist(x, y) >= lo && dist(x, y) <= far);
}

/** A square's distance from where the first side deploys from: the board's middle, an edge or a corner. */
export function distanceFrom(g: Grid, from: Deployment['from']): (x: number, y: number) => number {
  if (from.id === 'centre') {
    const cx = (g.width - 1) / 2;
    const cy = (g.height - 1) / 2;
    return (x, y) => Math.max(Math.abs(x - cx), Math.abs(y - cy));
  }
  return (x, y) => {
    if (from.edge) return fromEdge(g, from.edge, x, y);
    const [v, h] = from.corner!.split('-') as [Edge, Edge];
    return Math.max(fromEdge(g, v, x, y), fromEdge(g, h, x, y));
  };
}

/**
 * The second side's squares: those whose distance to the first side's area lies in the range. The
 * text's rule is per figure (no closer than the low end to any first-side figure, within the high end
 * of one): the engine checks it at placement from `range`; the area is where that can be met. If no
 * square can, the squares farthest from the first side (no figure is ever prevented from deploying).
 */
export function secondArea(g: Grid, first: Mask, low: number, high: number | null): { mask: Mask; relaxed: boolean } {
  const d = distances(g, first);
  const mask = d.map((v, i) => !first[i] && v >= low && (high === null || v <= high));
  if (countOf(mask) > 0) return { mask, relaxed: false };
  const farthest = d.reduce((a, v, i) => (first[i] ? a : Math.max(a, v)), 0);
  return { mask: d.map((v, i) => !first[i] && v === farthest), relaxed: true };
}

/** The part of an area inside the cube, when there is one; deploying outside only if there is no choice. */
function preferCube(g: Grid, m: Mask, cube: Cube): { mask: Mask; inside: boolean } {
  const inCube = and(m, rectMask(g, [cube.bounds]));
  return countOf(inCube) > 0 ? { mask: inCube, inside: true } : { mask: m, inside: false };
}

function rollOrder(rng: RngState): [{ heroes: number; opponents: number }[], SideId, RngState] {
  const rolls: { heroes: number; opponents: number }[] = [];
  let state = rng;
  for (;;) {
    let h: number;
    let o: number;
    [h, state] = rollDie(state, 10);
    [o, state] = rollDie(state, 10);
    rolls.push({ heroes: h, opponents: o });
    if (h !== o) return [rolls, h > o ? 'heroes' : 'opponents', state];
  }
}

export function rollDeployment(rng: RngState, cube: Cube, figures: Record<SideId, Figure[]>, step: EpisodeStep, prep: Preparation): [Deployment, RngState] {
  const g: Grid = cube.board;
  let [typeRoll, state] = rollOn(rng, DATA.deploymentType);
  const type = typeRoll.row.id;
  let tactics: Opposed | null = null;
  let orderRolls: { heroes: number; opponents: number }[] = [];
  let first: SideId;
  let mode: Deployment['mode'];
  if (type === 'tactical-edge') {
    // The Tactics roll of the preparation counts if there was one ("if they haven't already").
    if (prep.tactics) tactics = prep.tactics;
    else [tactics, state] = opposedTactics(state, figures, otherSide(defenderOf(step)));
    mode = tactics.major ? 'whole-team' : 'alternating';
    // The winner chooses; the stand-in choice is to deploy second, seeing where the enemy stands.
    first = otherSide(tactics.winner);
  } else {
    mode = type === 'alternating' ? 'alternating' : 'whole-team';
    [orderRolls, first, state] = rollOrder(state);
  }
  let fromRoll;
  let distRoll;
  [fromRoll, state] = rollOn(state, DATA.deployFrom);
  [distRoll, state] = rollOn(state, DATA.deployFrom);
  let edge: Edge | null = null;
  let corner: Corner | null = null;
  let pick: number;
  if (fromRoll.row.id.endsWith('edge')) {
    [pick, state] = rollDie(state, 4);
    edge = EDGES[pick - 1];
  } else if (fromRoll.row.id.endsWith('corner')) {
    [pick, state] = rollDie(state, 4);
    corner = CORNERS[pick - 1];
  }
  let rangeRoll;
  [rangeRoll, state] = rollOn(state, DATA.deployRange);
  const from = { face: fromRoll.face, id: fromRoll.row.id, name: fromRoll.row.name, edge, corner };
  const distance = { face: distRoll.face, near: distRoll.row.near, far: distRoll.row.far };
  const range = { face: rangeRoll.face, low: rangeRoll.row.low, high: rangeRoll.row.high };

  const a = preferCube(g, firstArea(g, from, distance.near, distance.far), cube);
  const s = secondArea(g, a.mask, range.low, range.high);
  const b = preferCube(g, s.mask, cube);
  const second = otherSide(first);
  return [
    {
      face: typeRoll.face,
      type,
      mode,
      first,
      second,
      orderRolls,
      tactics,
      chosenBy: type === 'tactical-edge' ? 'winner' : 'dice',
      from,
      distance,
      range,
      areas: { [first]: rectsOf(g, a.mask), [second]: rectsOf(g, b.mask) } as Record<SideId, ReturnType<typeof rectsOf>>,
      insideCube: { [first]: a.inside, [second]: b.inside } as Record<SideId, boolean>,
      relaxed: s.relaxed,
    },
    state,
  ];
}

