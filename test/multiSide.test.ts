import { matchMaker } from '@colyseus/core';
import { Client, type Room } from '@colyseus/sdk';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import { nodeTimers } from '../server/rooms/clock.ts';
import type { GameRoom } from '../server/rooms/GameRoom.ts';
import { memoryStore } from '../server/store/sqliteStore.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleEvent } from '../shared/battle/events.ts';
import { battleModule } from '../shared/battle/module.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { teamsOf } from '../shared/battle/rules/teams.ts';
import { hashString } from '../shared/core/hash.ts';
import type { GameRecord } from '../shared/core/record.ts';
import { verifyRecord } from '../shared/core/verify.ts';
import { freePort, waitFor } from './support.ts';

// #9: battles of three and six sides, and a 2v2, played through the room to a result by real clients
// (each deciding from its own view, as the scripted player does) beside the room's own scripted seats.
// SW-18 goes round the table: every side's move phase comes in seat order each turn, and each mover is
// followed by opportunity fire of the others. Allies win together; every client ends with the same
// view of the end, and the record verifies.

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));

interface Player {
  room: Room;
  session: Session<BattleView, Command>;
  side: number;
  events: BattleEvent[];
  record: GameRecord | null;
}

function attach(room: Room): Player {
  const session = new Session<BattleView, Command>(room);
  const p: Player = { room, session, side: -1, events: [], record: null };
  session.on('welcome', (m) => (p.side = m.you.role === 'player' ? m.you.side : -1));
  session.on('events', (m) => p.events.push(...(m.events as unknown as BattleEvent[])));
  session.on('record', (r) => (p.record = r));
  return p;
}

describe('battles of more than two sides through the room', () => {
  const store = memoryStore();
  let server: GameServer;
  let url: string;

  beforeAll(async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = await startGameServer({ port, maps, store, seed: () => 21, room: { scriptDelayMs: 0, timers: nodeTimers } });
  });
  afterAll(async () => {
    await server?.close();
    store.close();
  });

  /** Creates `scenario`, seats players on `human` sides (the rest scripted) and a spectator, starts, and plays to the end. */
  async function play(scenario: string, human: number[], sides: number) {
    const scripted = Array.from({ length: sides }, (_, s) => s).filter((s) => !human.includes(s));
    const players: Player[] = [];
    players.push(attach(await new Client(url).create('battle', { map: 'crossroads', scenario, deployment: 'players', scripted, side: human[0], name: 'Ann' })));
    for (const [i, side] of human.slice(1).entries()) players.push(attach(await new Client(url).joinById(players[0].room.roomId, { side, name: `Player ${i + 2}` })));
    const watcher = attach(await new Client(url).joinById(players[0].room.roomId, { role: 'spectator' }));
    const everyone = [...players, watcher];
    await waitFor('everyone in', () => everyone.every((p) => p.session.current()?.seats.every((s) => s.taken || s.scripted)));
    expect(players.map((p) => p.side)).toEqual(human);
    players[0].room.send('start');
    await waitFor('the start', () => everyone.every((p) => p.session.current()?.started));

    for (let n = 0; n < 20_000; n++) {
      const m = watcher.session.current()!;
      if (m.game.phase === 'over') break;
      const me = players.find((p) => p.side === m.waiting?.side);
      if (!me) {
        // A scripted side's turn: the room plays it.
        await waitFor('the scripted side', () => watcher.session.current()!.game.seq > m.game.seq, 20_000);
        continue;
      }
      await waitFor('the player to catch up', () => me.session.current()!.game.seq === m.game.seq);
      const command = chooseCommand(me.session.current()!.game, me.side);
      expect(command, `side ${me.side} has something to do`).not.toBeNull();
      me.session.send(command!);
      await waitFor('the command to land', () => watcher.session.current()!.game.seq > m.game.seq, 20_000);
    }
    const end = watcher.session.current()!.game;
    expect(end.phase).toBe('over');
    await waitFor('everyone at the end', () => everyone.every((p) => p.session.current()!.game.seq === end.seq));
    const room = matchMaker.getLocalRoomById(players[0].room.roomId) as GameRoom;
    // Every client ends with the same game; only hero secrets differ (each sees its own team's).
    const publicHash = (p: Player) => hashString(JSON.stringify({ ...p.session.current()!.game, heroes: p.session.current()!.game.heroes.map((h) => ({ ...h, secrets: [] })) }));
    expect(new Set(everyone.map(publicHash)).size).toBe(1);
    watcher.session.askRecord();
    await waitFor('the record', () => !!watcher.record);
    const verdict = verifyRecord(battleModule, watcher.record!);
    expect(verdict.ok, verdict.ok ? '' : verdict.message).toBe(true);
    expect(watcher.record!.hash).toBe(room.stateHash());
    for (const p of everyone) await p.room.leave(true).catch(() => undefined);
    return { end, events: watcher.events };
  }

  /** SW-18: within each turn the move phases come in seat order, each followed by the others' opportunity fire. */
  function checkRoundTheTable(events: BattleEvent[], sides: number): void {
    const phases = events.filter((e): e is Extract<BattleEvent, { type: 'phase' }> => e.type === 'phase');
    const turns = new Map<number, number[]>();
    for (const p of phases) if (p.phase === 'move') turns.set(p.turn, [...(turns.get(p.turn) ?? []), p.side]);
    const full = [...turns.values()].slice(0, -1);
    expect(full.length).toBeGreaterThan(0);
    for (const movers of full) expect(movers).toEqual(Array.from({ length: sides }, (_, s) => s));
    for (const p of phases) if (p.phase === 'opportunity') expect(p.side).not.toBe((p as { mover?: number }).mover);
  }

  it('three sides, every one for itself: three players take turns round the table to a result', async () => {
    const { end, events } = await play('crossroads-brawl', [0, 1, 2], 3);
    checkRoundTheTable(events, 3);
    expect(end.result!.winners.length).toBeLessThanOrEqual(1);
  }, 240_000);

  it('2v2: two players and two scripted seats; the winning team wins together', async () => {
    const { end, events } = await play('crossroads-pact', [0, 1], 4);
    checkRoundTheTable(events, 4);
    const teams = teamsOf(end.scenario, 4);
    const winners = end.result!.winners;
    if (winners.length) expect(teams).toContainEqual(winners);
  }, 240_000);

  it('six sides in three teams: three players and three scripted seats play to a result', async () => {
    const { end, events } = await play('crossroads-six', [0, 2, 4], 6);
    checkRoundTheTable(events, 6);
    const winners = end.result!.winners;
    if (winners.length) expect(teamsOf(end.scenario, 6)).toContainEqual(winners);
  }, 300_000);
});
