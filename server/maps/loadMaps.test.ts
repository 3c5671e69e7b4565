import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadMapRegistry } from './loadMaps.ts';

const root = join(import.meta.dirname, '..', '..');

it('lists two-side maps first (the lobby checks the first), then by file name; the six-side crossroads has six deploy sides', () => {
  const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
  expect(maps.problems).toEqual([]);
  expect(maps.list().map((m) => m.id)).toEqual(['skirmish', 'valley', 'crossroads']);
  expect(new Set(maps.get('crossroads')!.battle.deploy.map((d) => d.side))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
});
