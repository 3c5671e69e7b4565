// How sure a measured win rate is: the Wilson score interval, which (unlike the plain normal
// approximation) stays inside [0, 1] and behaves at 0 or n wins out of n, as strong levels give.

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

/** The observed rate `wins / n` and its Wilson interval; z = 1.96 for 95%. n = 0 gives [0, 1]. */
export function wilson(wins: number, n: number, z = 1.96): Interval {
  if (n <= 0) return { rate: 0, low: 0, high: 1 };
  const p = wins / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
