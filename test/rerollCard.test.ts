import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { combatSetupPreview } from '../server/rooms/combatSetupPreview.ts';
import { summaryLines } from '../server/cli/combatSetupSummary.ts';
import type { CombatSetup } from '../shared/combatSetup/index.ts';

// Issue 11, HC-06: a complication re-rolled because it made no sense on its board (shared/combatSetup/
// reroll.ts) is shown where the set-up is: the gamemaster's card (GET /api/combat-setup, the same
// function a room opens the step with) and the CLI's summary; the gamemaster's own overrides hold.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
type Body = { setup: CombatSetup; complications: { id: string; inForce: boolean; how?: string }[] };
const preview = (query: Record<string, string>) => {
  const a = combatSetupPreview(maps, query);
  expect(a.status).toBe(200);
  return a.body as unknown as Body;
};

describe('HC-06 the re-roll on the gamemaster card and the CLI', () => {
  it('HC-06 street-brawl seed 582: Edge of a Drop (no fall here) rolled again, the card and the summary say so', () => {
    const b = preview({ seed: '582', episode: 'street-brawl' });
    expect(b.setup.complications.senseless).toEqual([{ index: 1, face: 7, id: 'edge-of-a-drop', name: 'Edge of a Drop', why: expect.stringContaining('no fall here'), tries: [8], kept: true }]);
    const c = b.complications[1];
    expect(c).toMatchObject({ id: 'explosive-objects', inForce: true });
    expect(c.how).toContain('re-rolled (d30 8): Edge of a Drop (d30 7) made no sense here (not laid: no fall here');
    expect(summaryLines(b.setup).join('\n')).toContain('re-rolled: Edge of a Drop (d30 7) made no sense here (not laid: no fall here (to the ground from the air, or in space or underwater)); d30 8, kept Explosive Objects');
  });

  it("HC-06 with the gamemaster's override on the complications the set-up stands as made (taken back, shown so)", () => {
    // The gamemaster sets complication roll 1 by hand to what the seed rolled: it stands, taken back.
    const b = preview({ seed: '582', episode: 'street-brawl', overrides: JSON.stringify([{ table: 'complication', index: 0, set: 'edge-of-a-drop' }]) });
    expect(b.setup.complications.senseless).toBeUndefined();
    expect(b.complications.find((c) => c.id === 'edge-of-a-drop')).toMatchObject({ inForce: false });
  });
});
