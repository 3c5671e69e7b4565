import heroData from '../data/heroes.json' with { type: 'json' };
import type { Scenario } from '../battle/scenario.ts';
import type { BattleMap, ConcealmentBand, MapComplication, MapFloor, MapWall, Rect, Sense, Square, Terrain } from '../map/battleMap.ts';
import { wallDefend } from '../battle/rules/walls.ts';
import type { CombatSetup } from './generate.ts';
import { deploySquares as deploySquaresOf } from '../battle/rules/deployment.ts';
import { border, deployWithRoom, sidesMeet, squaresOf } from './stepGround.ts';
import { stepScenarioOf } from './stepScenario.ts';
import { bottomHow, dropHarm, dropTrap, hazardCase, hazardsOf } from './hazards.ts';
import { bottomFloorOf } from './bottomFloor.ts';
import { apartFloors } from './twoFloors.ts';
import { stepOpponents } from './opponents.ts';
import { defencesHow, defencesOf, withSets } from './defences.ts';
import { lifeSupportOf } from './lifeSupport.ts';
import { layAir } from './airPlatforms.ts';
import { layObjective, type ObjectiveMap } from './objectives.ts';
import { buttonWalls } from './buttonWalls.ts';
import { mazeSquares, roomSide } from './maze.ts';
import { heldBack } from './alreadyThere.ts';
import type { StepObjectives } from '../battle/objectiveTypes.ts';
import { bystandersHow, bystandersOf } from './bystanders.ts';
import { blockedHow } from './sensesHow.ts';
import { deployOnSurface, nearestUsable, otherWays } from './otherWays.ts';

// A combat step's set-up as a battle the engine plays (issue 11): the heroes' side (0) against the
// opponents (1) on the set-up's board, deploying in the set-up's areas, for at most the set-up's turn
// limit, with the complications the engine's terrain can express laid on the map and every other one
// listed as not in force. Pure: the same set-up and map give the same battle.

export interface BattleFromSetupOptions {
  /** Scenario id (e.g. from the seed): rooms and records name the battle by it. */
  id?: string;
  /** Unit type each hero leads (SW-07: a hero rides with a unit). */
  heroUnit?: string;
  /** Unit type of every opponent unit, instead of the step's group (opponentGroups.json). */
  opponentUnit?: string;
  /** At most this many opponent units (a step of 30 goons is not 30 Shadow Wars units). */
  maxOpponents?: number;
}

export interface StepBattle {
  scenario: Scenario;
  map: BattleMap;
  /** What the set-up has that the engine cannot express yet: shown to the gamemaster, listed in RULES.md. */
  notInForce: string[];
  /** HC-11: how the step's opponents became side 1's units and leaders, in words. */
  opponents: string;
}

/**
 * Poor Visibility's concealment dice as Shadow Wars penalty dice on a shot: a penalty die for each
 * step of two in the text's die sizes (D4 and D6 one, D8 and D10 two, D12 and D20 three, 2D20 four),
 * so the shot grows harder with range as the text's concealment does.
 */
const CONCEALMENT_DICE: Record<string, number> = { D4: 1, D6: 1, D8: 2, D10: 2, D12: 3, D20: 3, '2D20': 4 };

const BLOCKED: ReadonlySet<Terrain> = new Set(['barrier', 'deep-water']);
const key = (s: Square) => `${s.x},${s.y}`;

/** Hero types of heroes.json named in the set-up's team (the set-up keeps names). */
const heroTypesOf = (names: string[]): string[] => names.flatMap((n) => heroData.heroes.filter((h) => h.name === n).map((h) => h.id));

