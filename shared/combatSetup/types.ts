import type { Rect } from '../map/battleMap.ts';
import type { SkillId, SkillRanks } from '../skills/skills.ts';
import type { DiceRoll } from './dice.ts';
import type { EpisodeStepInput } from './tables.ts';

// The plain-data result of the Combat Setup tables: what the engine, the client and the gamemaster's
// reroll screen read. Every rolled result keeps the face that chose it, so a reroll or a hand-set
// result can replace one table without touching the others.

export type { EpisodeStep } from './tables.ts';
export type { Rect, Square } from '../map/battleMap.ts';

export type SideId = 'heroes' | 'opponents';
export const SIDES: readonly SideId[] = ['heroes', 'opponents'];
export const otherSide = (s: SideId): SideId => (s === 'heroes' ? 'opponents' : 'heroes');

/** A hero of the team, as little as the set-up needs. */
export interface Hero {
  id: string;
  name: string;
  skills: SkillRanks;
  /** Has Move (Flying) or a flying vehicle (HC-05: does not need air deployment). */
  flying?: boolean;
  /** Environment ids this hero has life support against (ability or equipment). */
  lifeSupport?: string[];
}

/** A board the battle can be played on: a map from maps/ (its name and size in squares). */
export interface Board {
  name: string;
  width: number;
  height: number;
}

export interface CombatSetupInput {
  /** As written: an opponents' count left to its column is rolled first (opponentColumns.ts). */
  step: EpisodeStepInput;
  heroes: Hero[];
  /** The boards to choose from; the smallest that holds the cube is used (HC-01). */
  boards: Board[];
}

/** HC-01: the contested space. z is the level above (+) or below (-) the deployment surface (0). */
export interface Cube {
  face: number;
  side: number;
  board: Board;
  /** Footprint on the board, centred: top-left square and size. */
  bounds: Rect;
  zMin: number;
  zMax: number;
  /** False when no board is big enough: the cube then runs past the board's edges. */
  fitsBoard: boolean;
}

/** One figure's roll of a skill (d20 + modifier, shared/skills). */
export interface SkillRoll {
  side: SideId;
  who: string;
  skill: SkillId;
  modifier: number;
  /** Every d20 rolled, the one kept, and its worth (a 1 is -10, a 20 is 30: SC-01). */
  dice: number[];
  natural: number;
  total: number;
}

/** An opposed roll: the active side wins ties; a margin of 10 or more is a major success. */
export interface Opposed {
  active: SideId;
  rolls: [SkillRoll, SkillRoll];
  winner: SideId;
  major: boolean;
}

export interface AmbushResult {
  ambushers: SideId;
  /** The episode said who ambushed (no preparation roll, no Tactics roll). */
  forced: boolean;
  stealth: SkillRoll[];
  perception: SkillRoll[];
  /** Actions each figure has on turn 1 (2 is the normal number). */
  turnOne: { side: SideId; who: string; actions: number }[];
}

/** HC-02. */
export interface Preparation {
  /** The d6, or null when the episode forced an ambush. */
  face: number | null;
  id: 'ready' | 'warned' | 'tactical-surprise' | 'ambush' | 'general-surprise';
  name: string;
  personalActions: Record<SideId, number>;
  tactics: Opposed | null;
  ambush: AmbushResult | null;
}

export type Edge = 'north' | 'east' | 'south' | 'west';
export type Corner = 'north-west' | 'north-east' | 'south-east' | 'south-west';

/** HC-03. */
export interface Deployment {
  face: number;
  type: 'alternating' | 'tactical-edge' | 'whole-team';
  /** Placing one figure at a time, or a whole side then the other. */
  mode: 'alternating' | 'whole-team';
  first: SideId;
  second: SideId;
  /** The d10 each side rolled for who deploys first (Alternating, Whole Team), ties rolled again. */
  orderRolls: { heroes: number; opponents: number }[];
  tactics: Opposed | null;
  /** 'winner' marks results the Tactical Edge winner chooses: rolled here as a stand-in, for the gamemaster to set. */
  chosenBy: 'dice' | 'winner';
  from: { face: number; id: string; name: string; edge: Edge | null; corner: Corner | null };
  distance: { face: number; near: number; far: number };
  range: { face: number; low: number; high: number | null };
  /** Where each side may deploy, as rectangles of squares on the board. */
  areas: Record<SideId, Rect[]>;
  /** The areas were cut to the cube; false where no square of the cube qualified (deploying outside it). */
  insideCube: Record<SideId, boolean>;
  /** The second side's range could not be met anywhere: its area is the squares farthest away instead. */
  relaxed: boolean;
  /** HC-06 Limited Area: the areas were read on the cube as the board (its edges are the board's). */
  limitedArea?: true;
}

export interface EnvironmentEntry {
  id: string;
  name: string;
  source: 'default' | 'rolled';
  /** d100 faces that named it (a repeat has two). */
  faces: number[];
  /** The value's d4 face and dice; +2 per repeat. null for defaults. */
  value: { face: number; roll: DiceRoll; total: number } | null;
  /** HC-05: Air only: squares above the ground. */
  altitude?: { face: number; d100: number; factor: number; squares: number };
}

export interface LifeSupportRoll {
  environment: string;
  side: SideId;
  /** null when every figure of the side has it already. */
  face: number | null;
  result: 'own' | 'no' | 'penalised' | 'yes';
  /** -1 to Move, Accuracy and Sense when activated. */
  penalty: number;
}

export interface Platform {
  /** Top-left square on the board and size (D8+2 by D8+2). */
  rect: Rect;
  sides: SideId[];
  movement: { face: number; id: string; moves: string | null; steered: boolean; tipsOver: number | null };
  /** A breach: 30% it fails; at the start of each turn 5% per breach so far. */
  failOnBreach: number;
  failPerBreachPerTurn: number;
}

export interface AirDeployment {
  face: number;
  id: string;
  /** Characters without Move (Flying) who need it. */
  needed: SideId[];
  platforms: Platform[];
  crafts: { sides: SideId[]; kind: 'smallest' | 'airliner' | 'executive-jet'; count: number }[];
}

/** HC-04, HC-05. */
export interface Environments {
  count: { face: number; count: number };
  defaults: string[];
  list: EnvironmentEntry[];
  /** d100 faces thrown out as contradictions. */
  rerolled: number[];
  lifeSupport: LifeSupportRoll[];
  air: AirDeployment | null;
}

/** HC-08, HC-09. */
export interface TaskSetup {
  skills: SkillId[];
  dc: number;
  when: { face: number | null; id: 'before' | 'during' | 'after' };
  limits: { face: number; id: string; text: string; attempters: 'one' | 'two' | 'all'; together: boolean; allMustSucceed: boolean; difficulty: number };
  /** The DC with the limits' difficulty change. */
  effectiveDc: number;
  /** A task before or after the fight takes one turn per attempt where a countdown runs. */
  turnPerAttempt: boolean;
  /** The step's Boost in Tasks, when it has one: on the check of the hero who leads each attempt. */
  boost?: number;
}
