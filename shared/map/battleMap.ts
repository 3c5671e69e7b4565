// The rules' view of a map: plain data extracted from a Tiled map by the map conventions (docs/MAPS.md).
// Everything the engine needs, nothing it does not (no tiles, no images).

export const TERRAINS = ['clear', 'rough', 'woods', 'swamp', 'water', 'deep-water', 'barrier'] as const;
export type Terrain = (typeof TERRAINS)[number];

export interface Rect {
  x: number; // in squares, top-left
  y: number;
  w: number;
  h: number;
}

export interface DeployArea extends Rect {
  /** 0-based side index; the map's `side` property is 1-based (1 = first player). */
  side: number;
}

export interface Square {
  x: number;
  y: number;
}

export interface BattleMap {
  name: string;
  width: number; // squares
  height: number; // squares
  /** Actions per turn (SW-11): the map's `actions` property, otherwise from its size. */
  actions: number;
  /** Row-major terrain, index y * width + x. */
  terrain: Terrain[];
  /** Row-major height level of each square (SW-26), 0 where nothing says otherwise. */
  elevation: number[];
  deploy: DeployArea[];
  nodes: Square[];
  cube?: CubeArea;
  /**
   * HC-06 Edge of a Drop as the engine plays it: off the `surface` rectangles (the top of the drop,
   * level 0, where figures deploy) the ground is `depth` levels down; `bottom` is what lies there.
   */
  /** `trap`: an entangling bottom's strength (rules/trap.ts). */
  drop?: { surface: Rect[]; depth: number; bottom: string; harm?: Harm; trap?: number };
  /**
   * HC-05 air deployment on flying platforms (shared/battle/rules/platforms.ts): the board is open air
   * `altitude` levels above the ground; `drop.surface` is always the standing platforms' rectangles.
   */
  air?: { altitude: number; platforms: AirPlatform[] };
  /** HC-06 terrain hazards the engine plays (shared/battle/rules/hazards.ts). */
  hazards?: MapHazards;
  /** A combat step's complications (issue 11), for the client to mark: laid on the terrain where `inForce`. */
  complications?: MapComplication[];
  /** Poor Visibility (issue 11): penalty dice on a missile attack from a range on (shared/battle/rules/visibility.ts). */
  concealment?: ConcealmentBand[];
  /**
   * Maze (issue 11, HC-06): no line of sight is longer than `max` squares (shared/battle/rules/visibility.ts);
   * `reason` names what caps it, for the player.
   */
  sight?: { max: number; reason: string };
  /** HC-06 Blocked Senses: the senses that do not work here (shared/battle/rules/senses.ts). */
  blockedSenses?: Sense[];
  /** Hard / Weak Contested Zone walls (HC-06): barrier squares a unit next to one may break (shared/battle/rules/walls.ts). */
  walls?: MapWall[];
  /**
   * HC-06 Point of Advantage where it changes rolls or conditions (shared/battle/rules/advantage.ts):
   * face 1 the Automated Defences' controls (rules/objectives.ts, `useObjective`), face 2 a gun emplacement (cover and a heavy weapon), face 3 a power effect (a bonus die to a
   * hero's unit), face 5 an escape route (a unit entering it leaves the combat), face 6 a healing device.
   */
  advantage?: { area: Rect; face: 1 | 2 | 3 | 5 | 6; text: string };
  /** HC-04: sides short of life support in an environment that needs it (shared/battle/rules/lifeSupport.ts). */
  lifeSupport?: LifeSupportLack[];
  /** HC-06 Innocent Bystanders and Hostage Situation: people on squares, not units (shared/battle/rules/bystanders.ts). */
  bystanders?: BystanderGroup[];
}

/**
 * People on one square (HC-06): Innocent Bystanders, or hostages held by the enemy (the bystanders
 * under a Hostage Situation, else one important hostage). `present` until a hero's unit leads them to
 * safety (`saved`) or they die (`lost`); `inTrap` under a Death Trap: failing the task kills them.
 */
export interface BystanderGroup {
  at: Square;
  count: number;
  who: 'bystanders' | 'hostages' | 'important-hostage';
  status: 'present' | 'saved' | 'lost';
  inTrap?: boolean;
}

