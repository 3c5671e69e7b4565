import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { REJECTION_CODES } from '../core/result.ts';

// The rejection codes a client can receive are one closed list; docs/PROTOCOL.md must name exactly those.
it('docs/PROTOCOL.md lists exactly the rejection codes the code can give', () => {
  const doc = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'PROTOCOL.md'), 'utf8');
  const table = doc.slice(doc.indexOf('### Rejection codes'));
  const documented = new Set<string>();
  for (const line of table.split('\n')) {
    const first = line.split('|')[1] ?? '';
    for (const m of first.matchAll(/`([a-z0-9-]+)`/g)) documented.add(m[1]);
  }
  expect([...documented].sort()).toEqual([...REJECTION_CODES].sort());
});
