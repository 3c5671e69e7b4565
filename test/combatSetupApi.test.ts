import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { combatStepBattle } from '../server/rooms/combatStep.ts';
import { generateCombatSetup, COMBAT_SETUP_DATA } from '../shared/combatSetup/index.ts';
import { teamOf } from '../shared/combatSetup/heroTeam.ts';
import { freePort } from './support.ts';
import { previewEntries, type SetupPreview } from '../client/lobby/combatStepCard.ts';
import { combatSetupPreview } from '../server/rooms/combatSetupPreview.ts';

// Issue 11: GET /api/combat-setup, the gamemaster's preview of a combat step's set-up from its seed,
// is what the CLI prints with --json and what the create option `combatStep` then plays.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));

describe('GET /api/combat-setup', () => {
  let server: GameServer;
  let url: string;
  const get = async (q: string) => {
    const res = await fetch(`${url}/api/combat-setup${q}`);
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  };

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives the set-up of a seed and episode, the same as the generator (and the CLI) gives, with every episode to choose from', async () => {
    const { status, body } = await get('?seed=34&episode=vampire-nest');
    expect(status).toBe(200);
    expect(body.seed).toBe(34);
    expect(body.episode).toBe('vampire-nest');
    expect(body.episodes.map((e: { id: string }) => e.id)).toEqual(COMBAT_SETUP_DATA.episodes.map((e) => e.id));
    const team = teamOf(undefined);
    if (!team.ok) throw new Error('default team');
    const boards = maps.list().map((m) => ({ name: m.id, width: m.width, height: m.height }));
    const step = COMBAT_SETUP_DATA.episodes.find((e) => e.id === 'vampire-nest')!;
    const direct = generateCombatSetup({ step, heroes: team.heroes, boards }, 34);
    if (!direct.ok) throw new Error(direct.errors.join());
    expect(body.setup).toEqual(JSON.parse(JSON.stringify(direct.setup)));
    expect(body.setup.turnLimit).toBe(20);
    // The complications as the battle the room opens carries them: in force or taken back.
    const battle = combatStepBattle(maps, { seed: 34, episode: 'vampire-nest' });
    if (!battle.ok) throw new Error(battle.message);
    expect(body.mapId).toBe(battle.mapId);
    expect(body.complications.map((c: { id: string; inForce: boolean }) => [c.id, c.inForce])).toEqual(battle.map.complications!.map((c) => [c.id, c.inForce]));
    expect(body.complications.length).toBe(direct.setup.complications.list.length);
  });

  it('defaults to the first episode, and another seed gives another set-up', async () => {
    const a = await get('?seed=1');
    const b = await get('?seed=2');
    expect(a.status).toBe(200);
    expect(a.body.episode).toBe(COMBAT_SETUP_DATA.episodes[0].id);
    expect(JSON.stringify(a.body.setup)).not.toBe(JSON.stringify(b.body.setup));
  });

  it.each([
    ['', /seed is required/],
    ['?seed=abc', /whole number/],
    ['?seed=-1', /whole number/],
    ['?seed=1.5', /whole number/],
    ['?seed=2147483649', /whole number/],
    ['?seed=1&seed=2', /seed/],
  ])('refuses a bad seed (%s) with 400 and says why', async (q, why) => {
    const { status, body } = await get(q);
    expect(status).toBe(400);
    expect(body.error).toMatch(why);
    expect(body.episodes.length).toBeGreaterThan(0);
  });

  it('refuses an unknown episode with 400, naming the ones there are', async () => {
    const { status, body } = await get('?seed=3&episode=tea-party');
    expect(status).toBe(400);
    expect(body.error).toMatch(/No episode step "tea-party"; steps: street-brawl/);
  });

  it("the gamemaster card's words: every part of the set-up, each complication with whether it is in force, from the answer alone", () => {
    const a = combatSetupPreview(maps, { seed: '10', episode: 'vampire-nest' });
    if (a.status !== 200) throw new Error(a.body.error);
    const entries = new Map(previewEntries(a.body as unknown as SetupPreview));
    expect([...entries.keys()]).toEqual(['Cube', 'Preparation', 'Deployment', 'Environments', 'Complications', 'Task', 'Turn limit']);
    expect(entries.get('Cube')![0]).toContain(`Side ${a.body.setup.cube.side} squares`);
    expect(entries.get('Turn limit')).toEqual(['20 turns']);
    const words = entries.get('Complications')!;
    expect(words).toHaveLength(a.body.complications.length);
    a.body.complications.forEach((c, i) => expect(words[i]).toMatch(new RegExp(`^${c.name}: ${c.inForce ? 'in force' : 'not in force'}`)));
    expect(a.body.complications.some((c) => c.inForce)).toBe(true);
  });
});