/** HC-05: one flying platform as the engine plays it. */
export interface AirPlatform {
  rect: Rect;
  /** 0-based sides that deploy on it. */
  sides: number[];
  /** The movement table's row: 'stationary', 'random-d10', 'random-d20', 'steered-d10', 'steered-d20'. */
  movement: string;
  /** Dice sides of its move (10 or 20), 0 when stationary. */
  die: number;
  steered: boolean;
  /** It tips when it moves more than this many squares; null: never by its move. */
  tipsOver: number | null;
  /** The pilot's control point, relative to the rectangle's top-left square (it moves with it). */
  control: Square;
  /** The set-up's chances in %: failing at once on a breach, and at each turn's start per breach so far. */
  failOnBreach: number;
  failPerBreach: number;
  /** Breaches so far (an explosion reaching it); failed: it fell, no longer a surface. */
  breaches: number;
  failed: boolean;
  /** The text's row, for tooltips. */
  text: string;
  /**
   * HC-05: the pilot (`unitId`) won the D6 control at turn `turn`'s start, so its side may tip the
   * platform deliberately that turn (`tipPlatform`); `tipped` once it has. Absent: no control won.
   */
  pilotWon?: { turn: number; unitId: string; tipped: boolean };
  /**
   * HC-05 an aircraft (our reading, shared/combatSetup/aircraft.ts): the rectangle is its fuselage,
   * a wall (barrier terrain, moved with it) round the cabin but for `doors` (relative squares, open).
   */
  craft?: { kind: string; name: string; doors: Square[] };
}

/**
 * A side's life support against one environment: makeshift (`penalised`) or none (`no`); `penalty` to
 * Move and Accuracy; `harm`, with none, the environment striking each of its units at each turn's start.
 */
export interface LifeSupportLack {
  side: number;
  environment: string;
  name: string;
  result: 'no' | 'penalised';
  penalty: number;
  harm?: Harm;
}

/**
 * What a hazard does to a unit it strikes, read into Shadow Wars (HC-06, HC-07): an attack of
 * `attack` (the complication's value-table face, 2D4 → 1 … 2D14 → 6) against the unit's Defend.
 */
export interface Harm {
  attack: number;
  /** The text's damage type, e.g. "heat" (for the log; Shadow Wars has one kind of damage). */
  type: string;
  /** The complication it comes from, e.g. "Explosive Objects". */
  source: string;
  /** HC-07 cold water's "2D4 Drain (Cold/TO)": a strike that wins lowers the unit's Vitality (its toughness) by 1 instead of hurting it. */
  drain?: 'vitality';
}

/** One Weak or Hard Floor on the map (MapHazards.floors). */
export interface MapFloor {
  strength: 'weak' | 'hard';
  sections: Rect[];
  resistance: number;
  gap: number;
  bottom: string;
  harm?: Harm;
  broken: number[];
  /**
   * The level the floor lies at: absent, the deployment surface (0); an Edge of a Drop's Weak Floor
   * bottom lies at the drop's foot (-depth), its sections the low area (combatSetup/bottomFloor.ts).
   */
  level?: number;
}

export interface MapHazards {
  /** Explosive Objects: squares that may explode (on `explodesOn`+ on a d6) when a unit on them is hit. */
  explosives?: { squares: Square[]; explodesOn: number; burst: number; harm: Harm; blast?: number };
  /** Dangerous Obstacles: barrier squares that strike a unit ending a move touching them. */
  obstacles?: { squares: Square[]; harm: Harm };
  /**
   * Narrow Balance: stepping onto one is a React roll against 2D6 + `against`; a major defeat falls
   * `fall` levels onto `bottom` (struck by `harm` where it strikes), a minor one makes no progress.
   */
  balances?: { squares: Square[]; against: number; fall: number; bottom: string; harm?: Harm; trap?: number };
  /**
   * Steep Slope: walkers have Move -`moveLoss`; a unit that falls or is knocked down rolls React
   * against 2D6 + `against[0]`, lost: it slides D10 squares `downhill`, then against `against[1]`, again.
   * A slide may carry it off the board; with a Hard or Weak Edge (`edgeDoors`: the edge's doors) only
   * from a door square ("being knocked off the board would require a door or a breach").
   */
  slope?: { downhill: 'north' | 'east' | 'south' | 'west'; moveLoss: number; against: [number, number]; edgeDoors?: Square[] };
  /**
   * Weak / Hard Floor: each floor's `sections`; a blast of at least `resistance` breaks one (a weak
   * floor also a unit knocked down or falling onto it, D4); under a `broken` one the ground is `gap`
   * levels down, onto `bottom` (struck by `harm` where it strikes). Both floors rolled: the hard one
   * first, and a square in both is the hard floor's (floorAt, shared/battle/rules/contested.ts).
   */
  floors?: MapFloor[];
  /** Automated Defences: immobile emplacements the engine fires at each turn's start (shared/battle/rules/defences.ts). */
  defences?: Defences;
  /** Sudden Shocks: each turn's start a d6; on `shockOn`+ every unit on the ground rolls React against 2D6 + `against` or is knocked down. */
  shocks?: { shockOn: number; against: number };
}

