// The ChaCha20 block function (RFC 8439, section 2.3), written here so the dice stay pure and
// replayable in any runtime. Its output reveals nothing usable about its key: knowing any number of
// blocks does not let anyone work out the key or the next block (unlike a small generator whose
// outputs are its state).

const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]; // "expand 32-byte k"

function rotl(v: number, n: number): number {
  return (v << n) | (v >>> (32 - n));
}

function quarter(x: Uint32Array, a: number, b: number, c: number, d: number): void {
  x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 16);
  x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 12);
  x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 8);
  x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 7);
}

/**
 * Sixteen 32-bit words of key stream for a 256-bit key (eight little-endian words), a 32-bit block
 * counter and a 96-bit nonce (three words).
 */
export function chachaBlock(key: ArrayLike<number>, counter: number, nonce: ArrayLike<number> = [0, 0, 0]): Uint32Array {
  const input = new Uint32Array(16);
  input.set(SIGMA, 0);
  for (let i = 0; i < 8; i++) input[4 + i] = key[i];
  input[12] = counter;
  for (let i = 0; i < 3; i++) input[13 + i] = nonce[i];
  const x = input.slice();
  for (let round = 0; round < 10; round++) {
    quarter(x, 0, 4, 8, 12);
    quarter(x, 1, 5, 9, 13);
    quarter(x, 2, 6, 10, 14);
    quarter(x, 3, 7, 11, 15);
    quarter(x, 0, 5, 10, 15);
    quarter(x, 1, 6, 11, 12);
    quarter(x, 2, 7, 8, 13);
    quarter(x, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) x[i] += input[i];
  return x;
}

/** A 64-hex-digit key as eight little-endian words, or null if it is not one. */
export function keyWords(hex: string): Uint32Array | null {
  if (!/^[0-9a-f]{64}$/.test(hex)) return null;
  const words = new Uint32Array(8);
  for (let i = 0; i < 8; i++) {
    let w = 0;
    for (let b = 3; b >= 0; b--) w = (w << 8) | parseInt(hex.slice(i * 8 + b * 2, i * 8 + b * 2 + 2), 16);
    words[i] = w >>> 0;
  }
  return words;
}
