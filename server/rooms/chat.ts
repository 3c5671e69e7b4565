import type { Client } from '@colyseus/core';
import type { Viewer } from '../../shared/core/game.ts';
import type { Rejection } from '../../shared/core/result.ts';
import { ChatSend, type ServerMessage } from '../../shared/protocol/messages.ts';

// Chat in a game room: to everyone, or to one's side and its allies (the module says who they are).
// Spectators talk among themselves only, so nothing they see can reach a player mid-battle; the
// gamemaster talks to everyone and, seeing all every side sees, also hears each side's chat. Not
// stored: it is talk around the game, not part of it. The text goes out as the string it came in;
// every client renders it as text.

export interface ChatRoom {
  clients: Iterable<Client>;
  viewerOf(sessionId: string): Viewer | undefined;
  /** A side and its allies, in seat order (GameModule.allies). */
  allies(side: number): number[];
  /** The name shown for a sender. */
  nameOf(sessionId: string, viewer: Viewer): string;
}

export type ChatLine = ServerMessage<'chat'>;

/** Sends a chat line to whoever may hear it, or says why it was refused (nothing is sent then). */
export function sendChat(room: ChatRoom, from: Client, message: unknown): Rejection | null {
  const viewer = room.viewerOf(from.sessionId);
  if (!viewer) return { code: 'no-seat', message: 'You are not in this battle' };
  const parsed = ChatSend.safeParse(message);
  if (!parsed.success) {
    const detail = parsed.error.issues.map((i) => `${i.path.join('.') || 'chat'}: ${i.message}`).join('; ');
    return { code: 'malformed', message: `Chat not sent (${detail}); send {to: "all" or "side", text: 1 to 300 characters}` };
  }
  const { to, text } = parsed.data;
  if (viewer.role === 'gamemaster' && to === 'side') return { code: 'gamemaster', message: 'The gamemaster has no side; chat to all' };
  const line: ChatLine = {
    from: room.nameOf(from.sessionId, viewer),
    role: viewer.role,
    ...(viewer.role === 'player' ? { side: viewer.side } : {}),
    to: viewer.role === 'spectator' ? 'spectators' : to,
    text,
  };
  const hears = hearers(room, viewer, to);
  for (const c of room.clients) {
    const v = room.viewerOf(c.sessionId);
    if (v && hears(v)) c.send('chat', line);
  }
  return null;
}

function hearers(room: ChatRoom, sender: Viewer, to: 'all' | 'side'): (v: Viewer) => boolean {
  if (sender.role === 'spectator') return (v) => v.role === 'spectator';
  if (to === 'all' || sender.role === 'gamemaster') return () => true;
  const allies = room.allies(sender.side);
  return (v) => v.role === 'gamemaster' || (v.role === 'player' && allies.includes(v.side));
}

/** Until seats carry display names: a player by its side's name, else by role. */
/** How a line is signed: the player's display name with its side ("Ann (Cult)"), else the side's name. */
export function chatName(viewer: Viewer, sideNames: string[], seats: readonly { side: number; player: string | null }[] = []): string {
  if (viewer.role === 'player') {
    const side = sideNames[viewer.side] ?? `Side ${viewer.side + 1}`;
    const player = seats.find((s) => s.side === viewer.side)?.player;
    return player ? `${player} (${side})` : side;
  }
  return viewer.role === 'gamemaster' ? 'Gamemaster' : 'Spectator';
}
