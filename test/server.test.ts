import { Client, type Room } from '@colyseus/sdk';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { MatchView } from '../shared/protocol/messages.ts';
import type { BattleEvent } from '../shared/battle/events.ts';
import { hashString } from '../shared/core/hash.ts';
import { reachable } from '../shared/battle/rules/movement.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { startGameServer, type GameServer } from '../server/app.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';
import type { MapRegistry } from '../server/maps/mapRegistry.ts';
import { freePort, waitFor } from './support.ts';

const root = join(import.meta.dirname, '..');

interface Player {
  room: Room;
  session: Session<BattleView, Command>;
  side: number;
  key: string | null;
  role: string;
  events: BattleEvent[];
  rejections: { code: string; message: string }[];
  state(): MatchView<BattleView>;
}

/** A client as the browser's is: everything it receives goes through the client's own Session. */
function player(room: Room): Player {
  const session = new Session<BattleView, Command>(room);
  const p: Player = { room, session, side: -1, key: null, role: '', events: [], rejections: [], state: () => session.current()! };
  session.on('welcome', (m) => {
    p.role = m.you.role;
    p.side = m.you.role === 'player' ? m.you.side : -1;
    p.key = m.seatKey;
  });
  session.on('events', (m) => p.events.push(...(m.events as unknown as BattleEvent[])));
  session.on('rejected', (m) => p.rejections.push(m));
  return p;
}

