import type { DropBottom, Floor } from './complicationTypes.ts';
import { Roller } from './roller.ts';

// Edge of a Drop and Weak / Hard Floor: what lies below, which other complications reuse.

// A Weak Floor bottom's own rolls come from a fork far ahead in the set-up's stream (beyond the
// defences' fork, complicationDetails.ts), so they shift no other die: every seed's set-up is as before.
const BOTTOM_FORK = 2 ** 35 + 2 ** 33;

/**
 * The bottom of a drop, by the environments present (Edge of a Drop). A Weak Floor there ("see below")
 * is rolled as one, with what is below it (`floor`); a floor below a floor (`expand` false) is not.
 */
export function dropBottom(r: Roller, envs: string[], expand = true): DropBottom {
  if (envs.includes('space') || envs.includes('underwater')) return { face: null, kind: 'no-fall' };
  if (envs.includes('heat')) return { face: null, kind: 'hot', damage: { value: r.value(), type: { face: 0, id: 'heat' } } };
  if (envs.includes('cold') && envs.includes('water')) return { face: null, kind: 'cold-water', trap: r.dice('2D4') };
  if (envs.includes('cold')) {
    const f = r.d(6);
    if (f >= 4) return { face: f, kind: 'cold', damage: { value: r.value(), type: { face: 0, id: 'cold' } } };
  }
  const face = r.d(6);
  switch (face) {
    case 1:
      return { face, kind: 'solid' };
    case 2:
      return { face, kind: 'weak-floor', ...(expand ? { floor: rollFloor(new Roller({ ...r.state, n: r.state.n + BOTTOM_FORK }), 'weak', envs) } : {}) };
    case 3:
      return { face, kind: 'dangerous', damage: { value: r.value(), type: r.damageType() } };
    case 4:
      return { face, kind: 'water' };
    case 5:
      return { face, kind: 'spikes' };
    default:
      return { face, kind: 'entangling', trap: r.dice(['2D4', '2D6', '2D8', '2D10'][r.d(4) - 1]) };
  }
}

/**
 * Weak Floor (and Hard Floor, "as for Weak Floor"): D100% of the board, in D20 sections (at most the
 * percentage) under 80%; its height by the environment; below it, a chain of floors ending in a drop.
 * The chain is capped at 5 floors (the text's chain can loop forever on 1-4).
 */
export function rollFloor(r: Roller, strength: 'weak' | 'hard', envs: string[]): Floor {
  const resistance = r.dice(strength === 'weak' ? 'D6' : '2D12');
  const percent = r.d(100);
  const sections = percent < 80 ? Math.min(r.d(20), percent) : 1;
  let height = null;
  let aboveGround = true;
  if (envs.includes('water')) {
    const f = r.d(10);
    // 8 is missing from the text's table (1-3, 4-7, 9-10): read as 4-8.
    height = f <= 3 ? { expr: '0', dice: [], total: 0 } : f <= 8 ? r.dice('D6') : r.dice('D10+10');
  } else if (!envs.includes('air')) aboveGround = r.d(6) >= 4;
  const below: Floor['below'] = [];
  let sameGap: Floor['below'][number]['gap'] | null = null;
  for (let i = 0; i < 5; i++) {
    const f = r.d(10);
    if (f <= 4) {
      const gap: Floor['below'][number]['gap'] = sameGap ?? r.dice(f <= 2 ? 'D4+2' : 'D10+2');
      if (f <= 2 && !sameGap && r.d(6) >= 3) sameGap = gap;
      below.push({ gap, what: f % 2 === 1 ? 'weak-floor' : 'hard-floor' });
      continue;
    }
    below.push({ gap: r.dice(f <= 6 ? 'D4+2' : f <= 8 ? 'D10+2' : 'D20+2'), what: 'drop', bottom: dropBottom(r, envs, false) });
    break;
  }
  return { strength, resistance, percent, sections, height, aboveGround, below };
}
