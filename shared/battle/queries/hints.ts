import type { Rejection } from '../../core/result.ts';
import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { Command } from '../commands.ts';
import type { BattleView, UnitState } from '../model.ts';
import { check, stanceCap } from '../reducer/guards.ts';
import { tops } from '../rules/grid.ts';
import { isEnemy } from '../rules/teams.ts';
import { POOL_FOR, heroWith, lastingPool, maxSpend, type HeroState, type Pool } from '../rules/heroes.ts';
import { reachable } from '../rules/movement.ts';
import { recoverCost } from '../rules/resources.ts';
import { distance, lineOfSight, missileRange } from '../rules/shooting.ts';
import { balanceOdds, pathOnBalance, type BalanceOutcome } from '../rules/balance.ts';
import { altitudeOf, groundAt } from '../rules/contested.ts';

// What the client shows to explain the rules without holding any: why a unit cannot do something
// (the reducer's own rejection, from check()), how far a spend may go, what a line of sight meets.
// Every answer is derived from the rules and guards the reducer runs; none restates one.

type AttackCommand = Extract<Command, { type: 'attack' | 'shoot' }>;
type MoveCommand = Extract<Command, { type: 'move' }>;

/** The most points a command may carry on one roll (the command schema's limit). */
const MOST_POINTS = 10;

/** The largest n in 0..MOST_POINTS for which the command built from n is accepted (allowed values run from 0 up). */
function most(view: BattleView, side: number, make: (n: number) => Command): number {
  let n = 0;
  while (n < MOST_POINTS && !check(view, side, make(n + 1))) n++;
  return n;
}

/** Enemies on top of their squares, nearest to `from` first: the probes for "why not" questions. */
function enemiesNear(view: BattleView, from: UnitState): UnitState[] {
  return tops(view)
    .filter((o) => isEnemy(view, o.side, from.side))
    .sort((a, b) => distance(a, from) - distance(b, from) || a.id.localeCompare(b.id));
}

export interface SpendLimits {
  hero: string;
  /** Most Vigor the attacker's hero may spend on this roll (0 when none is left). */
  vigorMax: number;
  /** The pool its Lasting Damage secret spends, or null without one. */
  lastingPool: Pool | null;
  /** Most Lasting Damage points with the Vigor chosen. */
  lastingMax: number;
}

/**
 * SW-08/09: what the attacker's hero may spend on an attack or shot that is itself possible, with
 * `vigor` points of Vigor chosen; null when there is no own hero or nothing it could spend.
 */
export function spendLimits(view: BattleView, side: number, base: AttackCommand, vigor: number): SpendLimits | null {
  const hero = heroWith(view, base.unitId);
  const plain: AttackCommand = { type: base.type, unitId: base.unitId, targetId: base.targetId };
  if (!hero || hero.side !== side || check(view, side, plain)) return null;
  const vigorMax = most(view, side, (n) => ({ ...plain, ...(n ? { vigor: n } : {}) }));
  const pool = lastingPool(hero);
  if (!vigorMax && !pool) return null;
  const v = Math.min(vigor, vigorMax);
  const lastingMax = pool ? most(view, side, (n) => ({ ...plain, ...(v ? { vigor: v } : {}), lasting: n })) : 0;
  return { hero: hero.name, vigorMax, lastingPool: pool, lastingMax };
}

/** SW-08/09: the most points a hero's owner may set for each defence (Instinct) and each React (Reason). */
export function stanceLimits(hero: HeroState): { defend: number; react: number } {
  return { defend: stanceCap(hero, 'instinct'), react: stanceCap(hero, 'reason') };
}

/** What the stance actually spends on the next such roll: no more than the pool may give on one roll. */
export function stanceSpends(hero: HeroState, what: 'defend' | 'react'): number {
  return Math.min(hero.stance[what], maxSpend(hero, POOL_FOR[what]));
}

/**
 * Why the unit cannot move at all now (phase, actions, under a stack, already moved...), or null
 * when only the destination matters.
 */
export function moveBlocker(view: BattleView, side: number, unitId: string, withStack = false): Rejection | null {
  const unit = view.units.find((u) => u.id === unitId);
  const probe: MoveCommand = { type: 'move', unitId, to: { x: Math.max(0, unit?.x ?? 0), y: Math.max(0, unit?.y ?? 0) }, ...(withStack ? { withStack } : {}) };
  const no = check(view, side, probe);
  return no && no.code !== 'unreachable' ? no : null;
}

/** A square under the pointer while a unit is selected: what moving there costs, or the engine's reason why not. */
export function moveHint(view: BattleView, side: number, command: MoveCommand): { ok: true; cost: number; balance?: Record<BalanceOutcome, number> } | { ok: false; reason: string } {
  const no = check(view, side, command);
  if (no) return { ok: false, reason: no.message };
  const r = reachable(view, command.unitId, { withStack: command.withStack }).find((s) => s.x === command.to.x && s.y === command.to.y);
  // HC-06 Narrow Balance: a move stepping onto one is rolled for (rules/balance.ts): its exact odds.
  const unit = view.units.find((u) => u.id === command.unitId);
  const b = view.map.hazards?.balances;
  const balance = b && unit && r && pathOnBalance(view.map, r.path) && altitudeOf(unit) <= groundAt(view, unit) ? balanceOdds(unit, b.against) : undefined;
  return { ok: true, cost: r?.cost ?? 0, ...(balance ? { balance } : {}) };
}

/**
 * Why the unit could not shoot now whatever it aimed at (already shot, broken, no actions, wrong
 * phase...), or null when only the target decides. Asked with its nearest enemy as the target.
 */