export function battleFromSetup(setup: CombatSetup, base: BattleMap, options: BattleFromSetupOptions = {}): StepBattle {
  const heroUnit = options.heroUnit ?? 'agents';
  const heroTypes = heroTypesOf(setup.heroes);
  const heroUnits = Math.max(1, setup.heroes.length);
  // HC-11: the enemy is the group the step names, as Shadow Wars units and leaders (opponents.ts).
  // The heroes sent are all powered characters (1 each: the set-up has no sidekicks or unpowered ones).
  const force = stepOpponents(setup.step, options.maxOpponents ?? 8, heroTypes, options.opponentUnit, setup.heroes.length);
  const opponentUnits = force.units.length;
  const lifeSupport = lifeSupportOf(setup);
  // HC-05: over open air the sides deploy on their flying platforms (airPlatforms.ts).
  const airLaid = layAir(setup, base, { heroes: heroUnits, opponents: opponentUnits });
  if (airLaid) base = airLaid.base;
  // HC-06: a Weak Floor rolled with a Hard Floor takes its own share of the board (twoFloors.ts).
  setup = { ...setup, complications: { ...setup.complications, list: apartFloors(setup.complications.list, base.width, base.height) } };
  const terrain = base.terrain.slice();
  const at = (s: Square) => s.y * base.width + s.x;
  const cube = squaresOf(setup.cube.bounds, base).length > 0 ? setup.cube.bounds : null;
  const cubeOnBoard: Rect | undefined = cube
    ? { x: Math.max(0, cube.x), y: Math.max(0, cube.y), w: Math.min(cube.x + cube.w, base.width) - Math.max(0, cube.x), h: Math.min(cube.y + cube.h, base.height) - Math.max(0, cube.y) }
    : undefined;

  const limited = setup.complications.list.some((c) => c.id === 'limited-area') && !airLaid;
  let deploy = deployWithRoom(base, airLaid ? airLaid.areas : setup.deployment.areas, { heroes: heroUnits, opponents: opponentUnits }, limited ? cubeOnBoard : undefined);
  let deploySquares = new Set(deploy.flatMap((d) => squaresOf(d, base)).map(key));
  const setDeploy = (d: typeof deploy) => void ((deploy = d), (deploySquares = new Set(d.flatMap((a) => squaresOf(a, base)).map(key))));
  const need: [number, number] = [heroUnits, opponentUnits];
  let changed: { x: number; y: number; terrain: Terrain }[] = [];
  // HC-05: an aircraft (its walls, doors and cabin) is its own: no complication lays terrain on it.
  const onCraft = (s: Square) => airLaid?.air.platforms.some((p) => p.craft && s.x >= p.rect.x && s.y >= p.rect.y && s.x < p.rect.x + p.rect.w && s.y < p.rect.y + p.rect.h) ?? false;
  const lay = (s: Square, t: Terrain) => {
    if (terrain[at(s)] === t || onCraft(s)) return;
    terrain[at(s)] = t;
    changed.push({ x: s.x, y: s.y, terrain: t });
  };
  // Every door of every wall round the cube stays a way through, whatever else is laid.
  const doors = new Set(setup.complications.list.flatMap((c) => c.details.flatMap((d) => ('walls' in d && d.walls.around === 'cube' ? d.walls.doors.map((x) => key(x.square)) : []))));
  const block = (s: Square) => {
    if (!doors.has(key(s))) lay(s, 'barrier');
  };
  // The contested space stays a place to fight in: complications together never close more than half
  // of the cube's open squares (as the board had them); the one that would is taken back.
  const openInCube = (t: Terrain[]) => (cubeOnBoard ? squaresOf(cubeOnBoard, base).filter((s) => !BLOCKED.has(t[at(s)])).length : 0);
  const cubeFloor = Math.ceil(openInCube(base.terrain) / 2);
  const cubeKept = () => openInCube(terrain) >= cubeFloor;
  // No figure is ever prevented from deploying (HC-03) nor shut away from the fight.
  const room = (m: BattleMap) => new Set(deploySquaresOf(m, 0).map(key)).size >= heroUnits && new Set(deploySquaresOf(m, 1).map(key)).size >= opponentUnits;

  const complications: MapComplication[] = [];
  let drop: BattleMap['drop'] = airLaid?.drop;
  // HC-06: a Weak Floor at the drop's foot (bottomFloor.ts), listed first among the floors.
  let bottomFloor: MapFloor | undefined;
  let concealment: ConcealmentBand[] | undefined;
  let sight: BattleMap['sight'];
  let blockedSenses: Sense[] | undefined;
  // Two Mazes (a complication applied twice) both cap sight: the shorter cap holds.
  const capSight = (max: number, reason: string) => {
    if (!sight || max < sight.max) sight = { max, reason };
  };
  const walls: MapWall[] = [];
  const objectives: StepObjectives = {};
  const onMap: ObjectiveMap = {};
  const notInForce: string[] = [
    // HC-01 is all played: flight and 3-D shots (rules/airspace.ts); "knocked out" is a reading in
    // docs/RULES.md HC-01 (Shadow Wars has no knockback; slides and falls carry a figure out).
    'HC-04/HC-05: environments (the text gives them no effect but life support\'s)',
    ...(force.unknown ? [force.unknown] : []),
  ];
  for (const c of setup.complications.list) {
    let inForce = true;
    let how = '';
    changed = [];
    const before = terrain.slice();
    const sightBefore = sight;
    let shown: Square[] | undefined;
    switch (c.id) {
      case 'hard-edge':
      case 'weak-edge':
      case 'hard-contested-zone':
      case 'weak-contested-zone': {
        const w = c.details.find((d) => 'walls' in d);
        // Under a Limited Area the cube's edges are the board's: a wall round it stands at the board's edge.
        if (w && 'walls' in w && w.walls.around === 'cube' && cubeOnBoard && limited) {
          how = "with the Limited Area the cube's edges are the board's: the closed squares round it already stop every move (nothing beyond to break through to)";
        } else if (w && 'walls' in w && w.walls.around === 'cube' && cubeOnBoard) {
          for (const s of border(cubeOnBoard, base)) block(s);
          const r = w.walls.resistance.total;
          how = `barrier on the cube's border squares, open at its doors; a unit next to a wall square may break it (rules/walls.ts): its Attack against Defend ${wallDefend(r)} (resistance ${r})`;
        } else how = 'the board\'s edge already stops every move (a wall at the edge has nothing beyond it to break through to)';
        break;
      }
      case 'dangerous-obstacles':
        for (const r of c.where.rects) for (const s of squaresOf(r, base)) block(s);
        how = `the obstacles are barrier squares; a unit ending a move touching one is struck (Attack ${c.details[0]?.kind === 'dangerous-obstacles' ? c.details[0].damage.value.face : 1})`;
        break;
      case 'rough-terrain':
        for (const s of squaresOf(cubeOnBoard ?? { x: 0, y: 0, w: base.width, h: base.height }, base)) if (terrain[at(s)] === 'clear') lay(s, 'rough');
        how = 'the cube\'s clear squares are rough (SW-25: 2 to enter)';
        break;
      case 'edge-of-a-drop': {
        // The deployment surface is the drop's top: its rectangle and every deploy square (figures
        // deploy on the surface); off it the ground is the drop's depth down (HC-01 height).
        const d = c.details.find((x) => x.kind === 'edge-of-a-drop');
        if (airLaid) {
          inForce = false;
          how = 'not laid: the fight is on flying platforms, the drop all round them';
          break;
        }
        if (!d || d.kind !== 'edge-of-a-drop' || d.drop === null || d.drop === 'to-the-ground' || d.bottom.kind === 'no-fall') {
          inForce = false;
          how = 'not laid: no fall here (to the ground from the air, or in space or underwater)';
          break;
        }
        const whole = (areas: typeof deploy) => new Set([...c.where.rects, ...areas].flatMap((r) => squaresOf(r, base)).map(key)).size >= base.width * base.height;
        // Surface and deploy areas together the whole board: the sides deploy on the surface's part of their areas, if it has room.
        const cut = whole(deploy) ? deployOnSurface({ ...base, terrain, deploy }, c.where.rects, need) : null;
        if (cut) setDeploy(cut);
        const surface = [...c.where.rects, ...deploy.map(({ x, y, w, h }) => ({ x, y, w, h }))];
        if (whole(deploy)) {
          inForce = false;
          how = 'not laid: the surface and the deploy areas cover the whole board';
          break;
        }
        const harm = dropHarm(d.bottom);
        const trap = dropTrap(d.bottom);
        drop = { surface, depth: d.drop.total, bottom: d.bottom.kind, ...(harm ? { harm } : {}), ...(trap !== undefined ? { trap } : {}) };
        bottomFloor = bottomFloorOf(d.bottom, surface, base.width, base.height, d.drop.total);
        how = `off the surface the ground is ${d.drop.total} levels down: a figure walking off falls (half the levels as damage), a flier stays at its level; ${bottomHow(d.bottom)}${cut ? '; the sides deploy on the surface\'s part of their deploy areas (with all of them the surface would be the whole board)' : ''}`;
        break;
      }
      case 'automated-defences': {
        // HC-06: each emplacement is an impassable square where nobody deploys and no door is.
        const d = c.details.find((x) => x.kind === 'automated-defences');
        const usable = (s: Square) => s.x >= 0 && s.y >= 0 && s.x < base.width && s.y < base.height && !deploySquares.has(key(s)) && !doors.has(key(s)) && !BLOCKED.has(terrain[at(s)]);
        let squares = c.where.squares.filter(usable);
        // None of the rolled squares free (deploy squares, doors, obstacles): each moves to the nearest free one.
        const moved = !squares.length;
        if (moved) shown = squares = nearestUsable(c.where.squares, base, usable);
        if (!d || d.kind !== 'automated-defences' || !squares.length) {
          inForce = false;
          how = 'not laid: no open square for an emplacement';
          break;
        }
        for (const s of squares) lay(s, 'barrier');
        const rolls = c.details.filter((e): e is typeof d => e.kind === 'automated-defences');
        how = defencesHow(defencesOf(rolls, withSets(rolls, c.where.squares, squares), c.name)) + (moved ? '; no square rolled was free (deploy squares, doors, obstacles), so each emplacement stands on the nearest free square' : '');
        break;
      }
      case 'out-is-out':
        // Read (the text gives none): a figure that leaves the contested space is out for good (HC-01).
        inForce = cubeOnBoard !== undefined;
        how = inForce ? 'a figure that leaves the cube stays inactive for good' : 'not laid: the cube is off the board';
        break;
      case 'limited-area': {
        // "The edges of the contested area are the edges of the board": every square outside the cube
        // is closed. The set-up read the deployment on the cube (deployment.ts limitedDeployment), so
        // the sides deploy in it; a figure it has no room for keeps its deploy square just outside
        // (HC-03: "outside the Contested Space only if there is no choice"; never stopped from deploying).
        const inCube = (s: Square) => !!cubeOnBoard && s.x >= cubeOnBoard.x && s.x < cubeOnBoard.x + cubeOnBoard.w && s.y >= cubeOnBoard.y && s.y < cubeOnBoard.y + cubeOnBoard.h;
        if (!cubeOnBoard || airLaid) {
          inForce = false;
          how = airLaid ? 'not laid: the sides deploy on flying platforms (HC-05), not on the cube' : 'not laid: the cube is off the board';
          break;
        }
        for (const s of squaresOf({ x: 0, y: 0, w: base.width, h: base.height }, base)) if (!inCube(s) && !deploySquares.has(key(s))) block(s);
        const kept = [...deploySquares].filter((k) => {
          const [x, y] = k.split(',').map(Number);
          return !inCube({ x, y });
        }).length;
        how = `squares outside the cube are barrier; the sides deploy in the cube (the deployment read on it as the board)${kept ? `; ${kept} deploy square${kept === 1 ? '' : 's'} just outside stay open for figures the cube has no room for (HC-03)` : ''}`;
        break;
      }
      case 'already-there': {
        // HC-06: a third of the side's units wait concealed and come on where it chooses (alreadyThere.ts, reducer/emerge.ts).
        const d = c.details.find((x) => x.kind === 'already-there');
        const side = d && d.kind === 'already-there' ? d.side : 'heroes';
        const n = side === 'heroes' ? heroUnits : opponentUnits;
        inForce = heldBack(n, n) > 0;
        how = inForce
          ? `${heldBack(n, n)} of ${n} units of the ${side} (a third, to the nearest unit) wait concealed; each comes on at any open square its side chooses the first time it acts (one action, its move)`
          : `not laid: the ${side} have too few units to hold a third back`;
        break;
      }
      case 'blocked-senses': {
        // HC-06: a figure whose every sense is blocked sees nothing past the next square (rules/senses.ts).
        const senses = c.details.flatMap((x) => (x.kind === 'blocked-senses' ? x.senses : [])) as Sense[];
        blockedSenses = [...new Set([...(blockedSenses ?? []), ...senses])];
        how = blockedHow(senses, setup.complications.list.find((x) => x.id === 'automated-defences'));
        break;
      }
      case 'maze': {
        // HC-06: the rolled cap on every line of sight (the engine's lineOfSight), and walls so no line runs long.
        const d = c.details.find((x) => x.kind === 'maze');
        if (!d || d.kind !== 'maze') {
          inForce = false;
          break;
        }
        capSight(d.sightLimit.total, 'Maze');
        const keep = new Set([...deploySquares, ...doors, ...setup.complications.list.flatMap((x) => [...x.where.squares.map(key), ...(x.id === 'point-of-advantage' ? x.where.rects.flatMap((r) => squaresOf(r, base).map(key)) : [])])]);
        for (const q of mazeSquares({ ...base, terrain, deploy }, d.sightLimit.total, keep)) lay(q, 'barrier');
        how = `no line of sight longer than ${d.sightLimit.total} squares (D6+1); walls of barrier ${roomSide(d.sightLimit.total)} squares apart, each with a gap, cut the board into rooms`;
        break;
      }
      case 'poor-visibility': {
        const d = c.details.find((x) => x.kind === 'poor-visibility');
        if (d && d.kind === 'poor-visibility') {
          const spares = d.notAgainst as Sense[];
          concealment = d.concealment.map((b) => ({ from: Number(b.range.split('-')[0]), penalty: CONCEALMENT_DICE[b.dice] ?? 1, dice: b.dice, reason: 'Poor Visibility', ...(spares.length ? { spares } : {}) }));
          how = `shots at range ${d.from}+ take penalty dice: ${concealment.map((b) => `${b.penalty} from ${b.from} (${b.dice})`).join(', ')}; ${spares.length ? `it does not conceal against ${spares.join(', ')}: a figure sensing by one of them sees through it (units see by Vision only, the Automated Defences by Enhanced Vision and on 5+ Exotic)` : 'it conceals against every sense'}; a unit short of life support has Sense -1 on a shot at a concealed target`;
        } else inForce = false;
        break;
      }
      case 'time-limit':
      case 'destruction-sequence':
      case 'victory-button':
      case 'death-trap':
      case 'point-of-advantage':
      case 'reserves':
      case 'relationship':
        // HC-06 objectives and countdowns: on the scenario (objectives.ts), nothing on the terrain.
        ({ inForce, how } = layObjective(c, { taskWhen: setup.task.when.id, carrier: 'B1', advantageArea: c.where.rects[0] ?? null, timeLimit: setup.complications.list.some((x) => x.id === 'time-limit') }, objectives, onMap));
        break;
      case 'innocent-bystanders':
      case 'hostage-situation':
        // People, not terrain: placed once every complication is laid (bystandersOf, below).
        break;
      default:
        ({ inForce, how } = hazardCase(c, setup.complications.list) ?? { inForce: false, how: '' });
    }
    const laid = { ...base, terrain, deploy };
    const crowds = changed.length > 0 && !(room(laid) && sidesMeet(laid));
    if (crowds || (changed.length && !cubeKept())) {
      // Laid, it would leave a side too few deploy squares or shut it in (a door at the board's edge, a
      // side deploying outside the cube), or fill the cube: taken back, and laid another way if one
      // fits (otherWays.ts); else shown as not yet in force.
      for (const q of changed) terrain[at(q)] = before[at(q)];
      changed = [];
      const fits = (squares: Square[], d: typeof deploy) => {
        const t = terrain.slice();
        for (const q of squares) if (!doors.has(key(q))) t[at(q)] = 'barrier';
        const m = { ...base, terrain: t, deploy: d };
        return room(m) && sidesMeet(m) && openInCube(t) >= cubeFloor;
      };
      const way = otherWays(c, { map: { ...base, terrain, deploy }, cube: cubeOnBoard, need, fits }).find((w) => fits(w.block, w.deploy ?? deploy));
      if (way) {
        for (const q of way.block) block(q);
        for (const q of way.doors ?? []) doors.add(key(q));
        if (way.deploy) setDeploy(way.deploy);
        ({ how, doors: shown } = way);
      } else {
        inForce = false;
        how = crowds ? 'not laid: it would crowd or shut a side in' : "not laid: with the others it would close more than half of the cube's open squares";
        sight = sightBefore;
      }
    }
    // HC-06: a laid wall round the cube is breakable, square by square (shared/battle/rules/walls.ts).
    const wd = c.details.find((d) => 'walls' in d);
    if (inForce && changed.length && wd && 'walls' in wd && wd.walls.around === 'cube') {
      const r = wd.walls.resistance.total;
      walls.push({ name: c.name, resistance: r, defend: wallDefend(r), squares: changed.filter((q) => q.terrain === 'barrier').map(({ x, y }) => ({ x, y })), broken: [] });
    }
    complications.push({ id: c.id, name: c.name, effect: c.effect, inForce, ...(how ? { how } : {}), rects: c.where.rects, squares: shown ?? c.where.squares, ...(changed.length ? { changed } : {}) });
    if (!inForce) notInForce.push(`HC-06: ${c.name}`);
  }

  // HC-06 Victory Button, "hard to reach – blocked by other features": walled in but for one way in
  // (buttonWalls.ts), once every other feature is laid, so none of them closes or strands the way in.
  const button = complications.find((m) => m.id === 'victory-button' && m.inForce);
  const buttonAt = setup.complications.list.find((c) => c.id === 'victory-button')?.where.squares[0];
  if (button && buttonAt) {
    changed = [];
    const before = terrain.slice();
    const { ring, gap } = buttonWalls({ ...base, terrain, deploy }, buttonAt, doors);
    for (const s of ring) block(s);
    const laid = { ...base, terrain, deploy };
    if (changed.length && !(room(laid) && sidesMeet(laid) && cubeKept())) {
      for (const q of changed) terrain[at(q)] = before[at(q)];
      changed = [];
    }
    button.how += !gap ? '; not walled in: no square round it that both sides reach' : changed.length || !ring.length ? `; walled in, the one way in at (${gap.x}, ${gap.y})` : '; not walled in: the walls would crowd or shut a side in, or close more than half of the cube';
    if (changed.length) {
      // A square walled here is the button's: no other complication lists it as its own change any more.
      const walled = new Set(changed.map(key));
      for (const m of complications) if (m.changed) m.changed = m.changed.filter((q) => !walled.has(key(q)));
      button.changed = [...(button.changed ?? []), ...changed];
    }
  }

  // HC-06: the people present, on the terrain as finally laid (a wall laid later may have closed their square).
  // In the air the text puts them in a vehicle of their own (passengers on the fighters' craft are not laid): none over open air.
  const bystanders = airLaid ? [] : bystandersOf(setup.complications.list, { width: base.width, height: base.height, terrain, cube: cubeOnBoard ?? null, deploy: deploySquares, trapped: objectives.deathTrap?.victims === 'dependents-present' });
  for (const [i, m] of complications.entries()) {
    if (m.id !== 'innocent-bystanders' && m.id !== 'hostage-situation') continue;
    complications[i] = { ...m, inForce: bystanders.length > 0, how: airLaid ? 'not laid: in the air the people would be in a vehicle of their own (the text); none are laid on the fighters\' platforms or craft (HC-05)' : bystandersHow(bystanders, m.id), squares: bystanders.map((g) => g.at) };
    if (!bystanders.length) notInForce.push(`HC-06: ${m.name}`);
  }
  // HC-01: the cube's levels go with its footprint (the surface is level 0).
  const cubeArea = cubeOnBoard ? { ...cubeOnBoard, zMin: setup.cube.zMin, zMax: setup.cube.zMax } : undefined;
  const surfaceHazards = hazardsOf(setup.complications.list, complications, terrain, base.width, base.height);
  const hazards = bottomFloor ? { ...surfaceHazards, floors: [bottomFloor, ...(surfaceHazards?.floors ?? [])] } : surfaceHazards;
  // HC-06 Point of Advantage face 1, controls: in force only with something here to control (the Automated Defences).
  const controls = complications.findIndex((m) => m.id === 'point-of-advantage' && m.inForce && onMap.advantage?.face === 1);
  if (controls >= 0 && !hazards?.defences) {
    complications[controls] = { ...complications[controls], inForce: false, how: `${onMap.advantage!.text} (not yet in the engine: no Automated Defences on this board to control; vehicles, doors and the environment are not played)` };
    notInForce.push(`HC-06: ${complications[controls].name}`);
    delete onMap.advantage;
  }
  const map: BattleMap = { ...base, name: `${base.name}: combat step`, terrain, deploy, ...(cubeArea ? { cube: cubeArea } : {}), ...(drop ? { drop } : {}), ...(airLaid ? { air: airLaid.air } : {}), complications, ...(concealment ? { concealment } : {}), ...(sight ? { sight } : {}), ...(blockedSenses ? { blockedSenses } : {}), ...(walls.length ? { walls } : {}), ...(hazards ? { hazards } : {}), ...(lifeSupport.lacks.length ? { lifeSupport: lifeSupport.lacks } : {}), ...(bystanders.length ? { bystanders } : {}), ...onMap };
  const made = stepScenarioOf(setup, base, map, { id: options.id, heroUnit, heroTypes, heroUnits, force, cubeArea, cubeOnBoard, objectives }, complications, notInForce);
  return { scenario: made, map, notInForce, opponents: force.how };
}
