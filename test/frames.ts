import { Protocol } from '@colyseus/core';
import { unpack } from 'msgpackr';

// What a client receives, byte for byte: a WebSocket that records every raw frame, and a decoder that
// reads a room-data frame (the protocol byte, the message type, then msgpack) the way the SDK does.

/** The protocol code is the first byte's low five bits (the high bits are modifiers). */
const PROTOCOL_CODE_MASK = 0x1f;

/** Raw frames per socket, in the order the sockets were opened. */
export const frames: Buffer[][] = [];

export class RecordingSocket extends WebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    const mine: Buffer[] = [];
    frames.push(mine);
    this.addEventListener('message', (e: MessageEvent) => {
      mine.push(typeof e.data === 'string' ? Buffer.from(e.data) : Buffer.from(e.data as ArrayBuffer));
    });
  }
}

/** The SDK reads globalThis.WebSocket when it loads: swap it in, load the SDK and the session, put it back. */
export async function recordingClient(): Promise<{ Client: typeof import('@colyseus/sdk').Client; Session: typeof import('../client/net/session.ts').Session }> {
  const platform = globalThis.WebSocket;
  globalThis.WebSocket = RecordingSocket as typeof WebSocket;
  const { Client } = await import('@colyseus/sdk');
  const { Session } = await import('../client/net/session.ts');
  globalThis.WebSocket = platform;
  return { Client, Session };
}

/** A room-data frame as `{type, message}`; null for any other frame (handshake, join, leave). */
export function decodeFrame(frame: Buffer): { type: string | number; message: unknown } | null {
  if ((frame[0] & PROTOCOL_CODE_MASK) !== Protocol.ROOM_DATA) return null;
  let at = 1;
  let type: string | number;
  const prefix = frame[at];
  if ((prefix & 0xe0) === 0xa0) {
    // msgpack fixstr: the type's name in up to 31 bytes.
    const len = prefix & 0x1f;
    type = frame.subarray(at + 1, at + 1 + len).toString('utf8');
    at += 1 + len;
  } else if (prefix < 0x80) {
    type = prefix;
    at += 1;
  } else {
    throw new Error(`room-data frame with an unexpected type prefix 0x${prefix.toString(16)}`);
  }
  return { type, message: at < frame.length ? unpack(frame.subarray(at)) : undefined };
}
