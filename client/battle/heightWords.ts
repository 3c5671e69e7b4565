import type { CubeArea } from '../../shared/map/battleMap.ts';

// HC-01 height and the contested space in words, for the board, the tooltips, the panel and the log.

/** A level relative to the deployment surface: "+3", "−2", "0" (a true minus sign). */
export function levelText(z: number): string {
  return z > 0 ? `+${z}` : z < 0 ? `\u2212${-z}` : '0';
}

/** "cube: 9×9, levels −4..+4" (levels only when the cube has height). */
export function cubeBandText(c: CubeArea): string {
  const band = c.zMin !== undefined && c.zMax !== undefined ? `, levels ${levelText(c.zMin)}..${levelText(c.zMax)}` : '';
  return `cube: ${c.w}\u00d7${c.h}${band}`;
}

/** The words for a unit that does not count for victory. */
export const INACTIVE_WORDS = { outside: 'outside the cube \u2014 inactive', 'out-for-good': 'out of the cube for good (Out is Out) \u2014 inactive' } as const;
