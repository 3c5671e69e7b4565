import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { recordSims } from './simRecord.ts';

// Recorded before the engine was reorganised (issue 7): every scenario, five seeds. A refactor that
// changes a single command chosen or a single die rolled changes a hash here.
it('simulated battles give the same commands, dice and results as the recording', () => {
  const golden = JSON.parse(readFileSync(join(import.meta.dirname, 'sims.json'), 'utf8'));
  expect(recordSims()).toEqual(golden);
});
