import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startGameServer } from './app.ts';
import { loadMapRegistry } from './maps/loadMaps.ts';
import { dataFolder, openDataFolder } from './store/dataFolder.ts';

// `npm start`: build the client if it is missing or older than its sources, open the data folder
// (every game is kept there), bring back the unfinished games, then serve everything on one port.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const clientDir = join(root, 'dist', 'client');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
  }
  return newest;
}

async function ensureClientBuilt(): Promise<void> {
  const index = join(clientDir, 'index.html');
  const sources = Math.max(newestMtime(join(root, 'client')), newestMtime(join(root, 'shared')), newestMtime(join(root, 'public')));
  if (existsSync(index) && statSync(index).mtimeMs >= sources) return;
  console.log('Building the client (first start, or its sources changed)…');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`Client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 2567);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}"`);
  if (process.env.SKIP_CLIENT_BUILD !== '1') await ensureClientBuilt();
  const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
  for (const p of maps.problems) console.warn(`map problem: ${p}`);
  if (maps.list().length === 0) throw new Error('No playable maps in maps/: see the problems above');
  const data = openDataFolder(dataFolder(root));
  // A clean stop folds the journal into the store file; a kill loses nothing either (every write is
  // already on disk), it only leaves the journal beside the file for the next start to fold in.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      data.close();
      process.exit(0);
    });
  }
  const server = await startGameServer({ port, maps, clientDir, store: data.store });
  const { restored, problems } = server.restored;
  console.log(`Games are kept in ${data.store.where}; ${restored.length} unfinished game${restored.length === 1 ? '' : 's'} restored${problems.length ? `, ${problems.length} not` : ''}`);
  for (const r of restored) console.log(`  restored ${r.roomId}: ${r.commands} commands, state ${r.hash}`);
  for (const p of problems) console.error(`  NOT restored: ${p}`);
  console.log(`Shadow Wars Online is running: open http://localhost:${port} (maps: ${maps.list().map((m) => m.id).join(', ')})`);
}

main().catch((e: unknown) => {
  console.error(`Could not start: ${(e as Error).message}`);
  process.exit(1);
});
