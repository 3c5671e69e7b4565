import type { BattleMap, BystanderGroup, CubeArea, MapComplication, Rect, Square } from '../../../shared/map/battleMap.ts';
import type { UnitState } from '../../../shared/battle/model.ts';

// What the board is handed: the Tiled map to draw once, then plain pictures of what to highlight.
// Built by client/battle/picture.ts from the view, the interaction mode and the shared queries.

export interface TiledTileset {
  name: string;
  image?: string;
  firstgid: number;
}

export interface TiledLayer {
  name: string;
  type: string;
  visible?: boolean;
}

export interface ClientTiledMap {
  width: number;
  height: number;
  tilewidth: number;
  tileheight: number;
  tilesets: TiledTileset[];
  layers: TiledLayer[];
}

export interface SightLine {
  from: Square;
  to: Square;
  /** Clear and within range: the shot may be taken. */
  clear: boolean;
  blockedBy?: Square;
  /** Squares in the way that give cover (each a penalty die). */
  cover: Square[];
  /** Short words drawn at the far end ("blocked", "out of range", "-1 die"). */
  label: string;
}

export interface NodeMark extends Square {
  owner: number | null;
}

export interface BoardPicture {
  units: UnitState[];
  mySide: number;
  selected: string | null;
  reachable: Square[];
  /** Units that may be attacked or shot now: ringed. */
  targets: string[];
  /** Units that may fire now (opportunity fire): a dashed ring. */
  shooters: string[];
  /** The target whose odds are on show: a crosshair. */
  previewTarget: string | null;
  zoc: Square[];
  /** The selected unit's missile range (squares in range and sight). */
  range: Square[];
  /** Shooting is being chosen: the range is filled, not only outlined. */
  rangeActive: boolean;
  sight: SightLine | null;
  nodes: NodeMark[];
  /** The cube, with its levels when it has height (HC-01). */
  cube: CubeArea | null;
  /** HC-01: living units that do not count for victory (outside the cube, or out for good): dimmed. */
  inactive?: Record<string, 'outside' | 'out-for-good'>;
  /** Issue 11: a combat step's complications (map.complications). */
  complications?: readonly MapComplication[];
  /** HC-06 Automated Defences: each emplacement's square and condition (board/complicationMarks.ts). */
  defences?: readonly { x: number; y: number; condition: string }[];
  /** HC-05: the flying platforms over open air (board/airMarks.ts). */
  air?: BattleMap['air'] | null;
  /** HC-06: broken floor sections (holes, board/complicationMarks.ts). */
  holes?: Rect[];
  /** HC-08/HC-09: the step's task square (board/taskMark.ts). */
  task?: TaskMark | null;
  /** HC-06: people on the map, bystanders or hostages (board/bystanderMarks.ts). */
  bystanders?: readonly BystanderMark[];
  cursor: Square | null;
  lastMove: Square[];
  /** Heroes and the unit each rides with (SW-07). */
  heroes?: { unitId: string | null }[];
  /** Squares of the units the hero being moved may join (SW-07): a dashed gold frame with a star. */
  heroTargets?: Square[];
  /** A move onto an own unit waiting for its second click (SW-16): framed, "stack?". */
  stackOnto?: Square | null;
  /** In the set-up: one's own deploy areas, framed while one waits as well as while one places. */
  deployAreas?: { rect: Rect; side: number }[];
}

/** HC-08/HC-09: the step's task as the board draws it (board/taskMark.ts). */
export interface TaskMark {
  at: Square;
  label: string;
  done: boolean;
}

/** HC-06: a group of people as the board draws it (board/bystanderMarks.ts). */
export interface BystanderMark extends Pick<BystanderGroup, 'at' | 'count' | 'who' | 'status'> {
  /** Hostages with an enemy unit at or next to them (rules/bystanders.ts guarded). */
  held: boolean;
}
