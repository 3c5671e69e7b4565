import { Room, type Client } from '@colyseus/core';
import type { PatchOp } from '../../shared/protocol/diff.ts';

// The many-rooms bench's yardstick: a Colyseus room with no rules, no store, no per-viewer views.
// On each command it bumps a counter, keeps the command, and broadcasts an events message and a view
// patch of the same size as the real game's (the real patches and events of the scripted game,
// replayed), carrying the new seq where the clients look for it. What it costs is what Colyseus,
// the socket and the encoding cost; our room's figure over it is what the game adds.

export interface BarePayload {
  events: unknown[];
  /** The real patch without its game.seq op (the room puts its own seq in). */
  patch: PatchOp[];
}

const isSeq = (op: PatchOp) => op.path.length === 2 && op.path[0] === 'game' && op.path[1] === 'seq';

/** The payloads from a game's spectator-view patches and events, in command order. */
export function barePayloads(steps: { patch: PatchOp[]; events: unknown[] }[]): BarePayload[] {
  return steps.map((s) => ({ events: s.events, patch: s.patch.filter((op) => !isSeq(op)) }));
}

export function bareRoomWith(payloads: BarePayload[]) {
  return class BareRoom extends Room {
    override patchRate: number | null = null;
    private doc = { seq: 0, last: null as unknown };

    override onCreate(): void {
      this.maxMessagesPerSecond = 30;
      this.onMessage('command', (_client, message) => {
        this.doc = { seq: this.doc.seq + 1, last: message };
        const p = payloads[(this.doc.seq - 1) % payloads.length];
        this.broadcast('events', { seq: this.doc.seq, events: p.events });
        this.broadcast('view', { patch: [{ op: 'set', path: ['game', 'seq'], value: this.doc.seq }, ...p.patch] });
      });
    }

    override onJoin(client: Client): void {
      client.send('welcome', { you: { role: 'spectator' } });
      client.send('view', { full: { seats: [], deadline: 0, waiting: null, game: { seq: this.doc.seq } } });
    }
  };
}
