import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { battleModule } from '../shared/battle/module.ts';
import { commitmentOf } from '../shared/core/rng.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { checkSeen, verifyRecord } from '../shared/core/verify.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { freePort, waitFor } from './support.ts';

// The dice through the real room, with seeds the server draws from the OS: the commitment from the
// first view, no record (and no seed) before the end, and after it a record that verifies and
// matches every event each client was sent.

const root = join(import.meta.dirname, '..');

describe('checking the dice of a battle played through the server', () => {
  let server: GameServer;
  const sessions: Session<BattleView, Command>[] = [];
  const rejected: string[] = [];
  const records: GameRecord[] = [];

  beforeAll(async () => {
    const port = await freePort();
    server = await startGameServer({ port, maps: loadMapRegistry(join(root, 'maps'), join(root, 'public')) });
    const url = `http://127.0.0.1:${port}`;
    // A session is made as soon as its room is joined, as the client does, so no message is missed.
    const attach = (room: Session<BattleView, Command>['room']) => {
      const s = new Session<BattleView, Command>(room);
      s.on('rejected', (m) => rejected.push(m.code));
      s.on('record', (m) => records.push(m as GameRecord));
      sessions.push(s);
    };
    attach(await new Client(url).create('battle', { map: 'skirmish' }));
    attach(await new Client(url).joinById(sessions[0].room.roomId));
    await waitFor('both views', () => sessions.every((s) => s.current()?.seats.every((seat) => seat.taken)));
    sessions[0].room.send('start');
    await waitFor('the start', () => sessions.every((s) => s.current()?.started));
  });

  afterAll(async () => {
    for (const s of sessions) await s.room.leave(true).catch(() => undefined);
    await server?.close();
  });

  it('publishes the commitment at once, refuses the record before the end, and after it gives a record that verifies', async () => {
    const commitment = sessions[0].current()!.game.seedCommitment;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(sessions[1].current()!.game.seedCommitment).toBe(commitment);
    sessions[0].askRecord();
    await waitFor('not-over', () => rejected.includes('not-over'));

    for (let n = 0; n < 2000; n++) {
      const game = sessions[0].current()!.game;
      if (game.phase === 'over') break;
      expect(game.revealedSeed).toBeUndefined();
      const s = sessions[game.active];
      await waitFor('the acting client to catch up', () => s.current()!.game.seq === game.seq);
      s.send(chooseCommand(s.current()!.game, game.active)!);
      await waitFor('the command to land', () => sessions[0].current()!.game.seq > game.seq);
    }
    const end = sessions[0].current()!.game;
    expect(end.phase).toBe('over');
    await waitFor('both clients at the end', () => sessions[1].current()!.game.phase === 'over');
    const seed = end.revealedSeed!;
    expect(commitmentOf(seed)).toBe(commitment);

    sessions[1].askRecord();
    await waitFor('the record', () => records.length === 1);
    const record = records[0];
    expect(record.seed).toBe(seed);
    expect(record.log.length).toBe(end.seq);
    for (const s of sessions) expect(checkSeen(record, commitment, [...s.seen].map(([seq, events]) => ({ seq, events })))).toBeNull();
    const verdict = verifyRecord(battleModule, record);
    expect(verdict.ok, verdict.ok ? '' : verdict.message).toBe(true);
    // A record made up afterwards with another seed does not match what the clients saw.
    expect(checkSeen({ ...record, seedCommitment: commitmentOf('00'.repeat(32)) }, commitment, [])).toMatch(/not the .* this page was shown/);
  }, 180_000);
});
