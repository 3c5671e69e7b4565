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
import { seedFromNumber } from '../shared/core/rng.ts';
import { CreateOptions } from '../shared/protocol/messages.ts';

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
    [`?seed=${'a'.repeat(63)}`, /64 hex digits/],
    [`?seed=${'g'.repeat(64)}`, /64 hex digits/],
  ])('refuses a bad seed (%s) with 400 and says why', async (q, why) => {
    const { status, body } = await get(q);
    expect(status).toBe(400);
    expect(body.error).toMatch(why);
    expect(body.episodes.length).toBeGreaterThan(0);
  });

  it('takes a seed of 64 hex digits (any case) as the generator\'s key; a number keeps its old set-up, its key derived', () => {
    const hex = 'C0FFEE'.padEnd(64, '0');
    const a = combatSetupPreview(maps, { seed: hex, episode: 'vampire-nest' });
    if (a.status !== 200) throw new Error(a.body.error);
    expect(a.body.seed).toBe(hex.toLowerCase());
    expect(a.body.key).toBe(hex.toLowerCase());
    const team = teamOf();
    if (!team.ok) throw new Error('team');
    const boards = maps.list().map((m) => ({ name: m.id, width: m.width, height: m.height }));
    const step = COMBAT_SETUP_DATA.episodes.find((e) => e.id === 'vampire-nest')!;
    const direct = generateCombatSetup({ step, heroes: team.heroes, boards }, hex.toLowerCase());
    if (!direct.ok) throw new Error('generator');
    expect(a.body.setup).toEqual(direct.setup);
    const n = combatSetupPreview(maps, { seed: '34', episode: 'vampire-nest' });
    if (n.status !== 200) throw new Error(n.body.error);
    expect(n.body.seed).toBe(34);
    expect(n.body.key).toBe(seedFromNumber(34));
    const byKey = combatSetupPreview(maps, { seed: seedFromNumber(34), episode: 'vampire-nest' });
    if (byKey.status !== 200) throw new Error(byKey.body.error);
    expect(n.body.setup).toEqual(byKey.body.setup);
    expect(JSON.stringify(n.body.setup)).not.toBe(JSON.stringify(a.body.setup));
  });

  it('the create option combatStep takes either seed', () => {
    expect(CreateOptions.safeParse({ combatStep: { seed: 'AB'.repeat(32) } }).data?.combatStep?.seed).toBe('ab'.repeat(32));
    expect(CreateOptions.safeParse({ combatStep: { seed: 34 } }).data?.combatStep?.seed).toBe(34);
    expect(CreateOptions.safeParse({ combatStep: { seed: 'ab'.repeat(31) } }).success).toBe(false);
    expect(CreateOptions.safeParse({ combatStep: { seed: 2 ** 31 + 1 } }).success).toBe(false);
    const made = combatStepBattle(maps, { seed: 'ab'.repeat(32), episode: 'street-brawl' });
    expect(made.ok).toBe(true);
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
    expect([...entries.keys()]).toEqual(['Opponents', 'Cube', 'Preparation', 'Deployment', 'Environments', 'Complications', 'Task', 'Turn limit']);
    // HC-11: the enemy the battle fields, the group the step names.
    expect(entries.get('Opponents')).toEqual(['5 Vampires (Vampires, level 3): 5 units of 1 figure: vampires, vampires, vampires, vampires, vampires; led by Vampire Lord']);
    expect(entries.get('Cube')![0]).toContain(`Side ${a.body.setup.cube.side} squares`);
    expect(entries.get('Turn limit')).toEqual(['20 turns']);
    const words = entries.get('Complications')!;
    expect(words).toHaveLength(a.body.complications.length);
    a.body.complications.forEach((c, i) => expect(words[i]).toMatch(new RegExp(`^${c.name}: ${c.inForce ? 'in force' : 'not in force'}`)));
    expect(a.body.complications.some((c) => c.inForce)).toBe(true);
  });
});