/** One complication's breakable wall: its squares, the rolled resistance and the Defend it is read as; `broken` squares are breaches (open). */
export interface MapWall {
  name: string;
  resistance: number;
  defend: number;
  squares: Square[];
  broken: Square[];
}

/** A range band of concealment: shots at `from` squares or more (up to the next band) take `penalty` dice. */
export interface ConcealmentBand {
  from: number;
  penalty: number;
  /** The text's concealment die for the band, e.g. "D4". */
  dice: string;
  /** What conceals, e.g. "Poor Visibility". */
  reason: string;
  /** Senses it does not conceal against: a looker with one of them sees through it (shared/battle/rules/senses.ts). */
  spares?: Sense[];
}

/** The combat set-up's senses (HC-06 Blocked Senses, Poor Visibility, Automated Defences). */
export type Sense = 'Vision' | 'Enhanced Vision' | 'Mental' | 'Magical' | 'Exotic';

/**
 * The contested space (HC-01): its footprint on the board and, when it has height, its levels
 * relative to the deployment surface (level 0), zMin below to zMax above, both inclusive.
 */
export interface CubeArea extends Rect {
  zMin?: number;
  zMax?: number;
}

/** One complication of a combat step as the map carries it (shared/combatSetup/battle.ts). */
export interface MapComplication {
  id: string;
  name: string;
  effect: string;
  /** Laid on the map's terrain (how says how); otherwise shown but not yet applied by the engine. */
  inForce: boolean;
  how?: string;
  rects: Rect[];
  squares: Square[];
  /** The squares whose terrain it changed, and to what (the Tiled map a client draws does not show them). */
  changed?: (Square & { terrain: Terrain })[];
}

/**
 * HC-07 the damage-type extra of Automated Defences, by their type: Heat and Physical Poison
 * Persistent, Cold Drain (Cold/DX), Radiation Drain (Radiation/ST), Electricity Stun, Physical
 * Ignores (Armour), Solid Rending (shared/battle/rules/damageTypes.ts plays them).
 */
export type TypeEffect = 'persistent' | 'drain-react' | 'drain-attack' | 'stun' | 'ignores-armour' | 'rending';

/** HC-06 Automated Defences: one of an emplacement's attacks (its main one, or the extra's secondary). */
export interface DefenceAttackProfile {
  /** Its to-hit Attack (the to-hit dice read as an ability), penalty-free; `bonus` dice (Autofire). */
  attack: number;
  bonus: number;
  /** A hit's damage: a strike of this Attack (the damage value's face, 1-6, as a hazard's) against the unit's Defend. */
  strike: number;
  /** Squares it reaches (Touch 1, Close 2, Ranged 3, Distant 6), in sight. */
  range: number;
  /** Area (cone, line): every unit it fires at within range is struck; else one, drawn at random. */
  area: boolean;
  /** The text's attack, for the tooltip. */
  text: string;
}

/** The numbers of one roll of Automated Defences, shared by the emplacements laid for it. */
export interface DefenceNumbers extends DefenceAttackProfile {
  /** Sides it fires at: [0] the heroes, [1] the villains, [0, 1] both (a target drawn at random). */
  sides: number[];
  /** Its Defend against a unit's attack (dodge and armour) and its Vitality (toughness). */
  defend: number;
  vitality: number;
  /** The text's damage type (for the log). */
  damageType: string;
  /** The extra Touch Shield: a unit attacking it hand to hand is struck with this Attack (2D8's face, 3), and stunned on a hit ("& Stun"). */
  shield?: { attack: number; damageType: string; stun?: boolean };
  /** The extra "If their damage is Heat then Persistent …" (HC-07): what a hit's strike does beyond its damage, by the damage type (rules/damageTypes.ts). */
  onHit?: TypeEffect;
  /** The extra secondary attack: fired when the main one has nobody in reach. */
  secondary?: DefenceAttackProfile;
  /** What it senses with ("2D6 Sense (Enhanced Vision)", and Exotic on 5+); none listed: Vision, as a unit. */
  senses?: Sense[];
}

/**
 * HC-06 Automated Defences read into Shadow Wars: the first roll's numbers (this object's), a
 * complication applied twice's second roll (`others[0]`, its emplacements `set: 1`), and each
 * emplacement's square and condition (ok → bloodied → broken → dead, as a unit's).
 */
export interface Defences extends DefenceNumbers {
  source: string;
  others?: DefenceNumbers[];
  list: { x: number; y: number; condition: 'ok' | 'bloodied' | 'broken' | 'dead'; set?: number }[];
}
