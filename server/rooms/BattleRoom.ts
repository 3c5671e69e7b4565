import { Room, type Client } from '@colyseus/core';
import { StateView } from '@colyseus/schema';
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { apply, createBattle } from '../../shared/battle/reducer/apply.ts';
import { Command } from '../../shared/battle/commands.ts';
import type { BattleEvent } from '../../shared/battle/events.ts';
import type { LoggedCommand } from '../../shared/battle/replay.ts';
import { scenarioById, SCENARIOS } from '../../shared/battle/scenario.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { viewFor } from '../../shared/battle/queries/view.ts';
import type { MapRegistry } from '../maps/mapRegistry.ts';
import { BattleSchema, SeatSchema } from '../sync/schema.ts';
import { syncView } from '../sync/sync.ts';

// A thin authority: it checks who is speaking and what they sent, hands the engine a typed command,
// and publishes the result. Every rule lives in shared/engine.

export const CreateOptions = z
  .object({ map: z.string().min(1).max(64), scenario: z.string().min(1).max(64).optional(), deployment: z.enum(['players', 'auto']).default('players') })
  .strip();
export const JoinOptions = z.object({ seatKey: z.string().max(64).optional() }).strip();

export interface BattleRoomDeps {
  maps: MapRegistry;
  /** Where seeds come from; tests fix it, the server draws it from the OS. Never from a client. */
  seed?: () => number;
  reconnectSeconds?: number;
  /** How long a player has to answer opportunity fire or an attack before it defaults to a pass. */
  decisionSeconds?: number;
}

/** How many recent events a (re)joining client gets, so its combat log survives a reload. */
const HISTORY = 500;

export class BattleRoom extends Room {
  override maxClients = 2;
  override patchRate: number | null = null;
  override autoDispose = true;
  declare state: BattleSchema;

  private battle!: BattleState;
  private commandLog: LoggedCommand[] = [];
  private history: { seq: number; events: BattleEvent[] }[] = [];
  private seatOf = new Map<string, number>();
  private decisionTimer: { clear(): void } | null = null;
  /** Bound by battleRoomWith(): never taken from create options, which a client controls. */
  protected deps!: BattleRoomDeps;

