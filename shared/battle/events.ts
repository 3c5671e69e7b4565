import type { Rect, Square } from '../map/battleMap.ts';
import type { Modifier, OpposedResult, RollResult } from './rules/dice.ts';
import type { BattleResult, Condition, Phase } from './model.ts';
import type { TaskAttempt } from './taskTypes.ts';

// What happened, for the client to animate and the combat log to print. Every die is in here.

/** HC-07 what an Automated Defence's damage-type extra did to a unit beyond the damage (rules/damageTypes.ts). */
export type EffectNote =
  | { kind: 'persistent'; turn: number }
  | { kind: 'drain-react' | 'drain-attack' | 'drain-vitality'; from: number; to: number }
  | { kind: 'stun'; turn: number };

export type BattleEvent =
  | { type: 'phase'; turn: number; phase: Phase; side: number; actions: number; mover?: number }
  | { type: 'moved'; unitId: string; from: Square; to: Square; path: Square[]; cost: number; actionsLeft: number; carried?: string[] }
  | { type: 'reactOrder'; cluster: number; rolls: ReactRoll[] }
  | {
      type: 'attack';
      /** Melee in the combat phase, a shot (SW-27, possibly opportunity fire, SW-17), or a Lasting Damage phantom attack (SW-09). */
      kind: 'melee' | 'missile' | 'phantom';
      opportunity: boolean;
      attackerId: string;
      defenderId: string;
      roll: OpposedResult;
      damage: number;
      /** Of the damage, what SW-09 Extra Damage added. */
      extra: number;
      /** SW-16: the support Defend roll of the unit beneath a stacked defender. */
      support?: { unitId: string; roll: RollResult; bonus: number; doubled: boolean };
      /** SW-16: the unit beneath whose support roll its owner declined (no roll, the stack's plain penalty). */
      supportDeclined?: string;
      before: Condition;
      after: Condition;
    }
  | { type: 'recovered'; unitId: string; from: Condition; to: Condition; cost: number; resources: number }
  | { type: 'actionBought'; side: number; actionsLeft: number; resources: number }
  | { type: 'income'; side: number; gained: number; resources: number }
  | { type: 'nodeTaken'; node: number; side: number; at: Square }
  | { type: 'bought'; unitId: string; unitType: string; side: number; at: Square; cost: number; revived: boolean; resources: number }
  | { type: 'pass'; unitId: string }
  | { type: 'heroMoved'; heroId: string; from: string; to: string; actionsLeft: number }
  | { type: 'heroLost'; heroId: string; unitId: string }
  | { type: 'heroBack'; heroId: string; unitId: string; cost: number; resources: number }
  | { type: 'heroStance'; heroId: string; defend: number; react: number }
  | { type: 'support'; unitId: string; roll: boolean }
  | { type: 'lastingDamage'; heroId: string; targetId: string; rounds: number }
  | { type: 'reordered'; at: Square; order: string[]; actionsLeft: number }
  /** HC-01 height: a flier went up or down (levels relative to the deployment surface). */
  | { type: 'flew'; unitId: string; from: number; to: number; actionsLeft: number }
  /** HC-01 height: a unit that cannot fly fell from one level to the ground below it. */
  | { type: 'fell'; unitId: string; from: number; to: number; damage: number; before: Condition; after: Condition }
  /**
   * HC-06: a terrain hazard struck a unit (an explosion, a dangerous obstacle, the bottom of a drop):
   * `roll` its attack against the unit's Defend; absent where the damage is given (spikes: the fall's).
   */
  | { type: 'hazard'; unitId: string; source: string; damageType: string; roll?: OpposedResult; damage: number; before: Condition; after: Condition; /** HC-07 cold water's drain */ effect?: EffectNote }
  /** HC-06 Narrow Balance: the React roll of a unit stepping onto a balance (`at`: where its move began). */
  | { type: 'balance'; unitId: string; roll: OpposedResult; outcome: 'crossed' | 'no-progress' | 'fell'; at: Square }
  /** HC-06 Narrow Balance: a unit fell off a balance (`levels` down, HC-01's falling damage) and climbed back. */
  | { type: 'offBalance'; unitId: string; levels: number; damage: number; before: Condition; after: Condition }
  /** HC-06 Weak / Hard Floor: a blow on floor section `section` (`by` what), against its resistance; `breaks`: it gave way. */
  | { type: 'floorBlow'; section: number; by: string; damage: number; resistance: number; breaks: boolean; /** which floor, when both are rolled */ strength?: 'weak' | 'hard' }
  /** HC-06 an entangling bottom: a unit that fell onto it is held (rules/trap.ts) by a trap of this strength. */
  | { type: 'trapped'; unitId: string; source: string; strength: number }
  /** HC-06 an entangling bottom: a held unit's React at a turn's start; `free`: it broke out. */
  | { type: 'trapEscape'; unitId: string; roll: OpposedResult; free: boolean }
  /** HC-06 Sudden Shocks: the d6 at a turn's start; on `needed`+ the shock strikes every unit on the ground. */
  | { type: 'shock'; turn: number; die: number; needed: number; strikes: boolean }
  /**
   * HC-05 a flying platform's move at a turn's start: `die` its roll (0 stationary), `dir` the d8
   * direction(s) rolled (north first, clockwise), `steps` how far it went (clipped at the board's edge
   * or another unit), `from` → `to` its rectangle, `carried` the units standing on it, `tips` whether
   * it tipped; a steered platform's pilot and its control roll (React against a D6, 2D6).
   */
  | { type: 'platform'; turn: number; index: number; die: number; dirs: number[]; steps: number; from: Rect; to: Rect; carried: string[]; tips: boolean; pilot?: { unitId: string; roll: OpposedResult; toward: Square } }
  /** HC-05 a pilot whose control won tipped its platform on purpose toward `dir` (d8 index, north first); `tipFooting` events follow. */
  | { type: 'platformTipped'; index: number; unitId: string; dir: number; carried: string[]; actionsLeft: number }
  /** HC-05 a tipping platform: a unit's React against 2D6; lost, it slid `die` squares (d4, d8 on a total defeat) from → to. */
  | { type: 'tipFooting'; unitId: string; index: number; roll: OpposedResult; die: number; from: Square; to: Square }
  /** HC-05 a platform breached (an explosion reached it) or at a turn's start: d100 against the chance in %; `fails`: it falls. */
  | { type: 'platformFail'; index: number; cause: 'breach' | 'turn'; breaches: number; d100: number; chance: number; fails: boolean }
  /** HC-06 Sudden Shocks: a unit's React against the knockdown; `down`: knocked down, its move spent getting up. */
  | { type: 'knockdown'; unitId: string; roll: OpposedResult; down: boolean }
  /** HC-06 Steep Slope: a fallen or knocked-down unit's React to keep its footing; lost, it slid `die` squares at most, from → to. */
  | { type: 'slide'; unitId: string; roll: OpposedResult; die: number; from: Square; to: Square; off?: boolean; heroIds?: string[] }
  /** HC-06 Automated Defences: the emplacement at `at` fired at a unit at a turn's start: its Attack against the unit's Defend; `drawn`: the die that drew the target among `of` in reach. */
  | { type: 'defenceFire'; at: Square; unitId: string; source: string; damageType: string; secondary?: true; drawn?: { die: number; of: number }; roll: OpposedResult; strike?: OpposedResult; damage: number; before: Condition; after: Condition; /** HC-07 what the damage-type extra did beyond the damage */ effect?: EffectNote }
  /** HC-06 Automated Defences: a unit attacked the emplacement at `at` (next to it: melee; else a shot); its condition before and after; a Touch Shield's strike at a melee attacker. */
  | { type: 'defenceHit'; unitId: string; at: Square; kind: 'melee' | 'missile'; roll: OpposedResult; damage: number; before: Condition; after: Condition; actionsLeft: number; shield?: { roll: OpposedResult; damage: number; before: Condition; after: Condition; /** HC-07 the shield's "& Stun" */ stunned?: true }; /** HC-07 the emplacement's D8 against being doubled, rolled on its total defeat: `kept` the doubling stood */ double?: { die: number; needed: number; kept: boolean } }
  /** HC-06 Explosive Objects: a hit on an explosive square and its d6 (it explodes on `needed`+). */
  | { type: 'explosive'; at: Square; die: number; needed: number; explodes: boolean }
  /** HC-01: a unit entered (inside) or left the contested space; `forGood` under Out is Out. */
  | { type: 'cube'; unitId: string; inside: boolean; forGood: boolean }
  | { type: 'escaped'; unitId: string; side: number; at: Square; heroIds: string[] }
  | { type: 'deployed'; unitId: string; side: number; at: Square }
  | { type: 'heroPlaced'; heroId: string; unitId: string; side: number }
  | { type: 'pending'; unitId: string; targets: string[]; side: number }
  | { type: 'battleOver'; result: BattleResult }
  /** HC-08/HC-09: an attempt at the step's task, every die and modifier; `done` once the task is complete. */
  | { type: 'taskAttempt'; attempt: TaskAttempt; done: boolean; actionsLeft: number }
  /**
   * HC-06 Time Limit / Destruction Sequence: a count went down at the end of a turn (`left` and `roll`
   * only when every side may know it), was stopped, or reached zero.
   */
  | { type: 'countdown'; kind: 'time-limit' | 'destruction-sequence'; name: string; what: 'tick' | 'stopped' | 'ended'; left?: number; roll?: number[]; why?: string }
  /** HC-06 Destruction Sequence at zero: everything on the board takes the blast's damage. */
  | { type: 'blast'; name: string; dice: number[]; damage: number; hit: { unitId: string; before: Condition; after: Condition }[] }
  /** HC-06 Reserves: each waiting figure's D6 at a turn's start; those on `entersOn`+ come on (`unitId`, `at`), or wait for room; a Relationship due this turn comes on without a die (`name`). */
  /** HC-06 Already There: a concealed figure came on where its side chose (as unit `unitId`, with its hero). */
  /** HC-06: a unit attacked a wall square (its Attack against the wall's Defend); `broken`: a breach, the square now open. */
  | { type: 'breach'; unitId: string; at: Square; wall: string; defend: number; roll: OpposedResult; broken: boolean; actionsLeft: number }
  | { type: 'emerged'; side: number; unitId: string; unitType: string; at: Square; heroId?: string }
  | { type: 'reserves'; turn: number; entersOn: number; rolls: { side: number; unitType: string; roll?: number; name?: string; unitId?: string; heroId?: string; at?: Square; noRoom?: boolean }[] }
  /** HC-06 Point of Advantage (a healing device): units standing in it at a turn's end recover a step. */
  | { type: 'healed'; healed: { unitId: string; from: Condition; to: Condition }[] }
  /** HC-08: the task stage before or after the fight begins (`start`) or ends: the task done, or given up / failed. */
  | { type: 'taskStage'; when: 'before' | 'after'; what: 'start' | 'done' | 'failed'; side: number; reason: string }
  /** HC-06: the step's task failed (the Time Limit ran out); Death Trap's consequence, if any. */
  | { type: 'taskFailed'; reason: string; deathTrap?: string }
  /** HC-06 Innocent Bystanders / Hostage Situation: people on `at` led to safety or freed by `unitId` (saved), or killed (lost), and why. */
  | { type: 'bystanders'; what: 'saved' | 'lost'; at: Square; count: number; who: 'bystanders' | 'hostages' | 'important-hostage'; why: string; unitId?: string }
  /** HC-06: at the fight's end, what became of the people present (rules/bystanders.ts bystanderCount). */
  | { type: 'bystanderTally'; present: number; held: number; saved: number; lost: number; inTrap: number }
  /** HC-06: a figure used an objective's square: pressed the Victory Button, worked a control board, defused a device. */
  | { type: 'objective'; unitId: string; heroId?: string; what: 'victory-button' | 'control-board' | 'defusing' | 'advantage-task' | 'advantage-controls'; at: Square; check?: { skill: string; dice: number[]; total: number; dc: number; success: boolean }; result: string; actionsLeft: number }
  // The table's acts (reducer/table.ts): nobody's move, but in the log all the same.
  | { type: 'narration'; text: string }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'control'; side: number; scripted: boolean }
  /** The wait on `side` ran out: its default (`what` it was waiting for) was taken; that command's events follow. */
  | { type: 'timeout'; side: number; what: string };

export interface ReactRoll {
  unitId: string;
  roll: RollResult;
  /** Extra dice each unit tied on a total rolled to settle the order (SW-03). */
  tieDice: number[];
}

export type { Modifier };
