import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Session as SessionType } from '../client/net/session.ts';
import { answerScript, scriptRequest } from '../shared/ai/scriptRequest.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleState, BattleView } from '../shared/battle/model.ts';
import { battleModule, type BattleSetup } from '../shared/battle/module.ts';
import type { GameRecord } from '../shared/core/record.ts';
import type { TableAct } from '../shared/core/table.ts';
import { choiceSeed, SCRIPT_SECRET } from '../server/ai/scriptSecret.ts';
import { startGameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { openDataFolder } from '../server/store/dataFolder.ts';
import { frames, recordingClient } from './frames.ts';
import { freePort, waitFor } from './support.ts';

// Issue #10: the scripted seats' generator is seeded from a secret the server draws when the game is
// created, not from public data a player could compute. The secret is stored with the game (a restored
// room makes the same choices) and reaches no client: no frame of the battle, not the record answer.

// Not from storeSupport.ts: it loads the SDK before the recording socket is swapped in.
const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const folder = mkdtempSync(join(tmpdir(), 'sw-secret-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type S = SessionType<BattleView, Command>;

/** Plays the person's side (0) with the simple player until `n` commands are made in all or the battle ends. */
async function playSolo(s: S, n: number): Promise<void> {
  for (let i = 0; i < 5000; i++) {
    const game = s.current()!.game;
    if (game.phase === 'over' || game.seq >= n) return;
    if (game.active === 0) s.send(chooseCommand(game, 0)!);
    await waitFor('the next command', () => s.current()!.game.seq > game.seq || s.current()!.game.phase === 'over', 20_000);
  }
}

describe("the scripted seats' secret", () => {
  it('is never sent to a client; the restored room makes the choices the secret and the command count give', async () => {
    const { Client, Session } = await recordingClient();
    const first = frames.length;
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const room = { scriptDelayMs: 0, thinker: null };
    let data = openDataFolder(folder);
    let server = await startGameServer({ port, maps, store: data.store, room });
    const created = new Session<BattleView, Command>(await new Client(url).create('battle', { map: 'skirmish', scenario: 'turf-war', scripted: [1], side: 0, level: 'recruit', deployment: 'auto', autoStart: true }));
    let key = '';
    created.on('welcome', (m) => (key = m.seatKey ?? ''));
    await waitFor('the start', () => !!key && !!created.current()?.started);
    const roomId = created.room.roomId;
    const secret = data.store.load(roomId)!.metadata[SCRIPT_SECRET] as string;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    await playSolo(created, 30);
    await created.room.leave(true);
    await server.close();
    data.close();

    // A restart: the game comes back from the store with its secret and plays on.
    data = openDataFolder(folder);
    server = await startGameServer({ port, maps, store: data.store, room });
    try {
      expect(server.restored.restored.map((r) => r.roomId)).toEqual([roomId]);
      expect(data.store.load(roomId)!.metadata[SCRIPT_SECRET]).toBe(secret);
      const back = new Session<BattleView, Command>(await new Client(url).joinById(roomId, { seatKey: key }));
      await waitFor('the view', () => !!back.current());
      await playSolo(back, Infinity);
      expect(back.current()!.game.phase).toBe('over');
      let record: GameRecord | null = null;
      back.on('record', (m) => (record = m as GameRecord));
      back.askRecord();
      await waitFor('the record', () => !!record);
      const answer = await (await fetch(`${url}/api/records/${roomId}`)).text();
      expect(answer).toContain('"level":"recruit"');
      expect(answer).not.toContain(secret);
      await back.room.leave(true);

      // Every scripted command, before the restart and after, is the level's answer with the seed from
      // the secret; at least one differs from what the old public seed would have given.
      const log = record!.log;
      let state = (battleModule.create(record!.setup as BattleSetup, record!.seed) as { state: BattleState }).state;
      let scripted = 0;
      let differs = 0;
      for (const e of log) {
        if (e.side === 1) {
          const view = battleModule.viewFor(state, { role: 'player', side: 1 });
          expect(e.command).toEqual(answerScript(scriptRequest(view, 1, 'recruit', choiceSeed(secret, state.seq, 1))));
          if (JSON.stringify(answerScript(scriptRequest(view, 1, 'recruit'))) !== JSON.stringify(e.command)) differs++;
          scripted++;
        }
        state = (e.side >= 0 ? battleModule.apply(state, e.side, e.command as Command) : battleModule.table!.apply(state, e.command as TableAct)).state;
      }
      // The battle's dice and the secret are drawn afresh each run, so the battle is a longer one (turf-war:
      // five units and a hero a side, seven turns): on skirmish's shorter battles a fresh-clone CI run had no
      // slip that differed from the public seed's (#10, twelfth session).
      expect(scripted).toBeGreaterThan(20);
      expect(log.filter((e, i) => e.side === 1 && i >= 30).length).toBeGreaterThan(5);
      expect(differs).toBeGreaterThan(0);
    } finally {
      await server.close();
      data.close();
    }
    // No frame any client received holds the secret, in any message (welcome, views, patches, events, record).
    const sent = frames.slice(first).flat();
    expect(sent.length).toBeGreaterThan(100);
    for (const f of sent) expect(f.includes(secret)).toBe(false);
  }, 180_000);
});
