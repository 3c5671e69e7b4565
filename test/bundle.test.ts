import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildAndMeasure } from '../server/cli/bundleSizes.ts';

// The start page loads only its own small script; Phaser and the rules come in the battle chunk,
// loaded when a battle opens. (Sizes are figures for the bench; this checks what is where.)

describe('the client bundle', () => {
  it('the start page script holds neither Phaser nor the rules; the battle chunk holds both', () => {
    const out = mkdtempSync(join(tmpdir(), 'bundle-'));
    const sizes = buildAndMeasure(join(import.meta.dirname, '..'), out);
    const text = (file: string) => readFileSync(join(out, 'assets', file), 'utf8');
    const entry = text(sizes.entry.file);
    // Phaser names itself in its banner and its game config; the rules name their rejection codes.
    expect(entry).not.toMatch(/Phaser v\d|WEBGL_RENDERER|not-in-deploy-area/);
    // The start page (lobby list, create form, waiting room, the Colyseus SDK) is interactive on at
    // most 60 KB of gzipped script; zod stays in the battle chunk (the lobby checks listings by hand).
    expect(sizes.entry.gzip).toBeLessThanOrEqual(60 * 1024);
    expect(entry).not.toMatch(/ZodError/);
    const battle = sizes.chunks.map((c) => text(c.file)).join('\n');
    expect(battle).toMatch(/Phaser/);
    expect(battle).toMatch(/not-in-deploy-area/);
  }, 120_000);
});
