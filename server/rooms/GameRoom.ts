import { CloseCode, Room, type Client } from '@colyseus/core';
import { randomBytes } from 'node:crypto';
import { makeRecord, type LoggedEntry } from '../../shared/core/record.ts';
import { toSeed, type Seed } from '../../shared/core/rng.ts';
import type { GameModule, Viewer } from '../../shared/core/game.ts';
import type { Rejection } from '../../shared/core/result.ts';
import { JoinOptions } from '../../shared/protocol/messages.ts';
import type { RestoreTickets, Restoring } from '../store/restore.ts';
import type { GameStore } from '../store/store.ts';
import { Audiences } from '../sync/audiences.ts';
import { Seats } from './seats.ts';
import { chatName, sendChat } from './chat.ts';

// One generic room over the game-module contract: seats for the sides, spectators and a gamemaster
// as roles, every message parsed at the edge, each client sent exactly viewFor(its viewer) as patches,
// and deadlines from the module's pending(). It knows no rule of any game.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyModule = GameModule<any, any, any, any, any>;

/** What a room needs besides the module: how a client's create options become a set-up. */
export interface GameRoomDeps<M extends AnyModule = AnyModule> {
  module: M;
  /** Where every game, its seat keys and each command are written before anyone is told of them. */
  store: GameStore;
  /** Restores asked for at start-up; a create without a ticket is a new game. */
  restores?: RestoreTickets;
  /** Parses the create options (from a client: untrusted) into the module's set-up, or says why not. */
  setup(options: unknown): { ok: true; setup: Parameters<M['create']>[0]; mapId: string; gamemaster: boolean; metadata: Record<string, unknown> } | { ok: false; message: string };
  /** Where seeds come from; tests fix it, the server draws 256 bits from the OS. Never from a client. */
  seed?: () => Seed | number;
  reconnectSeconds?: number;
  /** How long a player has to answer a mid-turn decision before its default is taken. */
  decisionSeconds?: number;
  maxSpectators?: number;
}


const newSeatKey = () => randomBytes(12).toString('hex');

/** How many recent event batches a (re)joining client gets, so its combat log survives a reload. */
const HISTORY = 500;

export class GameRoom extends Room {
  override patchRate: number | null = null;
  override autoDispose = true;
  protected deps!: GameRoomDeps;

  private game: unknown;
  private setup: unknown;
  private seed: Seed = '';
  private mapId = '';
  private seats!: Seats;
  private audiences!: Audiences;
  private commandLog: LoggedEntry[] = [];
  private history: { seq: number; events: unknown[] }[] = [];
  private seq = 0;
  private deadline = 0;
  private timer: { clear(): void } | null = null;

  override onCreate(options: unknown): void {
    const restoring = this.deps.restores?.take(options);
    if (restoring) this.restore(restoring);
    else this.start(options);
    this.audiences = new Audiences((viewer) => ({
      seats: this.seats.public(),
      deadline: this.deadline,
      waiting: this.waiting(),
      game: this.deps.module.viewFor(this.game, viewer),
    }));
    this.maxClients = this.seats.public().length + 1 + (this.deps.maxSpectators ?? 20);
    this.maxMessagesPerSecond = 30;
    this.onMessage('command', (client, message) => this.onCommand(client, message));
    this.onMessage('record', (client) => this.onRecord(client));
    this.onMessage('chat', (client, message) => {
      const error = sendChat({ clients: this.clients, viewerOf: (id) => this.seats.viewerOf(id), allies: (side) => this.deps.module.allies(this.game, side), nameOf: (_id, v) => chatName(v, this.deps.module.sides(this.game)) }, client, message);
      if (error) this.reject(client, error);
    });
    this.onMessage('*', (client, type) => this.reject(client, { code: 'unknown-message', message: `Unknown message type "${String(type)}"; send "command"` }));
    this.keepWhileUnfinished();
    this.armTimer();
  }

