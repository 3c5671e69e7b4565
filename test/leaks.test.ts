import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session as SessionType } from '../client/net/session.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { commitmentOf } from '../shared/core/rng.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { frames, recordingClient } from './frames.ts';
import { freePort, waitFor } from './support.ts';

// What a client receives, byte for byte: every raw WebSocket frame of two players and a spectator
// over a whole battle. Until the battle is over no frame holds the seed (the generator's key), and
// no frame to one client holds another client's seat key.

const root = join(import.meta.dirname, '..');
const SEED = 'c0ffee'.padEnd(64, '5');

describe('nothing secret in any frame a client receives', () => {
  let server: GameServer;
  const sessions: SessionType<BattleView, Command>[] = [];
  const keys: (string | null)[] = [];

  beforeAll(async () => {
    // The SDK reads globalThis.WebSocket when it loads, so it is replaced first and the SDK loaded after.
    const { Client, Session } = await recordingClient();
    const port = await freePort();
    server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')), seed: () => SEED });
    const url = `http://127.0.0.1:${port}`;
    const attach = (room: SessionType<BattleView, Command>['room']) => {
      const s = new Session<BattleView, Command>(room);
      const i = sessions.length;
      s.on('welcome', (m) => (keys[i] = m.seatKey));
      sessions.push(s);
    };
    attach(await new Client(url).create('battle', { map: 'skirmish' }));
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

  it('no frame holds the seed before the end, nor another client\'s seat key; the seed comes only with the end', async () => {
    expect(frames.length).toBe(3);
    expect(sessions[0].current()!.game.seedCommitment).toBe(commitmentOf(SEED));
    /** Frames each client had when the last command was sent: everything before the end. */
    let beforeLast: number[] = [];
    for (let n = 0; n < 2000; n++) {
      const game = sessions[0].current()!.game;
      if (game.phase === 'over') break;
      const s = sessions[game.active];
      await waitFor('the acting client to catch up', () => s.current()!.game.seq === game.seq);
      beforeLast = frames.map((l) => l.length);
      s.send(chooseCommand(s.current()!.game, game.active)!);
      await waitFor('the command to land', () => sessions.every((x) => x.current()!.game.seq > game.seq));
    }
    const end = sessions[0].current()!.game;
    expect(end.phase).toBe('over');
    const seedBytes = Buffer.from(SEED);
    const keyBytes = keys.map((k) => (k ? Buffer.from(k) : null));
    expect(keyBytes[0] && keyBytes[1] && keyBytes[2] === null).toBe(true);
    let checked = 0;
    for (const [i, list] of frames.entries()) {
      // The last frames carry the end (and with it the seed); every earlier one must not.
      const seedAt = list.findIndex((f) => f.includes(seedBytes));
      const before = seedAt === -1 ? list : list.slice(0, seedAt);
      for (const f of before) {
        checked++;
        for (const [j, k] of keyBytes.entries()) if (k && j !== i) expect(f.includes(k), `client ${i} got client ${j}'s seat key`).toBe(false);
      }
      // The seed arrives, and only with what the last command did.
      expect(seedAt, `client ${i} got the seed before the last command`).toBeGreaterThanOrEqual(beforeLast[i]);
      expect(list.slice(seedAt).every((f) => !keyBytes.some((k, j) => k && j !== i && f.includes(k)))).toBe(true);
    }
    expect(checked).toBeGreaterThan(100);
  }, 180_000);
});
