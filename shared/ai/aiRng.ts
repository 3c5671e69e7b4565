// The scripted levels' own generator, for their choices only (a weaker move on purpose, a random
// pick). It is not the battle's generator and is never seeded from the battle's seed: a level must
// not be able to foresee dice. Mulberry32: tiny, fast, plenty for choosing among moves.

export interface AiRng {
  /** A number in [0, 1). */
  next(): number;
}

export function aiRng(seed: number): AiRng {
  let a = seed >>> 0;
  return {
    next() {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

/** A 32-bit seed from public text (FNV-1a), e.g. a room's seed commitment, the command count and the side. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** One of the items, uniformly. */
export function pick<T>(rng: AiRng, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(rng.next() * items.length))];
}