  /** A new game from a client's create options, written to the store before anyone can join it. */
  private start(options: unknown): void {
    const made = this.deps.setup(options);
    if (!made.ok) throw new Error(made.message);
    const seed = toSeed(this.deps.seed ? this.deps.seed() : randomBytes(32).toString('hex'));
    if (seed === null) throw new Error('The seed source gave something that is not a seed');
    const created = this.deps.module.create(made.setup, seed);
    if (!created.ok) throw new Error(created.error.message);
    const sides = this.deps.module.sides(created.state);
    this.deps.store.create({ roomId: this.roomId, kind: this.deps.module.kind, createdAt: Date.now(), mapId: made.mapId, setup: made.setup, seed, metadata: made.metadata, sides, gamemaster: made.gamemaster });
    this.game = created.state;
    this.setup = made.setup;
    this.seed = seed;
    this.mapId = made.mapId;
    this.seats = new Seats(sides, newSeatKey, { gamemaster: made.gamemaster });
    this.setMetadata(made.metadata);
  }

  /** A stored game after a restart: its id, its rebuilt state, its log and its seats' keys. */
  private restore({ game, state }: Restoring): void {
    this.roomId = game.roomId;
    this.game = state;
    this.setup = game.setup;
    this.seed = game.seed;
    this.mapId = game.mapId;
    this.commandLog = [...game.log];
    this.seq = game.log.length;
    this.history = game.log.map((entry, i) => ({ seq: i + 1, events: entry.events })).slice(-HISTORY);
    this.seats = new Seats(this.deps.module.sides(state), newSeatKey, { gamemaster: game.gamemaster });
    this.seats.restoreKeys(game.keys, game.gamemasterKey);
    this.setMetadata(game.metadata);
  }

