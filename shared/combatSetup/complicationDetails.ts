import { DATA } from './tables.ts';
import { EDGES } from './deployment.ts';
import { dropBottom, rollFloor } from './floors.ts';
import { clip, inRect, type Grid } from './grid.ts';
import { Roller } from './roller.ts';
import type { ComplicationDetail, Walls } from './complicationTypes.ts';
import type { Cube, Deployment, Edge, EpisodeStep, Hero, Preparation, Rect, SideId, Square } from './types.ts';

// HC-06, HC-07: one complication's rolls and where it lies on the grid.

export interface ComplicationContext {
  step: EpisodeStep;
  /** Only their names and number are read (a re-roll has the set-up's names, battle.ts). */
  heroes: Pick<Hero, 'name'>[];
  cube: Cube;
  preparation: Preparation;
  deployment: Deployment;
  /** Environment ids in force (defaults and rolled). */
  envs: string[];
}

export interface Rolled {
  detail: ComplicationDetail;
  rects: Rect[];
  squares: Square[];
}

/** How far ahead (32-bit words) a roll added after the fact is drawn: half the generator's 2^36 words. */
const FORK_AHEAD = 2 ** 35;
const DEFENCE_TARGETS = ['heroes', 'villains', 'both', 'heroes', 'villains', 'both'] as const;
const DEFENCE_COUNTS = ['D6', 'D6', 'D8', 'D8', 'D8', 'D10'];
const DEFENCE_ATTACKS: [string, string, boolean][] = [
  ['Direct, Distant', '2D6', false],
  ['Direct, Ranged', '2D6', false],
  ['Direct, Close, Autofire', '2D4', true],
  ['Area (Large Cone), Touch', '2D6', false],
  ['Area (Long Line), Touch', '2D6', false],
  ['Direct, Ranged, Distant', '2D8', false],
];
const DEFENCE_EXTRAS = ['Touch, Shield, Damage (Electricity) & Stun, 2D8', 'Armour +1', 'Damage-type extra (Persistent, Drain, Stun, Ignores (Armour) or Rending by type)', 'Secondary attack with -1 Value', 'To Hit +1'];
const SENSES = ['Enhanced Vision', 'Mental', 'Magical', 'Exotic', 'Vision', 'Vision'];
const OBSTACLES = ['square', 'cube', 'rectangle', 'cuboid', 'wall', 'wall'];
const KNOWN_BY = [
  "It's obvious: there is a big countdown.",
  'A control board at a random location shows the countdown from 1 square away.',
  'One of the enemy carries a countdown indicator as an item.',
  'An announcement when it reaches 2 turns, then a countdown.',
  'Hints (rumbling, lights) but not the exact time.',
  'No way of knowing.',
];
const STOPPED_BY = [
  'A device one of the enemy carries as an item.',
  'A control board at a random location: a 2D6 task, a suitable skill.',
  'Defusing devices at 2D6 (highest) locations, a 2D6 test each.',
  'Winning the fight.',
  'Completing the task.',
  'No way of stopping it.',
];
const ADVANTAGES = [
  'Controls: tip a vehicle, change the environment, open and close doors, control automated weapons.',
  'A gun emplacement with cover and a support or heavy weapon.',
  'A mystical or power effect: +1 to powered abilities.',
  'A key to victory: a 2D8 task of a suitable skill wins despite other victory conditions.',
  'An escape route: anyone entering leaves the combat with no further consequence.',
  'A healing device: +2 on Comebacks and/or 2D8 Healing each turn.',
];
const CONCEALMENT = [
  ['5-7', 'D4'], ['8-9', 'D6'], ['10-11', 'D8'], ['12-13', 'D10'], ['14-15', 'D12'], ['16-17', 'D20'], ['18-19', '2D20'],
].map(([range, dice]) => ({ range, dice }));
const VISIBILITY_SENSES: [string, number][] = [['Exotic', 3], ['Enhanced Vision', 5], ['Mental', 2], ['Magical', 3]];

const inDeploy = (c: ComplicationContext, s: Square) => Object.values(c.deployment.areas).some((rs) => rs.some((r) => inRect(r, s.x, s.y)));

