import type { Seed } from '../shared/core/rng.ts';
import { LobbyRoom, matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import express from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { battleModule } from '../shared/battle/module.ts';
import { SCENARIOS } from '../shared/battle/scenario.ts';
import { DEFAULT_LEVEL } from '../shared/ai/levelIds.ts';
import { LEVELS } from '../shared/ai/levels.ts';
import { battleRoomWith, type BattleRoomOptions } from './rooms/battleRoom.ts';
import type { MapRegistry } from './maps/mapRegistry.ts';
import { RestoreTickets, restoreUnfinished, type RestoreReport } from './store/restore.ts';
import { memoryStore } from './store/sqliteStore.ts';
import type { GameStore } from './store/store.ts';
import { recordResponse } from './store/records.ts';
import { combatSetupPreview } from './rooms/combatSetupPreview.ts';

// One process, one port: the built client, the HTTP API and the Colyseus rooms.

export interface GameServerOptions {
  port: number;
  maps: MapRegistry;
  /** The built client (vite build output); served at / when present. */
  clientDir?: string;
  /**
   * Where games are written (npm start: the data folder's file). Its unfinished games are restored
   * before the port opens. Without one the games live in memory and end with the process.
   */
  store?: GameStore;
  seed?: () => Seed | number;
  reconnectSeconds?: number;
  decisionSeconds?: number;
  /** Time scale, scripted delay and timers of the rooms (tests shrink them; see BattleRoomOptions). */
  room?: Pick<BattleRoomOptions, 'secondMs' | 'scriptDelayMs' | 'timers' | 'thinker'>;
}

export interface GameServer {
  port: number;
  /** The unfinished games brought back from the store at start, and those that could not be. */
  restored: RestoreReport;
  /** Stops serving; closes the store only if the server made it (a given store is the caller's). */
  close(): Promise<void>;
}

export async function startGameServer(opts: GameServerOptions): Promise<GameServer> {
  const store = opts.store ?? memoryStore();
  const restores = new RestoreTickets();
  const transport = new WebSocketTransport({ maxPayload: 16 * 1024 });
  const server = new Server({
    transport,
    greet: false,
    gracefullyShutdown: false,
    express: (app) => {
      app.get('/health', (_req, res) => {
        res.json({ ok: true, maps: opts.maps.list().length, problems: opts.maps.problems });
      });
      app.get('/api/maps', (_req, res) => {
        res.json({
          maps: opts.maps.list(),
          scenarios: SCENARIOS.map((s) => ({ id: s.id, name: s.name, description: s.description, map: s.map, sides: s.sides.map((x) => x.name), teams: s.sides.map((x, i) => x.team ?? i) })),
          // The scripted opponent's levels a player may choose, strongest first (docs/AI.md).
          levels: LEVELS.filter((l) => l.offered).reverse().map((l) => ({ id: l.id, name: l.name, description: l.description, default: l.id === DEFAULT_LEVEL })),
        });
      });
      app.get('/api/maps/:id', (req, res) => {
        const entry = opts.maps.get(req.params.id);
        if (!entry) {
          res.status(404).json({ error: `No map "${req.params.id}"` });
          return;
        }
        res.json({ id: entry.id, name: entry.name, battle: entry.battle, tiled: entry.client });
      });
      // A combat step's set-up from its seed, before it is opened as a battle (the gamemaster's card).
      app.get('/api/combat-setup', (req, res) => {
        const answer = combatSetupPreview(opts.maps, req.query);
        res.status(answer.status).json(answer.body);
      });
      app.get('/api/records/:roomId', (req, res) => {
        const answer = recordResponse(store, req.params.roomId);
        res.status(answer.status).json(answer.body);
      });
      if (opts.clientDir && existsSync(join(opts.clientDir, 'index.html'))) {
        app.use(express.static(opts.clientDir, { index: 'index.html' }));
      } else {
        app.get('/', (_req, res) => {
          res.status(503).type('text').send('The client is not built: run `npm run build` (npm start does it for you).');
        });
      }
    },
  });
  // The start page's live list of battles: Colyseus' own lobby, told of every change of a battle's
  // listing (its metadata, server/rooms/lobbyListing.ts). Private battles are never in it.
  server.define('lobby', LobbyRoom);
  server.define('battle', battleRoomWith({ maps: opts.maps, store, restores, seed: opts.seed, reconnectSeconds: opts.reconnectSeconds, decisionSeconds: opts.decisionSeconds, ...opts.room })).enableRealtimeListing();
  // Before the port opens, so a player coming back never finds their game missing. The matchmaker
  // can create rooms once it is set up, before it listens.
  await matchMaker.onReady;
  const restored = await restoreUnfinished(store, {
    battle: {
      module: battleModule,
      open: async (restoring) => {
        await matchMaker.createRoom('battle', restores.issue(restoring));
      },
    },
  });
  await server.listen(opts.port);
  return {
    port: opts.port,
    restored,
    close: async () => {
      await server.gracefullyShutdown(false);
      if (!opts.store) store.close();
    },
  };
}
