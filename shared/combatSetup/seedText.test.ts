import { describe, expect, it } from 'vitest';
import { SetupSeedText } from './overrideSchema.ts';
import { readSeedText } from './seedText.ts';

// The gamemaster card reads the seed field with readSeedText (no zod on the start page); the server
// with SetupSeedText. Both must give the same seed for the same text, or the card would open a set-up
// other than the one on show, or never open it.

describe('a typed set-up seed read without zod (#11)', () => {
  it('agrees with the edge parser on every kind of text', () => {
    const hex = '0a'.repeat(32);
    const texts = ['0', '7', '0123', ' 42 ', '0000000010', '2147483648', '2147483649', '9999999999', '99999999999', '-1', '1.5', '', 'abc', hex, hex.toUpperCase(), ` ${hex} `, hex.slice(1), `${hex}0`];
    for (const t of texts) {
      const r = SetupSeedText.safeParse(t);
      expect(readSeedText(t), t).toEqual(r.success ? r.data : null);
    }
    expect(readSeedText('0123')).toBe(123);
  });
});
