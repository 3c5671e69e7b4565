import type { BattleMap, Square } from '../map/battleMap.ts';
import type { RngState, Seed } from '../core/rng.ts';
import type { RollKind, Special, UnitStats, When } from './units.ts';
import type { Scenario } from './scenario.ts';
import type { CountdownState, ReserveFigure } from './objectiveTypes.ts';
import type { TaskAttempt } from './taskTypes.ts';

// The whole battle as plain data. `BattleView` is what a player may see; `BattleState` adds the
// seed and the generator, which never leave the server (a client holding them could foresee dice).

export type Condition = 'ok' | 'bloodied' | 'broken' | 'dead';
/**
 * SW-18: each side's move/recover/fire phase is followed by the other sides' opportunity fire, then
 * combat, then the resource phase of each side in turn. HC-08: 'task' is a combat step's task
 * stage, before the fight (after the deployment) or after a fight the heroes won (reducer/taskStage.ts).
 */
export type Phase = 'deploy' | 'move' | 'opportunity' | 'combat' | 'resources' | 'task' | 'over';

export interface UnitState extends UnitStats {
  id: string;
  type: string;
  name: string;
  side: number;
  x: number;
  y: number;
  condition: Condition;
  /** SW-14: a unit moves, shoots and recovers at most once a turn each. */
  moved: boolean;
  shot: boolean;
  recovered: boolean;
  /** SW-17: one opportunity shot per unit per opportunity phase. */
  oppFired: boolean;
  specials?: Special[];
  /** SW-16: place in its square's stack of own units, 0 at the bottom; the highest living one is on top. */
  level: number;
  /** SW-22: defences made this turn; each one after the first takes one more penalty die. */
  defences: number;
  /**
   * SW-16: whether this unit, when directly beneath the top of its stack, rolls Defend in support
   * before the top defends. The rule says it "can": its owner may decline (to avoid the doubled
   * penalty dice of a natural 2). A standing choice, changed for free; true until declined.
   */
  supportRoll: boolean;
  /**
   * HC-01 height: the level the unit is at, relative to the deployment surface (0), above it flying,
   * below it fallen or underground. Absent: 0. Not SW-16's `level`, which is its place in a stack.
   */
  altitude?: number;
  /** HC-06 an entangling bottom: held by its trap (rules/trap.ts), it cannot move or fly until it breaks out. */
  held?: { source: string; strength: number };
  /** HC-07 Stun (an Automated Defence's Electricity, a Touch Shield's): the turn it is stunned in; that turn it takes no action, fires no opportunity shot and makes no combat attack. */
  stunned?: number;
  /** HC-07 Drain (an Automated Defence's Cold or Radiation, cold water's Cold/TO): how far each ability was lowered for the rest of the fight (the unit's numbers already carry it). */
  drained?: { attack?: number; react?: number; vitality?: number };
  /** HC-07 Persistent (an Automated Defence's Heat or Physical Poison): a strike due at the first turn's start after `turn` (SW-09's phantom attack, with its penalty die). */
  persistent?: { attack: number; type: string; source: string; turn: number };
  /** HC-01 with Out is Out: the unit left the contested space and stays inactive for good. */
  outForGood?: boolean;
  /**
   * HC-01/HC-03: placed outside the contested space because there was no room in it ("only if there
   * is no choice") and not yet inside: inactive, but its side is not beaten for it while it comes in.
   */
  arriving?: boolean;
}

export interface PendingAttack {
  unitId: string;
  targets: string[];
}

export interface CombatState {
  /** Unit ids in the order their attacks resolve (SW-19), fixed when the combat phase begins. */
  order: string[];
  index: number;
}

export interface BattleResult {
  /** The first winning side, or null for a draw (kept for code that names one winner). */
  winner: number | null;
  /** SW-01 teams: every side sharing the win (a team wins together; a gamemaster's ruling may name several), in seat order; [] for a draw. */
  winners: number[];
  reason: string;
}