  override onCreate(options: unknown): void {
    const parsed = CreateOptions.safeParse(options);
    if (!parsed.success) throw new Error(`Bad battle options: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const entry = this.deps.maps.get(parsed.data.map);
    if (!entry) throw new Error(`No map "${parsed.data.map}"; maps: ${this.deps.maps.list().map((m) => m.id).join(', ')}`);
    const scenarioId = parsed.data.scenario ?? SCENARIOS.find((s) => s.map === entry.id)?.id ?? SCENARIOS[0].id;
    const scenario = scenarioById(scenarioId);
    if (!scenario) throw new Error(`No scenario "${scenarioId}"`);
    const seed = this.deps.seed ? this.deps.seed() : randomInt(0, 2 ** 31);
    const created = createBattle(scenario, entry.battle, seed, { deployment: parsed.data.deployment });
    if (!created.ok) throw new Error(created.error.message);
    this.battle = created.state;
    this.maxMessagesPerSecond = 30;

    const state = new BattleSchema();
    state.mapId = entry.id;
    state.scenarioId = scenario.id;
    state.scenarioName = scenario.name;
    scenario.sides.forEach((s, side) => {
      const seat = new SeatSchema();
      seat.side = side;
      seat.name = s.name;
      seat.key = '';
      state.seats.push(seat);
    });
    syncView(state, viewFor(this.battle));
    this.setState(state);
    this.setMetadata({ map: entry.id, scenario: scenario.id, name: scenario.name });

    this.onMessage('command', (client, message) => this.onCommand(client, message));
    this.onMessage('*', (client, type) => {
      client.send('rejected', { code: 'unknown-message', message: `Unknown message type "${String(type)}"; send "command"` });
    });
  }

  override onJoin(client: Client, options: unknown): void {
    const parsed = JoinOptions.safeParse(options ?? {});
    const key = parsed.success ? parsed.data.seatKey : undefined;
    const seats = this.state.seats;
    let seat = key ? seats.find((s) => s.taken && !s.connected && s.key === key) : undefined;
    seat ??= seats.find((s) => !s.taken);
    if (!seat) throw new Error('This battle is full');
    seat.taken = true;
    seat.connected = true;
    if (!seat.key) seat.key = randomBytes(12).toString('hex');
    this.seatOf.set(client.sessionId, seat.side);
    client.view = new StateView();
    client.view.add(seat);
    // SW-09: a side's hero secrets reach that side's clients only.
    this.state.heroes.forEach((h) => {
      if (h.side === seat!.side) client.view!.add(h);
    });
    client.send('welcome', { side: seat.side, mapId: this.state.mapId, history: this.history.slice(-HISTORY) });
    this.broadcastPatch();
  }

  override async onDrop(client: Client): Promise<void> {
    const side = this.seatOf.get(client.sessionId);
    if (side === undefined) return;
    this.state.seats[side].connected = false;
    this.broadcastPatch();
    try {
      await this.allowReconnection(client, this.deps.reconnectSeconds ?? 120);
    } catch {
      // The seat stays taken: its key (kept by the player's browser) can reclaim it later.
    }
  }

  override onReconnect(client: Client): void {
    const side = this.seatOf.get(client.sessionId);
    if (side === undefined) return;
    this.state.seats[side].connected = true;
    this.broadcastPatch();
  }

  override onLeave(client: Client): void {
    const side = this.seatOf.get(client.sessionId);
    this.seatOf.delete(client.sessionId);
    if (side !== undefined) this.state.seats[side].connected = false;
    this.broadcastPatch();
  }

  private onCommand(client: Client, message: unknown): void {
    const side = this.seatOf.get(client.sessionId);
    if (side === undefined) return client.send('rejected', { code: 'no-seat', message: 'You have no seat in this battle' });
    const parsed = Command.safeParse(message);
    if (!parsed.success) {
      const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'command'}: ${i.message}`).join('; ');
      return client.send('rejected', { code: 'malformed', message: `Malformed command (${detail})` });
    }
    if (this.state.seats.some((s) => !s.taken)) {
      return client.send('rejected', { code: 'waiting', message: 'Waiting for the other player to join' });
    }
    const error = this.applyCommand(side, parsed.data);
    if (error) client.send('rejected', error);
  }

  /** Applies a command for a side and publishes it; returns the rejection, if any. */
  private applyCommand(side: number, command: Command): { code: string; message: string } | null {
    const result = apply(this.battle, side, command);
    if (!result.ok) return result.error;
    this.battle = result.state;
    this.commandLog.push({ side, command });
    syncView(this.state, viewFor(this.battle));
    const entry = { seq: this.battle.seq, events: result.events };
    this.history.push(entry);
    if (this.history.length > HISTORY * 2) this.history = this.history.slice(-HISTORY);
    this.armDecisionTimer();
    this.broadcast('events', entry);
    this.broadcastPatch();
    return null;
  }

  /**
   * Opportunity fire and combat attacks wait on one player; if that player does not answer in time
   * (or has left), the default is to pass, so nobody is held hostage. Move phases have no deadline.
   */
  private armDecisionTimer(): void {
    this.decisionTimer?.clear();
    this.decisionTimer = null;
    this.state.deadline = 0;
    const b = this.battle;
    const waiting = b.phase === 'opportunity' || (b.phase === 'combat' && b.pending);
    if (!waiting) return;
    const ms = (this.deps.decisionSeconds ?? 60) * 1000;
    const seq = b.seq;
    const side = b.active;
    this.state.deadline = Date.now() + ms;
    this.decisionTimer = this.clock.setTimeout(() => {
      if (this.battle.seq !== seq) return;
      this.applyCommand(side, this.battle.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
    }, ms);
  }
}

/** The room class with its server-side dependencies bound. */
export function battleRoomWith(deps: BattleRoomDeps): typeof BattleRoom {
  return class extends BattleRoom {
    protected override deps = deps;
  };
}
