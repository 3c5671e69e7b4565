import type { BattleMap } from '../../shared/map/battleMap.ts';

// The maps a server offers: read once at start from maps/, each checked by the map conventions.

export interface MapInfo {
  id: string;
  name: string;
  width: number;
  height: number;
  actions: number;
}

export interface MapEntry extends MapInfo {
  battle: BattleMap;
  /** The normalised Tiled JSON the client's Phaser draws. */
  client: unknown;
}

export interface MapRegistry {
  list(): MapInfo[];
  get(id: string): MapEntry | undefined;
  problems: string[];
}