describe('battle server over loopback', () => {
  let server: GameServer;
  let maps: MapRegistry;
  let port: number;
  let a: Player;
  let b: Player;

  beforeAll(async () => {
    port = await freePort();
    maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
    server = await startGameServer({ port, maps, seed: () => 7, reconnectSeconds: 1, decisionSeconds: 1.5 });
    const ca = new Client(`http://127.0.0.1:${port}`);
    const cb = new Client(`http://127.0.0.1:${port}`);
    a = player(await ca.create('battle', { map: 'skirmish' }));
    b = player(await cb.joinById(a.room.roomId));
    await waitFor('both welcomes', () => a.side === 0 && b.side === 1);
    await waitFor('both seats taken', () => !!a.state()?.seats.every((s) => s.taken) && !!b.state()?.seats.every((s) => s.taken));
    a.room.send('start');
    await waitFor('the start', () => !!a.state()?.started && !!b.state()?.started);
    expect(a.state().game.phase).toBe('deploy');
    // SW-10: the second player places first; both place everything on the default squares.
    b.room.send('command', { type: 'deployAll' });
    await waitFor('the cult placed', () => a.state().game.active === 0 && a.state().game.units.length > 0);
    a.room.send('command', { type: 'deployAll' });
    await waitFor('the set-up to end', () => a.state().game.phase === 'move' && b.state().game.phase === 'move');
    expect(a.state().game.reserves).toEqual([]);
  });

  afterAll(async () => {
    await a?.room.leave(true).catch(() => undefined);
    await b?.room.leave(true).catch(() => undefined);
    await server?.close();
  });

  const view = (p: Player): BattleView => p.state().game;

  async function expectRejected(p: Player, message: unknown, code: string, type = 'command'): Promise<void> {
    const before = JSON.stringify(a.state());
    const n = p.rejections.length;
    p.room.send(type, message);
    await waitFor(`rejection ${code}`, () => p.rejections.length > n);
    expect(p.rejections.at(-1)!.code).toBe(code);
    expect(p.rejections.at(-1)!.message.length).toBeGreaterThan(5);
    expect(JSON.stringify(a.state())).toBe(before);
  }

  it('serves /health as JSON', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true });
  });

  it("each client gets its own seat key and not the other's; no client gets the dice state", () => {
    expect(a.key).toMatch(/^[0-9a-f]{24}$/);
    expect(b.key).toMatch(/^[0-9a-f]{24}$/);
    expect(a.key).not.toBe(b.key);
    for (const p of [a, b]) {
      const text = JSON.stringify(p.state());
      expect(text).not.toMatch(/"rng"|"seed"|"key"/);
      expect(text).not.toContain(a.key!);
      expect(text).not.toContain(b.key!);
    }
  });

  it("SW-09 each side's hero secrets reach only that side's client; spectators see none, the gamemaster all, and neither may command", async () => {
    const url = `http://127.0.0.1:${port}`;
    const c1 = player(await new Client(url).create('battle', { map: 'skirmish', scenario: 'turf-war', gamemaster: true }));
    const c2 = player(await new Client(url).joinById(c1.room.roomId));
    const watcher = player(await new Client(url).joinById(c1.room.roomId, { role: 'spectator' }));
    const gm = player(await new Client(url).joinById(c1.room.roomId, { role: 'gamemaster' }));
    await waitFor('everyone in', () => [c1, c2, watcher, gm].every((p) => p.state()?.seats.every((s) => s.taken)));
    expect([c1.role, c2.role, watcher.role, gm.role]).toEqual(['player', 'player', 'spectator', 'gamemaster']);
    expect([watcher.key, typeof gm.key]).toEqual([null, 'string']);
    const withSecrets = (p: Player) => p.state().game.heroes.filter((h) => h.secrets.length > 0).map((h) => h.side);
    const heroes = c1.state().game.heroes;
    expect(heroes.length).toBe(2);
    expect(withSecrets(c1)).toEqual([0]);
    expect(withSecrets(c2)).toEqual([1]);
    expect(withSecrets(watcher)).toEqual([]);
    expect(withSecrets(gm).sort()).toEqual([0, 1]);
    for (const p of [watcher, gm]) {
      const n = p.rejections.length;
      p.room.send('command', { type: 'deployAll' });
      await waitFor('refused', () => p.rejections.length > n);
    }
    expect(watcher.rejections.at(-1)!.code).toBe('spectator');
    expect(gm.rejections.at(-1)!.code).toBe('gamemaster');
    for (const p of [c1, c2, watcher, gm]) await p.room.leave(true);
  });

  it('rejects out-of-turn, foreign-unit, malformed and unknown messages, changing nothing', async () => {
    await expectRejected(b, { type: 'endPhase' }, 'not-your-turn');
    await expectRejected(a, { type: 'move', unitId: 'B1', to: { x: 1, y: 1 } }, 'not-your-unit');
    await expectRejected(a, { type: 'move', unitId: 5 }, 'malformed');
    await expectRejected(a, { type: 'teleport', unitId: 'A1' }, 'malformed');
    await expectRejected(a, { type: 'move', unitId: 'A1', to: { x: 0, y: 0 }, side: 1 }, 'malformed');
    await expectRejected(a, { anything: true }, 'unknown-message', 'hack');
    const far = { x: maps.get('skirmish')!.battle.width - 1, y: 0 };
    await expectRejected(a, { type: 'move', unitId: 'A1', to: far }, 'unreachable');
  });

  it('plays moves to contact and a combat; both clients see the same state and every die', async () => {
    const players = [a, b];
    for (let guard = 0; guard < 200; guard++) {
      const v = view(a);
      if (v.phase === 'combat' && v.pending) break;
      if (v.phase === 'over') break;
      const p = players[v.active];
      const seq = v.seq;
      const mine = v.units.filter((u) => u.side === v.active && !u.moved && u.condition !== 'dead');
      let command: unknown = { type: 'endPhase' };
      if (v.actionsLeft > 0) {
        const enemies = v.units.filter((u) => u.side !== v.active && u.condition !== 'dead');
        const dist = (x: number, y: number) => Math.min(...enemies.map((e) => Math.max(Math.abs(e.x - x), Math.abs(e.y - y))));
        for (const u of mine) {
          const best = reachable(v, u.id).sort((r1, r2) => dist(r1.x, r1.y) - dist(r2.x, r2.y))[0];
          if (best && dist(best.x, best.y) < dist(u.x, u.y)) {
            command = { type: 'move', unitId: u.id, to: { x: best.x, y: best.y } };
            break;
          }
        }
      }
      p.room.send('command', command);
      await waitFor('the command to apply', () => view(a).seq > seq && view(b).seq > seq);
    }
    const v = view(a);
    expect(v.phase).toBe('combat');
    expect(a.events.some((e) => e.type === 'moved')).toBe(true);
    expect(a.events.some((e) => e.type === 'reactOrder')).toBe(true);
    const attacker = v.units.find((u) => u.id === v.pending!.unitId)!;
    const p = [a, b][attacker.side];
    const seq = v.seq;
    p.room.send('command', { type: 'attack', unitId: attacker.id, targetId: v.pending!.targets[0] });
    await waitFor('the attack to apply', () => view(a).seq > seq && view(b).seq > seq);
    await waitFor('attack events on both clients', () => [a, b].every((x) => x.events.some((e) => e.type === 'attack')));
    const ev = a.events.find((e) => e.type === 'attack') as Extract<BattleEvent, { type: 'attack' }>;
    expect(ev.roll.a.dice.length).toBeGreaterThanOrEqual(2);
    expect(ev.roll.a.total).toBe(ev.roll.a.kept[0] + ev.roll.a.kept[1] + ev.roll.a.ability);
    expect(JSON.stringify(b.events)).toBe(JSON.stringify(a.events));
    const defender = view(a).units.find((u) => u.id === ev.defenderId)!;
    expect(defender.condition).toBe(ev.after);
    expect(view(b).units).toEqual(view(a).units);
  });

  it('a decision nobody answers defaults to a pass when its deadline runs out', async () => {
    // Play on until someone has to decide (an attack or opportunity fire), then say nothing.
    for (let guard = 0; guard < 200; guard++) {
      const v = view(a);
      if ((v.phase === 'combat' && v.pending) || v.phase === 'opportunity' || v.phase === 'over') break;
      const seq = v.seq;
      [a, b][v.active].room.send('command', v.phase === 'resources' || v.phase === 'move' ? { type: 'endPhase' } : { type: 'pass' });
      await waitFor('the command to apply', () => view(a).seq > seq);
    }
    const v = view(a);
    if (v.phase === 'over') return;
    expect(a.state().deadline).toBeGreaterThan(Date.now() - 100);
    expect(a.state().waiting).toMatchObject({ decision: true });
    const seq = v.seq;
    const passes = a.events.filter((e) => e.type === 'pass' || e.type === 'phase').length;
    await waitFor('the default pass', () => view(a).seq > seq, 5000);
    expect(a.events.filter((e) => e.type === 'pass' || e.type === 'phase').length).toBeGreaterThan(passes);
  });

  it('a second device (or a reloaded tab) with the seat key lands in the seat at once, beside the first', async () => {
    const twin = player(await new Client(`http://127.0.0.1:${port}`).joinById(b.room.roomId, { seatKey: b.key! }));
    await waitFor('welcome', () => twin.side === 1);
    await waitFor('its view', () => twin.state()?.game.seq === view(b).seq);
    expect(twin.key).toBe(b.key);
    expect(twin.state().game).toEqual(view(b));
    await twin.room.leave(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(a.state().seats[1].connected).toBe(true);
  });

  it('a player who leaves takes the same seat back with the seat key, seeing the identical state (same hash)', async () => {
    const key = b.key!;
    const roomId = b.room.roomId;
    const hashBefore = hashString(JSON.stringify(view(b)));
    await b.room.leave(true);
    await waitFor('the seat to show disconnected', () => a.state().seats[1].connected === false);
    const again = player(await new Client(`http://127.0.0.1:${port}`).joinById(roomId, { seatKey: key }));
    await waitFor('welcome back', () => again.side === 1);
    await waitFor('connected again', () => a.state().seats[1].connected === true);
    await waitFor('its view', () => !!again.state());
    expect(hashString(JSON.stringify(again.state().game))).toBe(hashBefore);
    b = again;
    await expect(new Client(`http://127.0.0.1:${port}`).joinById(roomId)).rejects.toThrow();
  });
});
