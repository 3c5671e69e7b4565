import { Client } from '@colyseus/sdk';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Session } from '../client/net/session.ts';
import { chooseCommand } from '../shared/ai/simplePlayer.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import type { LoggedEntry } from '../shared/core/record.ts';
import { waitFor } from './support.ts';

// What the stored-games tests share: the server as its own process on a data folder (so it can be
// killed for real), players as the browser's Session with their seat keys, and a read-only look at
// the store file from outside the server.

export const root = join(import.meta.dirname, '..');

export interface ServerProcess {
  proc: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
}

/** server/main.ts as `npm start` runs it, on a data folder and a port; the client build is skipped. */
export function spawnServer(dataDir: string, port: number): ServerProcess {
  let out = '';
  const proc = spawn(join(root, 'node_modules/.bin/node'), ['--disable-warning=ExperimentalWarning', '--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SHADOW_WARS_DATA: dataDir, SKIP_CLIENT_BUILD: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | string>((resolve) => proc.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  return { proc, output: () => out, exited };
}

/** Starts the server and waits until it listens; its output is in the error if it does not. */
export async function startServer(dataDir: string, port: number): Promise<ServerProcess> {
  const s = spawnServer(dataDir, port);
  await waitFor('the server to start', () => s.output().includes('is running') || s.proc.exitCode !== null, 60_000).catch(() => undefined);
  if (!s.output().includes('is running')) {
    s.proc.kill('SIGKILL');
    throw new Error(`the server did not start:\n${s.output()}`);
  }
  return s;
}

export interface Player {
  session: Session<BattleView, Command>;
  side: number;
  key: string;
}

/** A player in a room as the browser is: its Session attached at once, its seat and key from the welcome. */
export function seated(room: Session<BattleView, Command>['room']): Player {
  const session = new Session<BattleView, Command>(room);
  const p: Player = { session, side: -1, key: '' };
  session.on('welcome', (m) => {
    if (m.you.role === 'player') p.side = m.you.side;
    p.key = m.seatKey ?? '';
  });
  return p;
}

/** A new battle with both seats taken: [creator (side 0), second player (side 1)]. */
export async function newBattle(url: string, options: Record<string, unknown> = { map: 'skirmish' }): Promise<[Player, Player]> {
  const a = seated(await new Client(url).create('battle', options));
  const b = seated(await new Client(url).joinById(a.session.room.roomId));
  await waitFor('both seats taken', () => [a, b].every((p) => p.key && p.session.current()?.seats.every((s) => s.taken)));
  // The creator starts the battle once every seat is taken.
  a.session.room.send('start');
  await waitFor('the start', () => [a, b].every((p) => p.session.current()?.started));
  return [a, b];
}

/** Both players back in a room by its id, each with its own seat key, as a reloaded page does. */
export async function rejoin(url: string, roomId: string, players: Player[]): Promise<Player[]> {
  const back: Player[] = [];
  for (const p of players) back.push(seated(await new Client(url).joinById(roomId, { seatKey: p.key })));
  await waitFor('the welcomes and views', () => back.every((p) => p.key && p.session.current()));
  return back;
}

/**
 * Plays up to `n` commands (each chosen by the scripted player for the side to act), waiting after
 * each until both players have it; stops at the end of the battle. Returns how many were played.
 */
export async function play(players: Player[], n: number): Promise<number> {
  const bySide = (side: number) => players.find((p) => p.side === side)!;
  let played = 0;
  for (; played < n; played++) {
    const game = players[0].session.current()!.game;
    if (game.phase === 'over') break;
    const actor = bySide(game.active);
    await waitFor('the acting player to catch up', () => actor.session.current()!.game.seq === game.seq);
    actor.session.send(chooseCommand(actor.session.current()!.game, game.active)!);
    await waitFor('the command to reach both players', () => players.every((p) => p.session.current()!.game.seq > game.seq));
  }
  return played;
}

/** What the store file holds for one game, read from outside the server without changing the file. */
export function readStored(file: string, roomId: string): { log: LoggedEntry[]; hash: string | null; finished: boolean; seats: (string | null)[] } {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    const rows = db.prepare('SELECT side, command, events, state_hash FROM commands WHERE room_id = ? ORDER BY seq').all(roomId) as { side: number; command: string; events: string; state_hash: string }[];
    const game = db.prepare('SELECT finished_at FROM games WHERE room_id = ?').get(roomId) as { finished_at: number | null } | undefined;
    const seats = db.prepare('SELECT seat_key FROM seats WHERE room_id = ? AND seat >= 0 ORDER BY seat').all(roomId) as { seat_key: string | null }[];
    return {
      log: rows.map((r) => ({ side: r.side, command: JSON.parse(r.command), events: JSON.parse(r.events) })),
      hash: rows.at(-1)?.state_hash ?? null,
      finished: !!game && game.finished_at !== null,
      seats: seats.map((s) => s.seat_key),
    };
  } finally {
    db.close();
  }
}
