// A set-up seed as typed (issue 11), read without zod so the start page's gamemaster card can use it
// without loading zod: digits are the number (leading zeros dropped), else 64 hex digits in lower case.
// overrideSchema.ts SetupSeedText is the edge's parser; seedText.test.ts keeps the two in agreement.

/** The seed the text stands for, or null where the server would refuse it. */
export function readSeedText(text: string): number | string | null {
  const t = text.trim();
  if (/^\d{1,10}$/.test(t)) {
    const n = Number(t);
    return n <= 2 ** 31 ? n : null;
  }
  return /^[0-9a-fA-F]{64}$/.test(t) ? t.toLowerCase() : null;
}
