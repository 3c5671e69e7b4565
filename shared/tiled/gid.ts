// Global tile ids: the top four bits are flip flags, the rest the tile (Tiled docs, global-tile-ids).
// Ids are unsigned 32-bit: 0x80000000 and up do not fit in an Int32, so everything goes through >>> 0.

import { FLIP_D, FLIP_H, FLIP_HEX, FLIP_V } from './types.ts';

export const GID_MASK = 0x0fffffff;

export interface SplitGid {
  gid: number;
  flips: number;
}

/** Tiled clears all four flag bits on every map, hex or not, so a hex flag never yields a huge id. */
export function splitGid(raw: number): SplitGid {
  const u = raw >>> 0;
  return { gid: (u & GID_MASK) >>> 0, flips: u >>> 28 };
}

export function joinGid(gid: number, flips: number): number {
  return ((flips & 0xf) * 0x10000000 + (gid & GID_MASK)) >>> 0;
}

export interface FlipFlags {
  horizontal: boolean;
  vertical: boolean;
  antiDiagonal: boolean;
  hex120: boolean;
}

export function flipFlags(flips: number): FlipFlags {
  return {
    horizontal: (flips & FLIP_H) !== 0,
    vertical: (flips & FLIP_V) !== 0,
    antiDiagonal: (flips & FLIP_D) !== 0,
    hex120: (flips & FLIP_HEX) !== 0,
  };
}
