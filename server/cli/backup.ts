import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_ENV, dataFolder, STORE_FILE } from '../store/dataFolder.ts';
import { backupStore } from '../store/sqliteStore.ts';

// npm run -s backup -- <file>
// Copies the game store of the data folder (SHADOW_WARS_DATA, or data/) into one new file, safely
// while the server runs. Put the copy back as games.sqlite in a data folder to use it.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const usage = `usage: npm run -s backup -- <new file>   (copies ${join('<data folder>', STORE_FILE)}; the folder is ${DATA_ENV} or data/)`;

function main(argv: string[]): number {
  if (argv.length !== 1 || argv[0] === '--help' || argv[0] === '-h') {
    console.error(usage);
    return argv[0] === '--help' || argv[0] === '-h' ? 0 : 2;
  }
  const from = join(dataFolder(root), STORE_FILE);
  const to = resolve(argv[0]);
  try {
    backupStore(from, to);
  } catch (e) {
    console.error(`backup: ${(e as Error).message}`);
    return 1;
  }
  console.log(`Copied ${from} to ${to}`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
