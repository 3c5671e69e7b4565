// Base64 to bytes without atob or Buffer, so the parser runs the same in Node, browsers and tests.

const VALUES = new Int16Array(128).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((c, i) => (VALUES[c.charCodeAt(0)] = i));
// Tiled writes the standard alphabet; accept the URL-safe one too, it costs nothing.
VALUES['-'.charCodeAt(0)] = 62;
VALUES['_'.charCodeAt(0)] = 63;

export type Base64Result = { ok: true; bytes: Uint8Array } | { ok: false; error: string };

export function decodeBase64(text: string): Base64Result {
  const clean = text.replace(/\s+/g, '').replace(/=+$/, '');
  if (clean.length % 4 === 1) return { ok: false, error: 'base64 data has an impossible length' };
  const bytes = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let out = 0;
  for (let i = 0; i < clean.length; i++) {
    const code = clean.charCodeAt(i);
    const v = code < 128 ? VALUES[code] : -1;
    if (v < 0) return { ok: false, error: `base64 data has an invalid character ${JSON.stringify(clean[i])} at ${i}` };
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[out++] = (acc >> bits) & 0xff;
    }
  }
  return { ok: true, bytes };
}
