import { z } from 'zod';
import { SKILL_IDS } from '../skills/skills.ts';

// The wire contract for battle commands: the room validates every message against these schemas
// before the engine sees it. The acting side never comes from here; the room takes it from the seat.

const id = z.string().min(1).max(32);
const coord = z.number().int().min(0).max(1023);

/** SW-16: `withStack` carries the unit's whole stack along; `order` (bottom first) reorders it on the way for free. */
export const MoveCommand = z
  .object({ type: z.literal('move'), unitId: id, to: z.object({ x: coord, y: coord }).strict(), withStack: z.boolean().optional(), order: z.array(id).min(2).max(12).optional() })
  .strict();
/** SW-16: reorder the stack on a square (bottom first) for one action. */
/** HC-01 height: a unit whose hero flies goes up or down to `altitude` (levels from the deployment surface) for one action. */
export const FlyCommand = z.object({ type: z.literal('fly'), unitId: id, altitude: z.number().int().min(-128).max(128) }).strict();
export const ReorderCommand = z.object({ type: z.literal('reorder'), at: z.object({ x: coord, y: coord }).strict(), order: z.array(id).min(2).max(12) }).strict();
export const EndPhaseCommand = z.object({ type: z.literal('endPhase') }).strict();
const points = z.number().int().min(0).max(10);
/** SW-08/09: Vigor points the unit's hero spends on this roll, and Lasting Damage points if it hits. */
const spend = { vigor: points.optional(), lasting: points.optional() };
export const AttackCommand = z.object({ type: z.literal('attack'), unitId: id, targetId: id, ...spend }).strict();
export const PassCommand = z.object({ type: z.literal('pass') }).strict();

export const ShootCommand = z.object({ type: z.literal('shoot'), unitId: id, targetId: id, ...spend }).strict();
export const RecoverCommand = z.object({ type: z.literal('recover'), unitId: id }).strict();
export const BuyActionCommand = z.object({ type: z.literal('buyAction') }).strict();
export const BuyCommand = z.object({ type: z.literal('buy'), unitType: id }).strict();
export const MoveHeroCommand = z.object({ type: z.literal('moveHero'), heroId: id, toUnitId: id }).strict();
/** SW-16: whether the unit directly beneath the top of its stack rolls Defend in support (a standing choice, free). */
export const SupportCommand = z.object({ type: z.literal('support'), unitId: id, roll: z.boolean() }).strict();
export const HeroStanceCommand = z.object({ type: z.literal('heroStance'), heroId: id, defend: points, react: points }).strict();
export const ReviveHeroCommand = z.object({ type: z.literal('reviveHero'), heroId: id, unitId: id }).strict();
export const DeployCommand = z.object({ type: z.literal('deploy'), unitId: id, to: z.object({ x: coord, y: coord }).strict() }).strict();
/** SW-10: a hero waiting in the set-up goes with one of its side's units already on the board. */
export const PlaceHeroCommand = z.object({ type: z.literal('placeHero'), heroId: id, unitId: id }).strict();
export const DeployAllCommand = z.object({ type: z.literal('deployAll') }).strict();
export const ReviveCommand = z.object({ type: z.literal('revive'), unitId: id }).strict();

/**
 * HC-08/HC-09: a hero at or next to the task's square attempts it for one action; `with` names the
 * heroes working together with it (when the Task Limits allow), `skill` which of a two-skill task,
 * `take` asks to take 10 or 20 instead of rolling (SC-07: never in combat, so always refused in the fight),
 * `boostTo` which hero of a group has the task's Boost (HC-08 "to one selected character"; by default the one leading).
 */
export const AttemptTaskCommand = z
  .object({ type: z.literal('attemptTask'), heroId: id, with: z.array(id).min(1).max(8).optional(), skill: z.enum(SKILL_IDS).optional(), take: z.union([z.literal(10), z.literal(20)]).optional(), boostTo: id.optional() })
  .strict();

/**
 * HC-06: a unit at or next to an objective's square uses it for one action: presses the Victory
 * Button, works a Destruction Sequence's control board or defuses one of its devices (a hero's check),
 * or, standing in the Point of Advantage, tries its key to victory (a hero's check).
 */
export const UseObjectiveCommand = z.object({ type: z.literal('useObjective'), unitId: id, at: z.object({ x: coord, y: coord }).strict() }).strict();

/** HC-06 Automated Defences: a unit attacks the emplacement at `at` for one action (next to it, or in Missile Range and sight). */
export const AttackDefenceCommand = z.object({ type: z.literal('attackDefence'), unitId: id, at: z.object({ x: coord, y: coord }).strict() }).strict();
/**
 * HC-06 Already There: the side's concealed figure (its index in the view's `waiting`) comes on at an
 * open square anywhere on the board, the first time it acts: one action, and its move for the turn.
 */
export const EmergeCommand = z.object({ type: z.literal('emerge'), figure: z.number().int().min(0).max(63), to: z.object({ x: coord, y: coord }).strict() }).strict();

/** HC-06 Hard / Weak Contested Zone: the unit attacks the standing wall square `at` next to it (one action, its attack of the turn). */
export const BreachCommand = z.object({ type: z.literal('breach'), unitId: id, at: z.object({ x: coord, y: coord }).strict() }).strict();

/** HC-05: the d8 directions, north first, clockwise (rules/platforms.ts DIRS). */
export const TIP_DIRS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
/**
 * HC-05: the pilot `unitId` (standing at its platform's control point), whose D6 control won at this
 * turn's start, deliberately tips the platform toward `dir`: one action, the pilot's move of the turn.
 */
export const TipPlatformCommand = z.object({ type: z.literal('tipPlatform'), unitId: id, dir: z.enum(TIP_DIRS) }).strict();

export const Command = z.discriminatedUnion('type', [
  MoveCommand,
  EndPhaseCommand,
  AttackCommand,
  PassCommand,
  ShootCommand,
  RecoverCommand,
  BuyActionCommand,
  BuyCommand,
  ReviveCommand,
  DeployCommand,
  PlaceHeroCommand,
  DeployAllCommand,
  MoveHeroCommand,
  HeroStanceCommand,
  ReviveHeroCommand,
  ReorderCommand,
  SupportCommand,
  FlyCommand,
  AttemptTaskCommand,
  UseObjectiveCommand,
  AttackDefenceCommand,
  EmergeCommand,
  BreachCommand,
  TipPlatformCommand,
]);
export type Command = z.infer<typeof Command>;
