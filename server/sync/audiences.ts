import type { Client } from '@colyseus/core';
import type { Viewer } from '../../shared/core/game.ts';
import { diff, type PatchOp } from '../../shared/protocol/diff.ts';
import type { MatchView } from '../../shared/protocol/messages.ts';

// Keeps each client's copy of its document in step: the whole document when it joins (or comes
// back), then only the changes. Clients with the same viewer share one document per publish, so
// viewFor runs once per viewer, not once per client.

interface Member {
  client: Client;
  viewer: Viewer;
  /** The document this client holds now; null until it has been sent one. */
  sent: MatchView<unknown> | null;
}

const keyOf = (v: Viewer) => (v.role === 'player' ? `p${v.side}` : v.role);

export class Audiences {
  private members = new Map<string, Member>();

  constructor(private readonly build: (viewer: Viewer) => MatchView<unknown>) {}

  add(client: Client, viewer: Viewer): void {
    this.members.set(client.sessionId, { client, viewer, sent: null });
  }

  remove(client: Client): void {
    this.members.delete(client.sessionId);
  }

  /** After a reconnection the client may have missed patches: it gets the whole document again. */
  resync(client: Client): void {
    const m = this.members.get(client.sessionId);
    if (m) Object.assign(m, { client, sent: null });
  }

  publish(): void {
    const docs = new Map<string, MatchView<unknown>>();
    const patches = new Map<MatchView<unknown>, PatchOp[]>();
    for (const m of this.members.values()) {
      const key = keyOf(m.viewer);
      let doc = docs.get(key);
      if (!doc) docs.set(key, (doc = this.build(m.viewer)));
      if (!m.sent) m.client.send('view', { full: doc });
      else {
        let ops = patches.get(m.sent);
        if (!ops) patches.set(m.sent, (ops = diff(m.sent, doc)));
        if (ops.length) m.client.send('view', { patch: ops });
      }
      m.sent = doc;
    }
  }
}
