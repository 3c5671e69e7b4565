import { Client } from '@colyseus/sdk';
import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { Session } from '../../net/session.ts';
import { NAME_KEY, seatKeyName } from '../../net/seatKeys.ts';

// A rematch: a new battle with the same map, scenario, teams and scripted sides, this player in the
// same seat (or the gamemaster's). It is created from here, its seat key kept in this browser, its
// link said in the old battle's chat (where the chat shows it as a link), and this page goes there.
// The time limit and the scripted level are not in the view, so the new battle has the defaults.

const LINK = /^Rematch: (\S+)$/;

/** The create options of the rematch (the server checks them as it checks the start page's). */
export function rematchOptions(v: BattleView, mapId: string, side: number, gamemaster: boolean, name: string | null): Record<string, unknown> {
  const teams = v.scenario.sides.map((s) => s.team);
  return {
    map: mapId,
    scenario: v.scenario.id,
    deployment: 'players',
    ...(teams.every((t) => t !== undefined) ? { teams } : {}),
    scripted: v.scripted ?? [],
    ...(gamemaster ? { gamemaster: true, role: 'gamemaster' } : { side }),
    ...(name ? { name } : {}),
  };
}

/** The battle a chat line announces as a rematch, if it is one on this server: its room id. */
export function rematchRoom(text: string, origin: string): string | null {
  const m = LINK.exec(text);
  if (!m) return null;
  try {
    const url = new URL(m[1]);
    const id = url.searchParams.get('battle');
    return url.origin === origin && id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}

export const rematchLine = (origin: string, roomId: string) => `Rematch: ${origin}/?battle=${encodeURIComponent(roomId)}`;

/** Creates the rematch and keeps this browser's seat key for it; resolves with its room id. */
export async function createRematch(options: Record<string, unknown>): Promise<string> {
  const room = await new Client(location.origin).create('battle', options);
  const session = new Session<BattleView, Command>(room);
  const key = await new Promise<string | null>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the new battle did not answer')), 15_000);
    session.on('welcome', (m) => {
      clearTimeout(timer);
      resolve(m.seatKey);
    });
  });
  if (key) localStorage.setItem(seatKeyName(room.roomId), key);
  await room.leave(true);
  return room.roomId;
}

export const myName = () => localStorage.getItem(NAME_KEY);