  /**
   * A game stays open while it runs, even with nobody in it, as it would after a restart; once it is
   * over (and stored as such) the room closes when the last client leaves.
   */
  private keepWhileUnfinished(): void {
    this.autoDispose = this.deps.module.over(this.game);
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = JoinOptions.safeParse(options ?? {});
    if (!parsed.success) throw new Error(`Bad join options: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
    const taken = this.seats.take(client.sessionId, parsed.data);
    if (!taken.ok) throw new Error(taken.message);
    const viewer: Viewer = taken.viewer;
    if (taken.fresh && taken.key) {
      try {
        this.deps.store.takeSeat(this.roomId, viewer.role === 'player' ? { side: viewer.side } : 'gamemaster', taken.key);
      } catch (e) {
        // A key the store does not have would not take the seat back after a restart: no seat.
        this.seats.untake(client.sessionId);
        console.error(`room ${this.roomId}: a seat key could not be stored: ${(e as Error).message}`);
        throw new Error('The server could not save your seat; try again');
      }
    }
    client.send('welcome', { you: viewer, seatKey: taken.key, kind: this.deps.module.kind, mapId: this.mapId, history: this.history.slice(-HISTORY) });
    this.audiences.add(client, viewer);
    this.publish();
  }

  override async onDrop(client: Client, code?: number): Promise<void> {
    this.seats.setConnected(client.sessionId, false);
    this.publish();
    if (code === CloseCode.WITH_ERROR) {
      // The server closed it (over the message-rate limit, or a handler failed): no reconnection slot
      // to hold the socket open for minutes. Gone now; its seat stays taken for its key.
      this.onLeave(client);
      return;
    }
    try {
      await this.allowReconnection(client, this.deps.reconnectSeconds ?? 120);
    } catch {
      // The seat stays taken: its key (kept by the player's browser) takes it back later.
    }
  }

  override onReconnect(client: Client): void {
    this.seats.setConnected(client.sessionId, true);
    this.audiences.resync(client);
    this.publish();
  }

  override onLeave(client: Client): void {
    this.seats.leave(client.sessionId);
    this.audiences.remove(client);
    this.publish();
  }

  private reject(client: Client, error: Rejection): void {
    client.send('rejected', error);
  }

  private onCommand(client: Client, message: unknown): void {
    const viewer = this.seats.viewerOf(client.sessionId);
    if (!viewer) return this.reject(client, { code: 'no-seat', message: 'You have no seat in this battle' });
    if (viewer.role === 'spectator') return this.reject(client, { code: 'spectator', message: 'Spectators watch; they cannot give commands' });
    if (viewer.role === 'gamemaster') return this.reject(client, { code: 'gamemaster', message: "The gamemaster runs the battle but cannot give a side's commands" });
    const parsed = this.deps.module.command.safeParse(message);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ');
      return this.reject(client, { code: 'malformed', message: `Malformed command (${detail})` });
    }
    if (!this.seats.allTaken()) return this.reject(client, { code: 'waiting', message: 'Waiting for every seat to be taken' });
    const error = this.applyCommand(viewer.side, parsed.data);
    if (error) this.reject(client, error);
  }

  /** Applies a command for a side and publishes it; returns the rejection, if any. */
  private applyCommand(side: number, command: unknown): Rejection | null {
    const result = this.deps.module.apply(this.game, side, command);
    if (!result.ok) return result.error;
    const logged = { side, command, events: result.events };
    const over = this.deps.module.over(result.state);
    try {
      // On disk before anyone hears of it: what a client was shown is never lost in a crash.
      this.deps.store.append(this.roomId, this.seq + 1, logged, this.deps.module.hash(result.state), over);
    } catch (e) {
      console.error(`room ${this.roomId}: command ${this.seq + 1} could not be stored: ${(e as Error).message}`);
      return { code: 'not-saved', message: 'The server could not save this command, so it was not made; try again' };
    }
    this.game = result.state;
    this.commandLog.push(logged);
    if (over) this.keepWhileUnfinished();
    const entry = { seq: ++this.seq, events: result.events };
    this.history.push(entry);
    if (this.history.length > HISTORY * 2) this.history = this.history.slice(-HISTORY);
    this.armTimer();
    this.broadcast('events', entry);
    this.publish();
    return null;
  }

  /**
   * The game's record, with its seed: only once the game is over, when no die is left to foresee.
   * Anyone in the room may ask (players, spectators, the gamemaster): the dice are everyone's to check.
   */
  private onRecord(client: Client): void {
    if (!this.deps.module.over(this.game)) return this.reject(client, { code: 'not-over', message: 'The record, with its seed, is given once the game is over' });
    client.send('record', makeRecord(this.deps.module.kind, this.setup, this.seed, this.commandLog, this.deps.module.hash(this.game)));
  }

  private waiting(): { side: number; what: string; decision: boolean } | null {
    const p = this.deps.module.pending(this.game);
    return p ? { side: p.side, what: p.what, decision: p.decision } : null;
  }

  /** A decision put to a player mid-turn takes its default when nobody answers in time. */
  private armTimer(): void {
    this.timer?.clear();
    this.timer = null;
    this.deadline = 0;
    const p = this.deps.module.pending(this.game);
    if (!p || !p.decision) return;
    const ms = (this.deps.decisionSeconds ?? 60) * 1000;
    const at = this.seq;
    this.deadline = Date.now() + ms;
    this.timer = this.clock.setTimeout(() => {
      // Not stored (so not made): ask again after another period rather than stall the game.
      if (this.seq === at && this.applyCommand(p.side, p.onTimeout)) this.armTimer();
    }, ms);
  }

  /** Sends every client what changed in its viewer's document. */
  private publish(): void {
    this.audiences.publish();
  }

  /** For tests and the bench: the hash of the authoritative state. */
  stateHash(): string {
    return this.deps.module.hash(this.game);
  }
}

/** The room class with its server-side dependencies bound (never taken from client options). */
export function gameRoomWith(deps: GameRoomDeps): typeof GameRoom {
  return class extends GameRoom {
    protected override deps = deps;
  };
}
