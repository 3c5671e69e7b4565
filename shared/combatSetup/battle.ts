import heroData from '../data/heroes.json' with { type: 'json' };
import type { Scenario } from '../battle/scenario.ts';
import type { BattleMap, DeployArea, MapComplication, Rect, Square, Terrain } from '../map/battleMap.ts';
import type { CombatSetup } from './generate.ts';
import type { SideId } from './types.ts';

// A combat step's set-up as a battle the engine plays (issue 11): the heroes' side (0) against the
// opponents (1) on the set-up's board, deploying in the set-up's areas, for at most the set-up's turn
// limit, with the complications the engine's terrain can express laid on the map and every other one
// listed as not in force. Pure: the same set-up and map give the same battle.

export interface BattleFromSetupOptions {
  /** Scenario id (e.g. from the seed): rooms and records name the battle by it. */
  id?: string;
  /** Unit type each hero leads (SW-07: a hero rides with a unit). */
  heroUnit?: string;
  /** Unit type of each opponent figure. */
  opponentUnit?: string;
  /** At most this many opponent units (a step of 30 goons is not 30 Shadow Wars units). */
  maxOpponents?: number;
}

export interface StepBattle {
  scenario: Scenario;
  map: BattleMap;
  /** What the set-up has that the engine cannot express yet: shown to the gamemaster, listed in RULES.md. */
  notInForce: string[];
}

const BLOCKED: ReadonlySet<Terrain> = new Set(['barrier', 'deep-water']);
const SIDE_INDEX: Record<SideId, number> = { heroes: 0, opponents: 1 };
const key = (s: Square) => `${s.x},${s.y}`;

function squaresOf(r: Rect, map: BattleMap): Square[] {
  const out: Square[] = [];
  for (let y = Math.max(0, r.y); y < Math.min(map.height, r.y + r.h); y++) for (let x = Math.max(0, r.x); x < Math.min(map.width, r.x + r.w); x++) out.push({ x, y });
  return out;
}

/** The ring of squares just outside a rectangle, on the board: where a wall round it stands. */
function ringOutside(r: Rect, map: BattleMap): Square[] {
  const outer = { x: r.x - 1, y: r.y - 1, w: r.w + 2, h: r.h + 2 };
  return squaresOf(outer, map).filter((s) => s.x < r.x || s.x >= r.x + r.w || s.y < r.y || s.y >= r.y + r.h);
}

/** A door on a square of the cube's face opens the wall square just outside it on that face. */
function doorOutside(door: Square, r: Rect): Square {
  if (door.y === r.y) return { x: door.x, y: door.y - 1 };
  if (door.y === r.y + r.h - 1) return { x: door.x, y: door.y + 1 };
  if (door.x === r.x) return { x: door.x - 1, y: door.y };
  return { x: door.x + 1, y: door.y };
}

/**
 * Each side's deploy areas with room for its units: "no figure is ever prevented from deploying"
 * (HC-03), so a side whose area (cut to a small cube) has too few open squares also gets the nearest
 * open squares outside it, never the other side's.
 */
function deployWithRoom(map: BattleMap, areas: Record<SideId, Rect[]>, need: Record<SideId, number>): DeployArea[] {
  const out: DeployArea[] = [];
  const taken = new Set<string>();
  for (const side of ['heroes', 'opponents'] as SideId[]) for (const r of areas[side]) for (const s of squaresOf(r, map)) taken.add(key(s));
  for (const side of ['heroes', 'opponents'] as SideId[]) {
    const own = areas[side].flatMap((r) => squaresOf(r, map));
    const open = new Set(own.filter((s) => !BLOCKED.has(map.terrain[s.y * map.width + s.x])).map(key));
    for (const r of areas[side]) out.push({ ...r, side: SIDE_INDEX[side] });
    if (open.size >= need[side]) continue;
    const dist = (s: Square) => Math.min(...own.map((o) => Math.max(Math.abs(o.x - s.x), Math.abs(o.y - s.y))));
    const extra = squaresOf({ x: 0, y: 0, w: map.width, h: map.height }, map)
      .filter((s) => !taken.has(key(s)) && !BLOCKED.has(map.terrain[s.y * map.width + s.x]))
      .sort((a, b) => dist(a) - dist(b) || a.y - b.y || a.x - b.x)
      .slice(0, need[side] - open.size);
    for (const s of extra) {
      taken.add(key(s));
      out.push({ x: s.x, y: s.y, w: 1, h: 1, side: SIDE_INDEX[side] });
    }
  }
  return out;
}

/** Hero types of heroes.json named in the set-up's team (the set-up keeps names). */
const heroTypesOf = (names: string[]): string[] => names.flatMap((n) => heroData.heroes.filter((h) => h.name === n).map((h) => h.id));

