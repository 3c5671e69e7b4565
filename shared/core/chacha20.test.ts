import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chachaBlock, keyWords } from './chacha20.ts';

const hex = (words: Uint32Array) => Buffer.from(words.buffer, words.byteOffset, 64).toString('hex');
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('ChaCha20 block function: known answers', () => {
  it('RFC 8439 2.3.2: key 00..1f, nonce 000000090000004a00000000, counter 1', () => {
    const key = keyWords(Buffer.from(range(32)).toString('hex'))!;
    const bytes = Buffer.from('000000090000004a00000000', 'hex');
    const nonce = [0, 4, 8].map((i) => bytes.readUInt32LE(i));
    expect(hex(chachaBlock(key, 1, nonce))).toBe(
      '10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4ed2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e',
    );
  });

  it('RFC 8439 A.1 test vector 1: all-zero key, nonce and counter', () => {
    expect(hex(chachaBlock(new Uint32Array(8), 0))).toBe(
      '76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586',
    );
  });

  it("agrees with the platform's own ChaCha20 (OpenSSL) on random keys and counters", () => {
    for (let i = 0; i < 50; i++) {
      const key = randomBytes(32);
      const counter = randomBytes(4).readUInt32LE(0);
      const iv = Buffer.alloc(16);
      iv.writeUInt32LE(counter, 0);
      const stream = createCipheriv('chacha20', key, iv).update(Buffer.alloc(64));
      expect(hex(chachaBlock(keyWords(key.toString('hex'))!, counter))).toBe(stream.toString('hex'));
    }
  });

  it('refuses a key that is not 64 hex digits', () => {
    expect(keyWords('abc')).toBeNull();
    expect(keyWords('G'.repeat(64))).toBeNull();
  });
});
