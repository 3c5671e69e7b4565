import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { freePort, waitFor } from './support.ts';

// #9: a client over the message-rate limit is closed at once (not held open for the reconnection
// window), the other player sees its seat disconnected, and its seat key still takes the seat back.

const root = join(import.meta.dirname, '..');

describe('a client that floods the room', () => {
  let server: GameServer;
  let url = '';
  const sessions: Session<BattleView, Command>[] = [];
  let key: string | null = null;
  let left: number | null = null;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), reconnectSeconds: 120 });
    // Handlers go on in the same tick the room is joined, so the welcome is not missed.
    const attach = (room: Session<BattleView, Command>['room']) => {
      const s = new Session<BattleView, Command>(room);
      if (!sessions.length) s.on('welcome', (m) => (key = m.seatKey));
      sessions.push(s);
    };
    attach(await new Client(url).create('battle', { map: 'skirmish' }));
    attach(await new Client(url).joinById(sessions[0].room.roomId));
    await waitFor('both seats', () => sessions.every((s) => s.current()?.seats.every((seat) => seat.taken)) && key !== null);
    sessions[0].room.send('start');
    await waitFor('the start', () => sessions.every((s) => s.current()?.started));
  });

  afterAll(async () => {
    // The flooder's room is already closed by the server: leaving it again would wait forever.
    for (const s of sessions.slice(1)) await s.room.leave(true).catch(() => undefined);
    await server?.close();
  });

  it('is closed within seconds, shown as disconnected to the other player, and takes its seat back with its key', async () => {
    const flooder = sessions[0];
    flooder.on('connection', (c) => {
      if (c === 'left' && left === null) left = Date.now();
    });
    const start = Date.now();
    for (let i = 0; i < 100; i++) flooder.room.send('command', { type: 'endPhase' });
    // Within 5 s (not the 120 s reconnection window) the socket is gone and the seat shows it.
    await waitFor('the flooder to be closed', () => left !== null, 5_000);
    expect(left! - start).toBeLessThan(5_000);
    await waitFor('the other player to see the seat disconnected', () => sessions[1].current()!.seats[0].connected === false, 5_000);
    expect(sessions[1].current()!.seats[0].taken).toBe(true);
    const back = new Session<BattleView, Command>(await new Client(url).joinById(flooder.room.roomId, { seatKey: key! }));
    sessions.push(back);
    await waitFor('the seat back', () => back.you?.role === 'player' && (back.you as { side: number }).side === 0);
    await waitFor('shown connected again', () => sessions[1].current()!.seats[0].connected === true, 5_000);
  }, 30_000);
});