export function battleFromSetup(setup: CombatSetup, base: BattleMap, options: BattleFromSetupOptions = {}): StepBattle {
  const heroUnit = options.heroUnit ?? 'agents';
  const opponentUnit = options.opponentUnit ?? 'thugs';
  const heroTypes = heroTypesOf(setup.heroes);
  const heroUnits = Math.max(1, setup.heroes.length);
  const opponentUnits = Math.min(setup.step.opponents.count, options.maxOpponents ?? 8);
  const terrain = base.terrain.slice();
  const at = (s: Square) => s.y * base.width + s.x;
  const cube = squaresOf(setup.cube.bounds, base).length > 0 ? setup.cube.bounds : null;
  const cubeOnBoard: Rect | undefined = cube
    ? { x: Math.max(0, cube.x), y: Math.max(0, cube.y), w: Math.min(cube.x + cube.w, base.width) - Math.max(0, cube.x), h: Math.min(cube.y + cube.h, base.height) - Math.max(0, cube.y) }
    : undefined;

  const deploy = deployWithRoom(base, setup.deployment.areas, { heroes: heroUnits, opponents: opponentUnits });
  // Nothing laid on the map may close a deploy square: no figure is ever prevented from deploying.
  const deploySquares = new Set(deploy.flatMap((d) => squaresOf(d, base)).map(key));
  const block = (s: Square) => {
    if (!deploySquares.has(key(s))) terrain[at(s)] = 'barrier';
  };

  const complications: MapComplication[] = [];
  const notInForce: string[] = [
    'HC-01: height as a third dimension (the cube\'s zMin..zMax), and figures outside the cube inactive for victory or knocked out of it',
    'HC-02: personal actions and turn-1 actions of the preparation',
    `HC-03: the deployment order (${setup.deployment.first} first, ${setup.deployment.mode}) and the range per figure`,
    'HC-04/HC-05: environments, life support and air deployment',
    'HC-08/HC-09: the task',
  ];
  for (const c of setup.complications.list) {
    let inForce = true;
    let how = '';
    switch (c.id) {
      case 'hard-edge':
      case 'weak-edge':
      case 'hard-contested-zone':
      case 'weak-contested-zone': {
        const w = c.details.find((d) => 'walls' in d);
        if (w && 'walls' in w && w.walls.around === 'cube' && cubeOnBoard) {
          const doors = new Set(w.walls.doors.map((d) => key(doorOutside(d.square, cubeOnBoard))));
          for (const s of ringOutside(cubeOnBoard, base)) if (!doors.has(key(s))) block(s);
          how = 'a barrier round the cube, open at its doors (breaking through not yet)';
        } else how = 'the board\'s edge already stops every move (breaking through not yet)';
        break;
      }
      case 'dangerous-obstacles':
        for (const r of c.where.rects) for (const s of squaresOf(r, base)) block(s);
        how = 'the obstacles are barrier squares (their damage not yet)';
        break;
      case 'rough-terrain':
        for (const s of squaresOf(cubeOnBoard ?? { x: 0, y: 0, w: base.width, h: base.height }, base)) if (terrain[at(s)] === 'clear') terrain[at(s)] = 'rough';
        how = 'the cube\'s clear squares are rough (SW-25: 2 to enter)';
        break;
      case 'limited-area':
        if (cubeOnBoard) for (const s of squaresOf({ x: 0, y: 0, w: base.width, h: base.height }, base)) {
          const inCube = s.x >= cubeOnBoard.x && s.x < cubeOnBoard.x + cubeOnBoard.w && s.y >= cubeOnBoard.y && s.y < cubeOnBoard.y + cubeOnBoard.h;
          if (!inCube) block(s);
        }
        how = 'squares outside the cube are barrier';
        break;
      default:
        inForce = false;
    }
    complications.push({ id: c.id, name: c.name, effect: c.effect, inForce, ...(how ? { how } : {}), rects: c.where.rects, squares: c.where.squares });
    if (!inForce) notInForce.push(`HC-06: ${c.name}`);
  }

  const map: BattleMap = { ...base, name: `${base.name}: combat step`, terrain, deploy, ...(cubeOnBoard ? { cube: cubeOnBoard } : {}), complications };
  const scenario: Scenario = {
    id: options.id ?? 'combat-step',
    name: `${setup.step.opponents.group}: combat step`,
    description: `A super-hero combat step (issue 11): the heroes against ${setup.step.opponents.count} ${setup.step.opponents.group}. Destroy the enemy; after turn ${setup.turnLimit} the fight ends in a draw.`,
    map: base.name,
    sides: [
      { name: 'Heroes', units: Array.from({ length: heroUnits }, () => heroUnit), heroes: heroTypes.slice(0, heroUnits), reinforcements: [], noRebuild: true },
      { name: setup.step.opponents.group, units: Array.from({ length: opponentUnits }, () => opponentUnit), reinforcements: [], noRebuild: true },
    ],
    // HC-08: at most turnLimit turns (the engine's lastTurn: a draw if nothing decided it).
    win: { destroy: true, lastTurn: setup.turnLimit },
  };
  return { scenario, map, notInForce };
}
