import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Builds the client into a folder and tells the start page's own script (what a player loads before
// anything else) from the chunks loaded later (the battle: Phaser, the rules). Used by the bench and
// the bundle test.

export interface BundleSizes {
  entry: { file: string; bytes: number; gzip: number };
  chunks: { file: string; bytes: number; gzip: number }[];
}

export function buildAndMeasure(root: string, outDir: string): BundleSizes {
  const vite = join(root, 'node_modules', '.bin', 'vite');
  const built = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr || built.stdout}`);
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entryName = /<script[^>]+src="\/?assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entryName) throw new Error('no entry script in the built index.html');
  const assets = join(outDir, 'assets');
  const sized = readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(assets, file));
      return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
  return { entry: sized.find((s) => s.file === entryName)!, chunks: sized.filter((s) => s.file !== entryName) };
}
