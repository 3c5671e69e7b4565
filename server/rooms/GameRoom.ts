import { CloseCode, Room, type Client } from '@colyseus/core';
import { makeRecord } from '../../shared/core/record.ts';
import type { Seed } from '../../shared/core/rng.ts';
import type { Viewer } from '../../shared/core/game.ts';
import type { Rejection } from '../../shared/core/result.ts';
import { TABLE_SIDE, type TableAct } from '../../shared/core/table.ts';
import { JoinOptions } from '../../shared/protocol/messages.ts';
import { Audiences } from '../sync/audiences.ts';
import { Countdown } from './clock.ts';
import type { Ledger } from './ledger.ts';
import { Listed, listingOf, type StartGate } from './lobbyListing.ts';
import { newGame, restoredGame } from './roomGame.ts';
import { ScriptedSides } from './scripted.ts';
import type { Seats } from './seats.ts';
import { chatName, sendChat } from './chat.ts';
import { NO_LIMIT, type AnyModule, type GameRoomDeps, type Timing } from './roomDeps.ts';
import { Absences, askTableAct } from './tableRights.ts';

// One generic room over the game-module contract: seats for the sides, spectators and a gamemaster
// as roles, every message parsed at the edge, each client sent exactly viewFor(its viewer) as patches,
// and deadlines from the module's pending(). It knows no rule of any game.

export type { AnyModule, GameRoomDeps, Timing } from './roomDeps.ts';

export class GameRoom extends Room {
  override patchRate: number | null = null;
  override autoDispose = true;
  protected deps!: GameRoomDeps;

  private game: unknown;
  private setup: unknown;
  private seed: Seed = '';
  private mapId = '';
  private seats!: Seats;
  private gate!: StartGate;
  /** The stored metadata (map, scenario, teams, private) the lobby listing is made from, and the listing last sent. */
  private stored: Record<string, unknown> = {};
  private listed = new Listed();
  private audiences!: Audiences;
  private ledger!: Ledger;
  private timing: Timing = NO_LIMIT;
  private countdown!: Countdown;
  private scripted!: ScriptedSides;
  private absences = new Absences();

  override onCreate(options: unknown): void {
    // A stored game after a restart takes its stored id; a new one is written to the store before anyone can join it.
    const restoring = this.deps.restores?.take(options);
    if (restoring) this.roomId = restoring.game.roomId;
    const made = restoring ? restoredGame(this.deps, restoring) : newGame(this.deps, this.roomId, options);
    ({ game: this.game, setup: this.setup, seed: this.seed, mapId: this.mapId, seats: this.seats, gate: this.gate, stored: this.stored, timing: this.timing, ledger: this.ledger } = made);
    const { opening } = made;
    const timers = this.deps.timers ?? this.clock;
    this.countdown = new Countdown(timers);
    const { script, think } = this.deps;
    // The "fast" pace (a create option, kept with the game) waits a quarter of the usual delay.
    const delay = (this.deps.scriptDelayMs ?? 600) / (this.stored.pace === 'fast' ? 4 : 1);
    this.scripted = new ScriptedSides(this.deps.module, timers, delay, script && ((state, side) => script(state, side, this.stored)), think && ((state, side) => think(state, side, this.stored)));
    this.audiences = new Audiences((viewer) => ({
      seats: this.seats.public(),
      started: this.gate.started,
      deadline: this.countdown.deadline,
      paused: this.paused(),
      waiting: this.waiting(),
      game: this.deps.module.viewFor(this.game, viewer),
    }));
    this.maxClients = this.seats.public().length + 1 + (this.deps.maxSpectators ?? 20);
    this.maxMessagesPerSecond = 30;
    this.onMessage('command', (client, message) => this.onCommand(client, message));
    this.onMessage('record', (client) => this.onRecord(client));
    this.onMessage('chat', (client, message) => {
      const error = sendChat({ clients: this.clients, viewerOf: (id) => this.seats.viewerOf(id), allies: (side) => this.deps.module.allies(this.game, side), nameOf: (_id, v) => chatName(v, this.deps.module.sides(this.game), this.seats.public()) }, client, message);
      if (error) this.reject(client, error);
    });
    this.onMessage('start', (client) => this.onStart(client));
    this.onMessage('table', (client, message) => this.onTable(client, message));
    this.onMessage('*', (client, type) => this.reject(client, { code: 'unknown-message', message: `Unknown message type "${String(type)}"; send "command", "table", "start", "chat" or "record"` }));
    // Private battles are never listed (set here, in onCreate, so they never flash in the lobby).
    if (this.stored.private === true) void this.setPrivate(true);
    for (const act of opening) this.applyTable(act);
    this.updateListing();
    this.keepWhileUnfinished();
    this.changed();
  }

