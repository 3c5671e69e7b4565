import type { DiceRoll } from './dice.ts';
import type { ValueRoll } from './roller.ts';
import type { Edge, Rect, SideId, Square } from './types.ts';

// HC-06, HC-07: what each of the 30 complications puts on the grid or changes in the fight, as data
// the engine and the client can read. `where` on the complication holds its squares and areas.

export type DamageType = { face: number; id: string };
export type Damage = { value: ValueRoll; type: DamageType };

/** A wall round the board or the cube: resistance, and doors on random faces. */
export interface Walls {
  around: 'board' | 'cube';
  resistance: DiceRoll;
  doors: { edge: Edge; square: Square }[];
}

/** What lies at the bottom of a drop (Edge of a Drop, Narrow Balance, below a floor). */
export interface DropBottom {
  face: number | null;
  kind: 'solid' | 'weak-floor' | 'dangerous' | 'water' | 'spikes' | 'entangling' | 'hot' | 'cold' | 'cold-water' | 'no-fall';
  damage?: Damage;
  trap?: DiceRoll;
  /** A Weak Floor bottom ("A Weak Floor (see below)"): its own rolls, resistance and what is below it (bottomFloor.ts). */
  floor?: Floor;
}

export interface Floor {
  strength: 'weak' | 'hard';
  resistance: DiceRoll;
  percent: number;
  sections: number;
  /** Squares above the ground or water it lies (0: on the ground, the drop goes underground). */
  height: DiceRoll | null;
  aboveGround: boolean;
  /** What is below, floor after floor: the gap in squares and what is there. */
  below: { gap: DiceRoll; what: 'weak-floor' | 'hard-floor' | 'drop'; bottom?: DropBottom }[];
}

export type ComplicationDetail =
  | { kind: 'already-there'; side: SideId; figures: number }
  | {
      kind: 'automated-defences';
      count: DiceRoll;
      targets: 'heroes' | 'villains' | 'both';
      attack: { face: number; text: string; toHit: string; autofire: boolean };
      damage: Damage;
      sense: DiceRoll;
      exoticOrMagical: boolean;
      toughness: DiceRoll;
      armour: DiceRoll;
      extras: string[];
      /** The extra "Secondary attack": its own roll on the attack table, its damage value one row lower. */
      secondary?: { face: number; text: string; toHit: string; autofire: boolean; valueFace: number };
    }
  | { kind: 'blocked-senses'; senses: string[] }
  | { kind: 'dangerous-obstacles'; count: DiceRoll; obstacles: { shape: string; w: number; h: number; height: number | null }[]; damage: Damage }
  | { kind: 'death-trap'; victims: 'dependents-present' | 'heroes' }
  | {
      kind: 'destruction-sequence';
      turns: DiceRoll;
      blast: string;
      knownBy: { face: number; text: string };
      stoppedBy: { face: number; text: string; locations: number | null; taskDc: DiceRoll | null };
    }
  | { kind: 'edge-of-a-drop'; edges: number; drop: DiceRoll | 'to-the-ground' | null; surfacePercent: number; aboveGround: boolean; bottom: DropBottom }
  | { kind: 'explosive-objects'; count: DiceRoll; explodesOn: number; damage: { value: ValueRoll; type: 'heat' }; burst: 'large' }
  | { kind: 'hard-contested-zone' | 'weak-contested-zone' | 'hard-edge' | 'weak-edge'; walls: Walls }
  | { kind: 'hard-floor' | 'weak-floor'; floor: Floor }
  | { kind: 'hostage-situation'; hostages: 'dependents-present' | 'important-hostage' }
  | { kind: 'innocent-bystanders'; count: DiceRoll }
  | { kind: 'limited-area'; board: Rect }
  | { kind: 'maze'; sightLimit: DiceRoll }
  | { kind: 'narrow-balance'; percent: number; throwAgainst: string; bottom: DropBottom }
  | { kind: 'out-is-out' }
  | { kind: 'point-of-advantage'; face: number; text: string; task: DiceRoll | null }
  | { kind: 'poor-visibility'; from: number; concealment: { range: string; dice: string }[]; notAgainst: string[] }
  | { kind: 'relationship'; hero: string; relationship: { face: number; id: string }; arrives: DiceRoll; arrivalTurn: number }
  | { kind: 'reserves'; entersOn: number; startingHalf: Record<SideId, 1 | 2> }
  | { kind: 'rough-terrain'; moveCost: number; turbulent: boolean }
  | { kind: 'steep-slope'; downhill: Edge; objectsRoll: string }
  | { kind: 'sudden-shocks'; shockOn: number; knockdown: string }
  | { kind: 'time-limit'; clock: number; drop: string }
  | { kind: 'victory-button' };

export interface Complication {
  /** The d30 that named it (after a 30, the face rolled again). */
  face: number;
  id: string;
  name: string;
  /** The automatic one of HC-06, or rolled on the table. */
  source: 'automatic' | 'rolled';
  /** A 30 came first: apply it twice or double its effect (two details where it can be twice). */
  doubled: boolean;
  effect: string;
  where: { rects: Rect[]; squares: Square[] };
  details: ComplicationDetail[];
}

export interface Complications {
  count: { face: number; count: number };
  /** d30 faces thrown out as contradictions or repeats. */
  rerolled: number[];
  list: Complication[];
  /**
   * HC-06 "Re-roll any contradictions or anything that doesn't make sense": complications the battle
   * could not lay here, each rolled again on the D30 (battle.ts), with the roll it replaced and why.
   */
  senseless?: Senseless[];
}

export interface Senseless {
  /** Index in `list` of the complication replaced. */
  index: number;
  /** What was rolled first: its d30 face, id and name. */
  face: number;
  id: string;
  name: string;
  /** Why it made no sense here (the battle's `how` for it). */
  why: string;
  /** The d30 faces of the fork's tries, the last one kept (none kept: the first taken back as before). */
  tries: number[];
  /** Whether the last try was kept (in force); else the original stands, taken back. */
  kept: boolean;
}