/** n squares where nobody deploys: in the cube first, then, if it has too few, anywhere on the board. */
function freeSquares(r: Roller, c: ComplicationContext, cube: Rect, board: Rect, n: number): Square[] {
  const free = (s: Square) => !inDeploy(c, s);
  const inCube = r.squares(cube, n, free);
  if (inCube.length >= n) return inCube;
  const taken = new Set(inCube.map((s) => `${s.x},${s.y}`));
  return inCube.concat(r.squares(board, n - inCube.length, (s) => free(s) && !inRect(cube, s.x, s.y) && !taken.has(`${s.x},${s.y}`)));
}

/** A square on an edge of a rectangle, picked at random. */
function onEdge(r: Roller, box: Rect, e: Edge): Square {
  const along = e === 'north' || e === 'south' ? box.x + r.d(Math.max(2, box.w)) % box.w : box.y + r.d(Math.max(2, box.h)) % box.h;
  if (e === 'north') return { x: along, y: box.y };
  if (e === 'south') return { x: along, y: box.y + box.h - 1 };
  if (e === 'west') return { x: box.x, y: along };
  return { x: box.x + box.w - 1, y: along };
}

function walls(r: Roller, around: 'board' | 'cube', strength: 'hard' | 'weak', c: ComplicationContext): Walls {
  const box = around === 'board' ? { x: 0, y: 0, w: c.cube.board.width, h: c.cube.board.height } : c.cube.bounds;
  const resistance = r.dice(strength === 'hard' ? '2D10' : '2D6');
  const doors = Array.from({ length: r.d(2) }, () => {
    const edge = r.pick(EDGES);
    return { edge, square: onEdge(r, clip(c.cube.board, box) ?? box, edge) };
  });
  return { around, resistance, doors };
}

/** A rectangle covering about `percent`% of the board, centred on the cube. */
function areaOf(g: Grid, cube: Cube, percent: number): Rect {
  const f = Math.sqrt(percent / 100);
  const w = Math.max(1, Math.round(g.width * f));
  const h = Math.max(1, Math.round(g.height * f));
  const cx = cube.bounds.x + Math.floor(cube.bounds.w / 2);
  const cy = cube.bounds.y + Math.floor(cube.bounds.h / 2);
  const x = Math.min(Math.max(0, cx - Math.floor(w / 2)), g.width - w);
  const y = Math.min(Math.max(0, cy - Math.floor(h / 2)), g.height - h);
  return { x, y, w, h };
}