  override onDispose(): void {
    this.countdown?.stop();
    this.scripted?.stop();
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
      const creator = this.gate.claim(viewer);
      try {
        const player = this.seats.playerOf(viewer.role === 'player' ? viewer.side : -1);
        this.deps.store.takeSeat(this.roomId, viewer.role === 'player' ? { side: viewer.side } : 'gamemaster', taken.key, { player, creator });
      } catch (e) {
        // A key the store does not have would not take the seat back after a restart: no seat.
        if (creator) this.gate.creator = null;
        this.seats.untake(client.sessionId);
        console.error(`room ${this.roomId}: a seat key could not be stored: ${(e as Error).message}`);
        throw new Error('The server could not save your seat; try again');
      }
    }
    if (this.stored.autoStart === true && !this.gate.started && !this.seats.hasGamemaster() && this.seats.allTaken()) this.begin();
    client.send('welcome', { you: viewer, seatKey: taken.key, kind: this.deps.module.kind, mapId: this.mapId, history: this.ledger.recent(), creator: this.gate.isCreator(viewer), gamemaster: this.seats.hasGamemaster(), solo: this.solo() });
    this.audiences.add(client, viewer);
    this.publish();
    this.takeBack(viewer);
  }

  /** A player back (with its key, or reconnected) takes its seat back from the scripted opponent it was handed to. */
  private takeBack(viewer: Viewer | undefined): void {
    if (viewer?.role === 'player' && this.deps.module.table?.scripted(this.game).includes(viewer.side)) this.applyTable({ type: 'control', side: viewer.side, scripted: false });
    else this.changed();
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
    this.takeBack(this.seats.viewerOf(client.sessionId));
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
    if (!this.gate.started) return this.reject(client, { code: 'waiting', message: 'Waiting for the creator to start the battle' });
    const error = this.applyCommand(viewer.side, parsed.data);
    if (error) this.reject(client, error);
  }

  /** A table act from a client: the gamemaster's (docs/PROTOCOL.md "Table acts"). */
  private onTable(client: Client, message: unknown): void {
    const viewer = this.seats.viewerOf(client.sessionId);
    if (!viewer) return this.reject(client, { code: 'no-seat', message: 'You have no seat in this battle' });
    const asked = askTableAct(message, { viewer, creator: this.gate.isCreator(viewer) }, {
      gamemaster: this.seats.hasGamemaster(),
      seats: this.seats.public(),
      absences: this.absences,
      now: Date.now(),
      handoverMs: this.timing.handoverSeconds * this.second(),
      solo: this.solo(),
    });
    const error = asked.ok ? this.applyTable(asked.act) : asked.error;
    if (error) this.reject(client, error);
  }

  private applyTable(act: TableAct): Rejection | null {
    const table = this.deps.module.table;
    if (!table) return { code: 'unknown-message', message: 'This game has no table acts' };
    return this.commit(TABLE_SIDE, act, table.apply(this.game, act));
  }

  private applyCommand(side: number, command: unknown): Rejection | null {
    return this.commit(side, command, this.deps.module.apply(this.game, side, command));
  }

  /** Stores, applies and publishes what a command or table act did; returns the rejection, if any. */
  private commit(side: number, command: unknown, result: ReturnType<AnyModule['apply']>): Rejection | null {
    if (!result.ok) return result.error;
    const logged = { side, command, events: result.events };
    const over = this.deps.module.over(result.state);
    const entry = this.ledger.write(this.deps.store, this.roomId, logged, this.deps.module.hash(result.state), over);
    if ('code' in entry) return entry;
    this.game = result.state;
    if (over) this.keepWhileUnfinished();
    this.seats.setScripted(this.deps.module.table?.scripted(this.game) ?? []);
    this.armTimer();
    this.broadcast('events', entry);
    this.publish();
    this.drive();
    return null;
  }

  /** A solo battle (created with autoStart): the computer's own seats are not given back. */
  private solo(): boolean {
    return this.stored.autoStart === true;
  }

  private paused(): boolean {
    return this.deps.module.table?.paused(this.game) ?? false;
  }

  private second(): number {
    return this.deps.secondMs ?? 1000;
  }

  /** After anything that can change who plays or who is seated: the seats, the clock, the scripted side. */
  private changed(): void {
    this.seats.setScripted(this.deps.module.table?.scripted(this.game) ?? []);
    this.armTimer();
    this.publish();
    this.drive();
  }

  /** The scripted opponent's next command, when it is its turn and every seat is filled. */
  private drive(): void {
    // The scripted sides play once the creator has started the battle, as people do.
    if (!this.gate.started || !this.seats.allTaken()) return this.scripted.stop();
    this.scripted.plan(this.game, this.ledger.seq, () => ({ state: this.game, seq: this.ledger.seq }), (side, command) => {
      // Its default when it has nothing to give or its command is refused: a game never stalls on it.
      const refused = command === null ? true : this.applyCommand(side, command);
      if (refused) {
        if (refused !== true) console.error(`room ${this.roomId}: the scripted side's command was refused: ${refused.message}`);
        this.applyTable({ type: 'timeout' });
      }
    });
  }

  /**
   * The game's record, with its seed: only once the game is over, when no die is left to foresee.
   * Anyone in the room may ask (players, spectators, the gamemaster): the dice are everyone's to check.
   */
  private onRecord(client: Client): void {
    if (!this.deps.module.over(this.game)) return this.reject(client, { code: 'not-over', message: 'The record, with its seed, is given once the game is over' });
    client.send('record', makeRecord(this.deps.module.kind, this.setup, this.seed, this.ledger.log, this.deps.module.hash(this.game)));
  }

  /** The creator's Start: once every seat is filled (or scripted); stored before anyone is told. */
  private onStart(client: Client): void {
    const error = this.gate.refuse(this.seats.viewerOf(client.sessionId), this.seats.allTaken()) ?? this.begin();
    if (error) this.reject(client, error);
  }

  /** Starts the battle, stored first. A battle created with autoStart (solo play) begins when its last seat is taken. */
  private begin(): Rejection | null {
    try {
      this.deps.store.start(this.roomId);
    } catch (e) {
      console.error(`room ${this.roomId}: the start could not be stored: ${(e as Error).message}`);
      return { code: 'not-saved', message: 'The server could not save the start; try again' };
    }
    this.gate.started = true;
    this.changed();
    return null;
  }

  private waiting(): { side: number; what: string; decision: boolean } | null {
    const p = this.deps.module.pending(this.game);
    return p ? { side: p.side, what: p.what, decision: p.decision } : null;
  }

  /**
   * A wait that runs out takes its default, as a logged `timeout` act. Decisions mid-turn always have
   * a limit; whole phases only with the match's phaseSeconds (which then applies to decisions too).
   * A phase keeps one deadline across the commands given in it; each decision gets its own. Paused,
   * the clock holds its time left; nothing runs while a seat is still to be filled.
   */
  private armTimer(): void {
    if (!this.gate.started) return this.countdown.stop();
    if (this.paused()) return this.countdown.hold();
    const p = this.deps.module.pending(this.game);
    const seconds = p ? (this.timing.phaseSeconds ?? (p.decision ? (this.deps.decisionSeconds ?? 60) : null)) : null;
    if (!p || seconds === null || !this.seats.allTaken()) return this.countdown.stop();
    const key = `${p.side}:${p.what}${p.decision ? `:${this.ledger.seq}` : ''}`;
    this.countdown.run(key, seconds * this.second(), () => {
      // Not stored (so not made): ask again after another period rather than stall the game.
      if (this.applyTable({ type: 'timeout' })) this.armTimer();
    });
  }

  /** Sends every client what changed in its viewer's document. */
  private publish(): void {
    this.absences.note(this.seats.public(), Date.now());
    this.audiences.publish();
    this.updateListing();
  }

  /** The lobby's line for this room (its metadata), sent on only when it changed. Never a seat key. */
  private updateListing(): void {
    const status = this.deps.module.over(this.game) ? 'finished' : this.gate.started ? 'playing' : 'waiting';
    const teams = Array.isArray(this.stored.teams) ? (this.stored.teams as number[]) : [];
    const listing = this.listed.changed(listingOf(this.stored, this.seats.public(), teams, status, this.seats.hasGamemaster()));
    if (!listing) return;
    void this.setMetadata(listing).catch((e: Error) => console.error(`room ${this.roomId}: listing not updated: ${e.message}`));
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
