import type { RngState } from '../core/rng.ts';
import { DATA, rollOn } from './tables.ts';
import type { Board, Cube } from './types.ts';

// HC-01: the contested space, a cube in the middle of the board with the deployment surface across
// its middle.

/** When no board holds the cube, a bare board just big enough, so the set-up still has a grid. */
export const FALLBACK_BOARD = 'open-ground';

/** The smallest board (by squares, then name) whose both sides hold the cube's side. */
export function boardFor(side: number, boards: Board[]): { board: Board; fits: boolean } {
  const fitting = boards.filter((b) => b.width >= side && b.height >= side);
  fitting.sort((a, b) => a.width * a.height - b.width * b.height || a.name.localeCompare(b.name));
  if (fitting.length > 0) return { board: fitting[0], fits: true };
  return { board: { name: FALLBACK_BOARD, width: side, height: side }, fits: false };
}

/**
 * The cube's footprint centred on the board (an odd leftover square goes to the right and bottom),
 * and its levels: the surface is level 0; an odd side has as many levels above as below, an even
 * side one more above (figures fly more often than they dig).
 */
export function placeCube(face: number, side: number, boards: Board[]): Cube {
  const { board, fits } = boardFor(side, boards);
  const x = Math.floor((board.width - side) / 2);
  const y = Math.floor((board.height - side) / 2);
  const zMax = Math.floor(side / 2);
  return { face, side, board, bounds: { x, y, w: side, h: side }, zMin: zMax - side + 1, zMax, fitsBoard: fits };
}

export function rollCube(rng: RngState, boards: Board[]): [Cube, RngState] {
  const [r, next] = rollOn(rng, DATA.cube);
  return [placeCube(r.face, r.row.side, boards), next];
}