export interface BattleView {
  /** What is fought over, as a value: generated and authored scenarios play alike. */
  scenario: Scenario;
  sideNames: string[];
  map: BattleMap;
  turn: number;
  phase: Phase;
  /** The side whose move it is, whose opportunity fire or resource phase it is, or whose unit's attack is pending. */
  active: number;
  /** In an opportunity phase: the side whose moves are being fired at. */
  mover: number;
  actionsLeft: number;
  units: UnitState[];
  /** SW-07: heroes, each with a unit or lost. Other sides' secrets are hidden in a player's view. */
  heroes: HeroState[];
  /** SW-09 Lasting Damage: phantom attacks due at the start of each combat phase. */
  lasting: LastingEffect[];
  /** SW-10: units still to be placed in the set-up, off the board (x and y are -1); heroes still to be placed have no unitId. */
  reserves: UnitState[];
  combat: CombatState | null;
  pending: PendingAttack | null;
  result: BattleResult | null;
  /** SW-23: resource points per side. */
  resources: number[];
  /** SW-23: the side controlling each of the map's nodes (same order as map.nodes), or null. */
  nodeOwners: (number | null)[];
  /** Consecutive turns each side alone held the scenario's area (win condition `hold`). */
  holdTurns: number[];
  /** HC-08/HC-09: attempts at the scenario's task so far, in order; absent until the first. */
  taskAttempts?: TaskAttempt[];
  /** HC-06: the scenario's countdowns (Time Limit, Destruction Sequence), in its order; absent without any. */
  countdowns?: CountdownState[];
  /** HC-06 Reserves: figures still off the board; absent: all of the scenario's reserves still wait. */
  waiting?: ReserveFigure[];
  /**
   * HC-06 Point of Advantage face 5 (an escape route): units that left the combat through it, off the
   * board and out of `units`, neither destroyed nor counted for victory; a hero with one keeps its unitId.
   */
  escaped?: UnitState[];
  /** HC-06: the step's task was failed in the fight (the Time Limit ran out), and why. */
  taskFailed?: string;
  /** HC-08: the fight's result, kept while its heroes attempt the task after it (phase 'task'); absent otherwise. */
  fight?: BattleResult;
  /** Commands applied so far. */
  seq: number;
  /** SHA-256 of the seed, public from the start: the dice were fixed before anyone moved. */
  seedCommitment: string;
  /** The gamemaster paused the battle: every side's command is refused until resumed. Absent: running. */
  paused?: boolean;
  /** Sides the scripted opponent plays (from the create options, or handed over); absent: none. */
  scripted?: number[];
  /** Only in views, and only once the battle is over: the seed, so anyone can replay every die. */
  revealedSeed?: Seed;
}

export interface BattleState extends BattleView {
  seed: Seed;
  rng: RngState;
}

export type { Square };

export interface LastingEffect {
  sourceId: string;
  sourceName: string;
  side: number;
  /** SW-09: the ability of the attack that dealt the damage (Attack for a melee hit, Missile Attack for a shot), used for every phantom attack. */
  attack: number;
  targetId: string;
  /** Phantom attacks still to come. */
  rounds: number;
  /** Phantom attacks made so far: the next one takes this many plus one penalty dice. */
  made: number;
}

// SW-07 to SW-09: heroes ride with a unit, spend pool points for bonus dice, and carry secrets.

export type Pool = 'vigor' | 'instinct' | 'reason';
export type Pools = Record<Pool, number>;

export type Secret =
  | { type: 'extraDamage'; when: When }
  | { type: 'advantage'; roll: RollKind; when: When }
  | { type: 'lastingDamage'; pool: Pool }
  | { type: 'badassery'; pool: Pool };

export interface HeroState {
  id: string;
  type: string;
  name: string;
  side: number;
  cost: number;
  /** The unit the hero is with, or null when lost (SW-07) or, in the set-up, not yet placed (SW-10). */
  unitId: string | null;
  pools: Pools;
  maxPools: Pools;
  secrets: Secret[];
  /** Points spent on each of the unit's defences and React rolls, set by the owner. */
  stance: { defend: number; react: number };
}
