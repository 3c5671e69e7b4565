import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session as SessionType } from '../client/net/session.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { decodeFrame, frames, recordingClient } from './frames.ts';
import { freePort, waitFor } from './support.ts';

// Hero secrets (SW-08) in what reaches each client, decoded from its raw frames: over a whole battle
// with heroes on both sides, no frame to a player carries the other side's secrets, and no frame to a
// spectator carries anyone's; yet each player's own frames do carry its own (the check can see them).

const root = join(import.meta.dirname, '..');

type Found = { side: number; secrets: unknown[] };

/** Every hero-with-secrets a decoded message carries: heroes in full views and welcome, and patches into them. */
function secretsIn(message: unknown, heroSides: number[]): Found[] {
  const found: Found[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.secrets) && typeof o.side === 'number' && o.secrets.length) found.push({ side: o.side, secrets: o.secrets });
    if (o.op && Array.isArray(o.path)) {
      // A patch into game.heroes[k]: the hero's side comes from its place in the list.
      const path = o.path as (string | number)[];
      const k = path[0] === 'game' && path[1] === 'heroes' && typeof path[2] === 'number' ? path[2] : -1;
      const intoSecrets = k >= 0 && (path.length === 3 || path[3] === 'secrets');
      if (intoSecrets && o.op === 'set') {
        const value = o.value as { secrets?: unknown[] } | unknown[] | undefined;
        const secrets = path.length === 3 ? (value as { secrets?: unknown[] })?.secrets ?? [] : path.length === 4 ? (value as unknown[]) : [value];
        if (secrets.length) found.push({ side: heroSides[k], secrets });
      }
    }
    Object.values(o).forEach(walk);
  };
  walk(message);
  return found;
}

describe('no hero secret reaches a client that may not know it', () => {
  let server: GameServer;
  const sessions: SessionType<BattleView, Command>[] = [];
  let first = 0;

  beforeAll(async () => {
    const { Client, Session } = await recordingClient();
    first = frames.length;
    const port = await freePort();
    server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), seed: () => 'ab12'.padEnd(64, '7') });
    const url = `http://127.0.0.1:${port}`;
    const attach = (room: SessionType<BattleView, Command>['room']) => sessions.push(new Session<BattleView, Command>(room));
    attach(await new Client(url).create('battle', { map: 'skirmish', scenario: 'turf-war', deployment: 'auto' }));
    attach(await new Client(url).joinById(sessions[0].room.roomId));
    attach(await new Client(url).joinById(sessions[0].room.roomId, { role: 'spectator' }));
    await waitFor('every view', () => sessions.every((s) => s.current()?.seats.every((seat) => seat.taken)));
    sessions[0].room.send('start');
    await waitFor('the start', () => sessions.every((s) => s.current()?.started));
  });

  afterAll(async () => {
    for (const s of sessions) await s.room.leave(true).catch(() => undefined);
    await server?.close();
  });

  it('players get only their own side\'s secrets, spectators none, in every frame of a whole battle', async () => {
    for (let n = 0; n < 3000; n++) {
      const game = sessions[0].current()!.game;
      if (game.phase === 'over') break;
      const s = sessions[game.active];
      await waitFor('the acting client to catch up', () => s.current()!.game.seq === game.seq);
      s.send(chooseCommand(s.current()!.game, game.active)!);
      await waitFor('the command to land', () => sessions.every((x) => x.current()!.game.seq > game.seq));
    }
    expect(sessions[0].current()!.game.phase).toBe('over');
    const heroSides = sessions[0].current()!.game.heroes.map((h) => h.side);
    expect(new Set(heroSides)).toEqual(new Set([0, 1]));
    const own = [0, 0, 0];
    let decoded = 0;
    for (const [i, list] of frames.slice(first).entries()) {
      for (const f of list) {
        const m = decodeFrame(f);
        if (!m || m.type === 'events') continue; // events show a secret when it is used, by the rules
        decoded++;
        for (const hit of secretsIn(m.message, heroSides)) {
          if (i < 2 && hit.side === i) own[i]++;
          else expect.fail(`client ${i} (${i < 2 ? `side ${i}` : 'spectator'}) received side ${hit.side}'s hero secrets ${JSON.stringify(hit.secrets)} in a "${m.type}" message`);
        }
      }
    }
    expect(decoded).toBeGreaterThan(50);
    expect(own[0]).toBeGreaterThan(0);
    expect(own[1]).toBeGreaterThan(0);
  }, 180_000);
});
