import type { Room } from '@colyseus/sdk';
import type { z } from 'zod';
import type { Viewer } from '../../shared/core/game.ts';
import { applyPatch } from '../../shared/protocol/diff.ts';
import type { GamemasterAct } from '../../shared/core/table.ts';
import { ServerMessages, type MatchView, type ServerMessage, type ServerMessageType } from '../../shared/protocol/messages.ts';

// The client's one edge to a game room: every message the room sends is parsed here against the
// shared schemas, the view is kept up to date from its patches, and commands go out. Nothing else in
// the client touches the Colyseus room.

export type Connection = 'dropped' | 'back' | 'left';

type Handlers<View> = {
  welcome: ((m: ServerMessage<'welcome'>) => void)[];
  view: ((now: MatchView<View>, before: MatchView<View> | null) => void)[];
  events: ((m: ServerMessage<'events'>) => void)[];
  rejected: ((m: ServerMessage<'rejected'>) => void)[];
  record: ((m: ServerMessage<'record'>) => void)[];
  chat: ((m: ServerMessage<'chat'>) => void)[];
  connection: ((c: Connection, code?: number) => void)[];
};

export class Session<View, Command = unknown> {
  private match: MatchView<View> | null = null;
  private handlers: Handlers<View> = { welcome: [], view: [], events: [], rejected: [], record: [], chat: [], connection: [] };
  /** Every batch of events this client was sent, by seq: what it checks a game's record against. */
  readonly seen = new Map<number, unknown[]>();
  you: Viewer | null = null;
  mapId = '';
  /** Problems with what the room sent (a message that did not parse): shown, never acted on. */
  readonly protocolErrors: string[] = [];

  /** Attach at once after joining: messages that arrive while the page loads are kept, not lost. */
  constructor(readonly room: Room) {
    this.listen('welcome', (m) => {
      this.you = m.you;
      this.mapId = m.mapId;
      for (const b of m.history) this.seen.set(b.seq, b.events);
      for (const h of this.handlers.welcome) h(m);
    });
    this.listen('view', (m) => {
      const before = this.match;
      if ('full' in m) this.match = m.full as MatchView<View>;
      else if (before) this.match = applyPatch(before, m.patch);
      else return void this.protocolErrors.push('a view patch arrived before the full view');
      for (const h of this.handlers.view) h(this.match!, before);
    });
    this.listen('events', (m) => {
      this.seen.set(m.seq, m.events);
      this.handlers.events.forEach((h) => h(m));
    });
    this.listen('record', (m) => this.handlers.record.forEach((h) => h(m)));
    this.listen('chat', (m) => this.handlers.chat.forEach((h) => h(m)));
    this.listen('rejected', (m) => this.handlers.rejected.forEach((h) => h(m)));
    room.onDrop(() => this.handlers.connection.forEach((h) => h('dropped')));
    room.onReconnect(() => this.handlers.connection.forEach((h) => h('back')));
    room.onLeave((code) => this.handlers.connection.forEach((h) => h('left', code)));
  }

  private listen<T extends ServerMessageType>(type: T, handle: (m: ServerMessage<T>) => void): void {
    const schema = ServerMessages[type] as unknown as z.ZodType<ServerMessage<T>>;
    this.room.onMessage(type, (raw: unknown) => {
      const parsed = schema.safeParse(raw);
      if (parsed.success) handle(parsed.data);
      else this.protocolErrors.push(`${type}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    });
  }

  /** The latest document for this client's viewer, or null before the first one arrives. */
  current(): MatchView<View> | null {
    return this.match;
  }

  send(command: Command): void {
    this.room.send('command', command);
  }

  /** A table act: the gamemaster's (docs/PROTOCOL.md "Table acts"). */
  sendTable(act: GamemasterAct): void {
    this.room.send('table', act);
  }

  /** Asks for the game's record (answered once the game is over; `not-over` before). */
  askRecord(): void {
    this.room.send('record');
  }

  /** A chat line to everyone, or to this seat's side and allies (a spectator's goes to spectators). */
  chat(to: 'all' | 'side', text: string): void {
    this.room.send('chat', { to, text });
  }

  on<K extends keyof Handlers<View>>(what: K, handler: Handlers<View>[K][number]): void {
    (this.handlers[what] as Handlers<View>[K][number][]).push(handler);
  }
}