export function rollDetail(r: Roller, id: string, c: ComplicationContext): Rolled {
  const g: Grid = c.cube.board;
  const board: Rect = { x: 0, y: 0, w: g.width, h: g.height };
  const cubeOnBoard = clip(g, c.cube.bounds) ?? board;
  const none = (detail: ComplicationDetail): Rolled => ({ detail, rects: [], squares: [] });
  switch (id) {
    case 'already-there': {
      const p = c.preparation;
      // The ambushers, else the winner of a Tactical Edge (or Tactical Surprise) roll, else the defender.
      const defender: SideId = (c.step.attacker ?? 'heroes') === 'heroes' ? 'opponents' : 'heroes';
      const side: SideId = p.ambush?.ambushers ?? c.deployment.tactics?.winner ?? p.tactics?.winner ?? defender;
      const n = side === 'heroes' ? c.heroes.length : c.step.opponents.count;
      return none({ kind: 'already-there', side, figures: Math.ceil(n / 3) });
    }
    case 'automated-defences': {
      const t = r.d(6);
      const count = r.dice(DEFENCE_COUNTS[t - 1]);
      const a = r.d(6);
      const [text, toHit, autofire] = DEFENCE_ATTACKS[a - 1];
      const damage = { value: r.value(), type: r.damageType() };
      const sense = r.dice('2D6');
      const exoticOrMagical = r.d(6) >= 5;
      const toughness = r.dice('D8');
      const armour = r.dice('2D8');
      const extras: string[] = [];
      for (let rolls = 1; rolls > 0 && extras.length < 5; rolls--) {
        const e = r.d(6);
        if (e === 6) rolls += 2; // "Roll Twice"
        else extras.push(DEFENCE_EXTRAS[e - 1]);
      }
      let targets: 'heroes' | 'villains' | 'both' = DEFENCE_TARGETS[t - 1];
      if (targets === 'villains' && c.step.inEnemyBase) targets = 'heroes';
      const squares = freeSquares(r, c, cubeOnBoard, board, count.total);
      // Rolled on a fork far ahead in the generator's stream (words the set-up never reaches), so the
      // extra shifts no other die: every set-up, and every seed a test or a gamemaster relies on, is as before.
      let secondary: { face: number; text: string; toHit: string; autofire: boolean; valueFace: number } | undefined;
      if (extras.includes(DEFENCE_EXTRAS[3])) {
        const b = new Roller({ ...r.state, n: r.state.n + FORK_AHEAD }).d(6);
        const [bText, bToHit, bAuto] = DEFENCE_ATTACKS[b - 1];
        secondary = { face: b, text: bText, toHit: bToHit, autofire: bAuto, valueFace: Math.max(1, damage.value.face - 1) };
      }
      return { detail: { kind: 'automated-defences', count, targets, attack: { face: a, text, toHit, autofire }, damage, sense, exoticOrMagical, toughness, armour, extras, ...(secondary ? { secondary } : {}) }, rects: [], squares };
    }
    case 'blocked-senses': {
      const n = r.d(4);
      const senses: string[] = [];
      // Re-roll duplicates: five different senses on the d6, at most four wanted, so this ends.
      while (senses.length < n) {
        const s = SENSES[r.d(6) - 1];
        if (!senses.includes(s)) senses.push(s);
      }
      return none({ kind: 'blocked-senses', senses });
    }
    case 'dangerous-obstacles': {
      const count = r.dice('2D6');
      const obstacles: { shape: string; w: number; h: number; height: number | null }[] = [];
      const rects: Rect[] = [];
      for (let i = 0; i < count.total; i++) {
        const shape = OBSTACLES[r.d(6) - 1];
        let o;
        if (shape === 'square' || shape === 'cube') {
          const s = r.d(6);
          o = { shape, w: s, h: s, height: shape === 'cube' ? s : null };
        } else if (shape === 'wall') o = { shape, w: r.d(10) + 1, h: 1, height: r.d(10) };
        else o = { shape, w: r.d(8) + 1, h: r.d(4) + 1, height: shape === 'cuboid' ? r.d(4) + 1 : null };
        obstacles.push(o);
        const at = r.square(cubeOnBoard);
        const placed = clip(g, { x: at.x, y: at.y, w: o.w, h: o.h });
        if (placed) rects.push(placed);
      }
      return { detail: { kind: 'dangerous-obstacles', count, obstacles, damage: { value: r.value(), type: r.damageType() } }, rects, squares: [] };
    }
    case 'death-trap':
      // Decided once every complication is known (see complications.ts).
      return none({ kind: 'death-trap', victims: 'heroes' });
    case 'destruction-sequence': {
      const turns = r.highest(2, 12);
      const k = r.d(6);
      const s = r.d(6);
      const locations = s === 3 ? r.highest(2, 6).total : s === 2 ? 1 : null;
      const taskDc = s === 2 || s === 3 ? r.dice('2D6') : null;
      const squares = locations ? r.squares(cubeOnBoard, locations) : k === 2 ? r.squares(cubeOnBoard, 1) : [];
      return { detail: { kind: 'destruction-sequence', turns, blast: '2D14 Damage (Heat)', knownBy: { face: k, text: KNOWN_BY[k - 1] }, stoppedBy: { face: s, text: STOPPED_BY[s - 1], locations, taskDc } }, rects: [], squares };
    }
    case 'edge-of-a-drop': {
      const edges = r.d(4);
      const airOrWater = c.envs.includes('air') || c.envs.includes('water') || c.envs.includes('underwater');
      const drop = c.envs.includes('air') ? ('to-the-ground' as const) : c.envs.includes('water') || c.envs.includes('underwater') ? r.dice('D6+1') : r.dice('D100+2');
      const surfacePercent = airOrWater ? r.d(10) + 10 : r.d(50) + 20;
      const aboveGround = airOrWater ? true : r.d(6) >= 4;
      const bottom = dropBottom(r, c.envs);
      return { detail: { kind: 'edge-of-a-drop', edges, drop, surfacePercent, aboveGround, bottom }, rects: [areaOf(g, c.cube, surfacePercent)], squares: [] };
    }
    case 'explosive-objects': {
      const count = r.dice('3D10');
      const squares = r.squares(board, count.total, (s) => !inDeploy(c, s));
      return { detail: { kind: 'explosive-objects', count, explodesOn: 4, damage: { value: r.value(), type: 'heat' }, burst: 'large' }, rects: [], squares };
    }
    case 'hard-contested-zone':
    case 'weak-contested-zone':
    case 'hard-edge':
    case 'weak-edge': {
      const w = walls(r, id.endsWith('edge') ? 'board' : 'cube', id.startsWith('hard') ? 'hard' : 'weak', c);
      return { detail: { kind: id, walls: w }, rects: [w.around === 'board' ? board : cubeOnBoard], squares: w.doors.map((d) => d.square) };
    }
    case 'hard-floor':
    case 'weak-floor': {
      const floor = rollFloor(r, id === 'hard-floor' ? 'hard' : 'weak', c.envs);
      return { detail: { kind: id, floor }, rects: [areaOf(g, c.cube, floor.percent)], squares: [] };
    }
    case 'hostage-situation': {
      // Who the hostages are is decided once every complication is known (see complications.ts).
      const keeper = c.deployment.areas.opponents[0] ?? cubeOnBoard;
      return { detail: { kind: 'hostage-situation', hostages: 'important-hostage' }, rects: [], squares: [r.square(keeper)] };
    }
    case 'innocent-bystanders': {
      const count = r.dice('3D6+4');
      return { detail: { kind: 'innocent-bystanders', count }, rects: [], squares: freeSquares(r, c, cubeOnBoard, board, count.total) };
    }
    case 'limited-area':
      return { detail: { kind: 'limited-area', board: cubeOnBoard }, rects: [cubeOnBoard], squares: [] };
    case 'maze':
      return none({ kind: 'maze', sightLimit: r.dice('D6+1') });
    case 'narrow-balance': {
      const percent = r.d(20) + 10;
      const n = Math.round((g.width * g.height * percent) / 100);
      return { detail: { kind: 'narrow-balance', percent, throwAgainst: 'D6', bottom: dropBottom(r, c.envs, false) }, rects: [], squares: r.squares(board, n) };
    }
    case 'out-is-out':
      return none({ kind: 'out-is-out' });
    case 'point-of-advantage': {
      const f = r.d(6);
      const mid = { x: c.cube.bounds.x + Math.floor(c.cube.bounds.w / 2) - 1, y: c.cube.bounds.y + Math.floor(c.cube.bounds.h / 2) - 1, w: 3, h: 3 };
      return { detail: { kind: 'point-of-advantage', face: f, text: ADVANTAGES[f - 1], task: f === 4 ? r.dice('2D8') : null }, rects: [clip(g, mid) ?? cubeOnBoard], squares: [] };
    }
    case 'poor-visibility': {
      const notAgainst = VISIBILITY_SENSES.filter(([, need]) => r.d(6) >= need).map(([s]) => s);
      return none({ kind: 'poor-visibility', from: 5, concealment: CONCEALMENT, notAgainst });
    }
    case 'relationship': {
      const hero = c.heroes.length > 0 ? c.heroes[r.d(Math.max(2, c.heroes.length)) % c.heroes.length].name : 'a hero';
      const rel = r.on(DATA.relationships);
      const arrives = r.dice('D10-3');
      return none({ kind: 'relationship', hero, relationship: { face: rel.face, id: rel.row.id }, arrives, arrivalTurn: Math.max(1, arrives.total) });
    }
    case 'reserves':
      return none({ kind: 'reserves', entersOn: 5, startingHalf: { heroes: r.d(2) as 1 | 2, opponents: r.d(2) as 1 | 2 } });
    case 'rough-terrain':
      return none({ kind: 'rough-terrain', moveCost: 2, turbulent: ['air', 'underwater', 'water'].some((e) => c.envs.includes(e)) });
    case 'steep-slope':
      return none({ kind: 'steep-slope', downhill: r.pick(EDGES), objectsRoll: '2D20' });
    case 'sudden-shocks':
      return none({ kind: 'sudden-shocks', shockOn: 4, knockdown: '2D6' });
    case 'time-limit':
      return none({ kind: 'time-limit', clock: 12, drop: 'D3-1' });
    case 'victory-button': {
      // Not where anyone can deploy: in the cube if it has such a square, else anywhere on the board.
      return { detail: { kind: 'victory-button' }, rects: [], squares: freeSquares(r, c, cubeOnBoard, board, 1) };
    }
    default:
      throw new RangeError(`No complication ${id}`);
  }
}