export function shotBlocker(view: BattleView, side: number, unitId: string): Rejection | null {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit) return check(view, side, { type: 'shoot', unitId, targetId: unitId });
  const target = enemiesNear(view, unit)[0];
  const no = check(view, side, { type: 'shoot', unitId, targetId: target?.id ?? unitId });
  return no && no.code !== 'bad-target' ? no : null;
}

/** Why the unit has nothing to shoot at now, in the engine's words (for its nearest enemy); null when it has. */
export function whyNoShot(view: BattleView, side: number, unitId: string): string | null {
  const unit = view.units.find((u) => u.id === unitId);
  if (!unit) return check(view, side, { type: 'shoot', unitId, targetId: unitId })?.message ?? null;
  let first: Rejection | null = null;
  for (const e of enemiesNear(view, unit)) {
    const no = check(view, side, { type: 'shoot', unitId, targetId: e.id });
    if (!no) return null;
    first ??= no;
  }
  return (first ?? check(view, side, { type: 'shoot', unitId, targetId: unitId }))?.message ?? null;
}

/** SW-07: why the hero cannot move to any unit now, in the engine's words (for the nearest own unit); null when it can. */
export function whyNoHeroMove(view: BattleView, side: number, heroId: string): string | null {
  const hero = view.heroes.find((h) => h.id === heroId);
  const host = hero?.unitId ? view.units.find((u) => u.id === hero.unitId) : undefined;
  const own = view.units
    .filter((u) => u.side === side && u.condition !== 'dead' && u.id !== host?.id)
    .sort((a, b) => (host ? distance(a, host) - distance(b, host) : 0) || a.id.localeCompare(b.id));
  let first: Rejection | null = null;
  for (const u of own) {
    const no = check(view, side, { type: 'moveHero', heroId, toUnitId: u.id });
    if (!no) return null;
    first ??= no;
  }
  return (first ?? check(view, side, { type: 'moveHero', heroId, toUnitId: host?.id ?? heroId }))?.message ?? null;
}

/** SW-10: why the waiting hero cannot be placed now (the engine's reason, for one's nearest candidate), or null when it can. */
export function whyNoHeroPlacement(view: BattleView, side: number, heroId: string): string | null {
  const own = view.units.filter((u) => u.side === side && u.condition !== 'dead');
  let first: Rejection | null = null;
  for (const u of own) {
    const no = check(view, side, { type: 'placeHero', heroId, unitId: u.id });
    if (!no) return null;
    first ??= no;
  }
  // No unit of one's own on the board yet: asked about the first still waiting, the engine says it is not there.
  const waiting = view.reserves.find((u) => u.side === side)?.id ?? heroId;
  return (first ?? check(view, side, { type: 'placeHero', heroId, unitId: waiting }))?.message ?? null;
}

/** SW-13: what recovering the unit costs and, when it cannot be done now, the engine's reason; null when it has nothing to recover. */
export function recoverHint(view: BattleView, side: number, unitId: string): { cost: number; reason: string | null } | null {
  const unit = view.units.find((u) => u.id === unitId);
  const cost = unit ? recoverCost(unit) : null;
  if (cost === null) return null;
  return { cost, reason: check(view, side, { type: 'recover', unitId })?.message ?? null };
}

export interface ShotLine {
  from: Square;
  to: Square;
  /** In sight and within range: a shot there could be taken. */
  clear: boolean;
  inSight: boolean;
  /** Within the shooter's Missile Range (only known, and only true, when in sight). */
  inRange: boolean;
  /** The square that blocks the line, if one does. */
  blockedBy?: Square;
  /** Squares in the way that each cost a penalty die. */
  cover: Square[];
  /** Penalty dice from terrain: the squares in the way and the target's own square. */
  dice: number;
  /** Short words for the far end of the line. */
  label: string;
}

/**
 * The squares strictly between two squares that give the shot a penalty die: each is asked of
 * lineOfSight alone, on a copy of the map that is clear everywhere else, so the cover rule stays in
 * shooting.ts.
 */
export function coverSquares(map: BattleMap, from: Square, to: Square): Square[] {
  const sight = lineOfSight(map, from, to);
  if (!sight.clear) return [];
  return sight.through.filter((sq) => {
    const i = sq.y * map.width + sq.x;
    const alone: BattleMap = { ...map, terrain: map.terrain.map((t, j) => (j === i ? t : 'clear')) };
    const s = lineOfSight(alone, from, to);
    return s.clear && s.penalties.some((m) => m.penalty > 0);
  });
}

/** SW-25/27: the line from a shooter to a square, for the board: sight, range, cover and a label. */
export function shotLine(view: BattleView, shooter: UnitState, to: Square): ShotLine {
  const sight = lineOfSight(view.map, shooter, to);
  // missileRange lists exactly the squares within range that are in sight.
  const inRange = sight.clear && missileRange(view, shooter).some((s) => s.x === to.x && s.y === to.y);
  const dice = sight.penalties.reduce((n, m) => n + m.penalty, 0);
  const label = !sight.clear ? (sight.beyond !== undefined ? `beyond sight (${sight.beyond} squares)` : 'blocked') : !inRange ? 'out of range' : dice ? `−${dice} ${dice === 1 ? 'die' : 'dice'} cover` : 'clear shot';
  return {
    from: { x: shooter.x, y: shooter.y },
    to: { x: to.x, y: to.y },
    clear: sight.clear && inRange,
    inSight: sight.clear,
    inRange,
    ...(sight.blockedBy ? { blockedBy: sight.blockedBy } : {}),
    cover: coverSquares(view.map, shooter, to),
    dice,
    label,
  };
}
