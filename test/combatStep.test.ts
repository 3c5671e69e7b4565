import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { nodeTimers } from '../server/rooms/clock.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { battleFromSetup } from '../shared/combatSetup/battle.ts';
import { generateCombatSetup, COMBAT_SETUP_DATA } from '../shared/combatSetup/index.ts';
import { teamOf } from '../shared/combatSetup/heroTeam.ts';
import { freePort, waitFor } from './support.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { combatStepBattle } from '../server/rooms/combatStep.ts';
import { battleModule } from '../shared/battle/module.ts';

// Issue 11: a gamemaster creates a battle from a combat step's seed through the ordinary create path;
// the view carries the cube, the complications and the turn limit for a client to draw.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));

describe('a combat step as a room (create option combatStep)', () => {
  const store = memoryStore();
  let server: GameServer;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, store, seed: () => 5, room: { scriptDelayMs: 0, timers: nodeTimers } });
  });
  afterAll(async () => {
    await server?.close();
    store.close();
  });

  it('HC-01 HC-06 HC-08 starts, plays to a result whose record verifies, and its view carries the cube bounds, the complications and the 20-turn limit', async () => {
    const seed = 7;
    const room = await new Client(url).create('battle', { combatStep: { seed, episode: 'vampire-nest' }, gamemaster: true, role: 'gamemaster', scripted: [0, 1], name: 'GM' });
    const session = new Session<BattleView, Command>(room);
    await waitFor('the welcome', () => !!session.current());
    room.send('start');
    await waitFor('the start', () => !!session.current()?.started);
    const view = session.current()!.game;
    // The same set-up, rolled here from the same seed on the same maps, is what the room plays.
    const boards = maps.list().map((m) => ({ name: m.id, width: m.width, height: m.height }));
    const team = teamOf();
    const episode = COMBAT_SETUP_DATA.episodes.find((e) => e.id === 'vampire-nest')!;
    const setup = generateCombatSetup({ step: episode, heroes: team.ok ? team.heroes : [], boards }, seed);
    if (!setup.ok || !team.ok) throw new Error('no set-up');
    const expected = battleFromSetup(setup.setup, maps.get(setup.setup.board.name)!.battle, { id: 'combat-step-vampire-nest' });
    expect(view.scenario.id).toBe('combat-step-vampire-nest');
    expect(view.scenario.win.lastTurn).toBe(20);
    expect(view.sideNames).toEqual(['Heroes', episode.opponents.group]);
    expect(view.map.cube).toEqual(expected.map.cube);
    expect(view.map.cube).toBeDefined();
    expect(view.map.complications!.map((c) => c.id)).toEqual(setup.setup.complications.list.map((c) => c.id));
    expect(view.map.complications![0]).toMatchObject({ id: 'relationship', inForce: true });
    expect(view.map.terrain).toEqual(expected.map.terrain);
    // Both sides scripted: the room plays the step to its end, and the record (scenario and map as
    // values) replays to the same game.
    await waitFor('the end', () => session.current()!.game.phase === 'over', 60_000);
    let record: GameRecord | null = null;
    session.on('record', (r) => (record = r));
    session.askRecord();
    await waitFor('the record', () => !!record);
    const verdict = verifyRecord(battleModule, record!);
    expect(verdict.ok, verdict.ok ? '' : verdict.message).toBe(true);
    await room.leave(true).catch(() => undefined);
  }, 90_000);

  it('refuses an unknown episode step or hero type, and a battle with neither map nor combat step', async () => {
    await expect(new Client(url).create('battle', { combatStep: { seed: 1, episode: 'nowhere' } })).rejects.toThrow(/No episode step "nowhere"/);
    await expect(new Client(url).create('battle', { combatStep: { seed: 1, team: ['nobody'] } })).rejects.toThrow(/no hero type "nobody"/);
    await expect(new Client(url).create('battle', {})).rejects.toThrow(/a map is needed/);
  });

  it('HC-08 combatStep.boost puts the Boost the heroes won before the step on its task, changing no die; only 1 or 2', async () => {
    const plain = combatStepBattle(maps, { seed: 43, episode: 'street-brawl' });
    const boosted = combatStepBattle(maps, { seed: 43, episode: 'street-brawl', boost: 2 });
    if (!plain.ok || !boosted.ok) throw new Error('no step');
    expect(plain.scenario.task?.boost).toBeUndefined();
    expect(boosted.scenario.task).toEqual({ ...plain.scenario.task, boost: 2 });
    expect(boosted.map).toEqual(plain.map);
    await expect(new Client(url).create('battle', { combatStep: { seed: 43, boost: 3 } })).rejects.toThrow(/boost/);
  });
});
