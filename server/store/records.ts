import { withoutScriptSecret } from '../ai/scriptSecret.ts';
import { recordOf, StoreError, type GameStore } from './store.ts';

// GET /api/records/:roomId: a finished battle's record, for the replay page and anyone who wants to
// check its dice. The record holds the seed, so a battle still being played never gets one: its
// dice would be foreseeable.

export type RecordAnswer = { status: 200; body: { roomId: string; mapId: string; metadata: Record<string, unknown>; record: NonNullable<ReturnType<typeof recordOf>> } } | { status: 404 | 409 | 500; body: { error: string } };

export function recordResponse(store: GameStore, roomId: string): RecordAnswer {
  let game;
  try {
    game = store.load(roomId);
  } catch (e) {
    if (!(e instanceof StoreError)) throw e;
    console.error(`GET /api/records/${roomId}: ${e.message}`);
    return { status: 500, body: { error: `Battle ${roomId} is in the store but cannot be read; the server's log says why` } };
  }
  if (!game) return { status: 404, body: { error: `There is no battle "${roomId}"` } };
  const record = recordOf(game);
  if (!record) return { status: 409, body: { error: `Battle ${roomId} is still being played; its record (with the seed of its dice) is given once it is over` } };
  return { status: 200, body: { roomId, mapId: game.mapId, metadata: withoutScriptSecret(game.metadata), record } };
}
