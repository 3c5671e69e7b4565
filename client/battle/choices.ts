import type { BattleView, UnitState } from '../../shared/battle/model.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import { heroesToPlace } from '../../shared/battle/rules/deployment.ts';
import type { HeroState } from '../../shared/battle/rules/heroes.ts';
import { isTop, stackAt, stackOf, unitAt } from '../../shared/battle/rules/grid.ts';
import type { Ctx, Mode } from './modeTypes.ts';
import * as offers from './offers.ts';
import type { MoveCommand } from './offers.ts';

// What a mode means now: the unit on show, the actor and its targets, the reach a click moves in, the
// move a click asks for. Read by the mode machine, the board picture and the side panel alike.

/** The unit on show in a mode, if any. */
/** HC-09: the heroes chosen to work with the selected unit's hero on the task. */
export const chosenHelpers = (mode: Mode): string[] => (mode.kind === 'selected' ? mode.taskWith ?? [] : []);
/** HC-08: the hero chosen to have the task's Boost, if one was (else the one leading). */
export const chosenBoost = (mode: Mode): string | undefined => (mode.kind === 'selected' ? mode.taskBoost : undefined);

export function selectedId(mode: Mode): string | null {
  return mode.kind === 'idle' || mode.kind === 'heroPlace' || mode.kind === 'emerging' ? null : mode.kind === 'preview' ? mode.attackerId : mode.unitId;
}

/** legalCommands offered something: it is this side's turn. */
export const isMine = (ctx: Ctx): boolean => ctx.legal.length > 0;


/** A living unit on the board, or one waiting to be placed. */
export function unitOf(view: BattleView, id: string | null): UnitState | undefined {
  if (!id) return undefined;
  return view.units.find((u) => u.id === id && u.condition !== 'dead') ?? view.reserves.find((u) => u.id === id);
}

/** The top of the stack the unit stands in (a selected unit may sit lower in a stack; HC-01: a stack is one level's). */
export function topOf(view: BattleView, id: string | null): UnitState | undefined {
  const u = unitOf(view, id);
  return u && u.x >= 0 ? stackOf(view, u).at(-1) : undefined;
}

/**
 * The unit a click on a square means. HC-01: a square may hold a stack at each level, each with its
 * top: a target among them first, else the next one after the selected unit (clicking again goes
 * from level to level), else the square's top.
 */
export function unitClicked(view: BattleView, at: Square, targets: readonly string[], selected: string | null): UnitState | undefined {
  const here = stackAt(view, at.x, at.y).filter((u) => isTop(view, u)).reverse();
  const target = here.find((u) => targets.includes(u.id));
  if (target) return target;
  const i = here.findIndex((u) => u.id === selected);
  return i >= 0 && here.length > 1 ? here[(i + 1) % here.length] : unitAt(view, at.x, at.y);
}

export function myReserves(ctx: Ctx): UnitState[] {
  return ctx.view.reserves.filter((u) => u.side === ctx.side);
}

/** SW-10 set-up: one's heroes still waiting to be placed. */
export function myWaitingHeroes(ctx: Ctx): HeroState[] {
  return ctx.side < 0 ? [] : heroesToPlace(ctx.view, ctx.side);
}

/** Set-up: the unit a click on the deploy area places (the one chosen, else the first waiting); none while a hero is being placed. */
export function placing(mode: Mode, ctx: Ctx): UnitState | undefined {
  if (mode.kind === 'heroPlace') return undefined;
  const mine = myReserves(ctx);
  return mine.find((u) => u.id === selectedId(mode)) ?? mine[0];
}

/** The unit whose targets are on offer: the pending attacker in combat, else the selected unit. */
export function actorOf(mode: Mode, ctx: Ctx): string | null {
  if (ctx.view.pending && isMine(ctx)) return ctx.view.pending.unitId;
  return selectedId(mode);
}

/** Whom the actor may attack or shoot at now, in this mode. */
export function targetsOf(mode: Mode, ctx: Ctx, actor: string | null = actorOf(mode, ctx)): string[] {
  if (!actor) return [];
  const attacks = offers.attacksOf(ctx.legal, actor);
  if (attacks.length) return attacks;
  const aiming = mode.kind === 'shooting' || (mode.kind === 'preview' && mode.attack === 'missile') || ctx.view.phase === 'opportunity';
  return aiming ? offers.shotsOf(ctx.legal, actor) : [];
}

/** Where a click moves the selection now: the whole stack's reach (T), else the unit's own. */
export function reachOf(mode: Mode, ctx: Ctx): Square[] {
  // HC-06 Already There: the squares the chosen concealed figure may appear on.
  if (mode.kind === 'emerging') return ctx.legal.flatMap((c) => (c.type === 'emerge' && c.figure === mode.figure ? [c.to] : []));
  const id = selectedId(mode);
  if (!id || mode.kind === 'shooting' || mode.kind === 'preview' || mode.kind === 'heroMove' || mode.kind === 'reorder') return [];
  if (mode.kind === 'wholeStack') {
    const top = topOf(ctx.view, id);
    return top ? offers.stackMovesOf(ctx.legal, top.id) : [];
  }
  return offers.movesOf(ctx.legal, id);
}

/** The move a click on `at` asks for in this mode (legal or not), or null when no own unit is selected. */
export function moveFor(mode: Mode, at: Square, ctx: Ctx): MoveCommand | null {
  const id = selectedId(mode);
  const to = { x: at.x, y: at.y };
  if (mode.kind === 'wholeStack') {
    const top = topOf(ctx.view, id);
    if (!top) return null;
    const order = mode.reverse ? stackOf(ctx.view, top).map((u) => u.id).reverse() : undefined;
    return { type: 'move', unitId: top.id, to, withStack: true, ...(order ? { order } : {}) };
  }
  const unit = unitOf(ctx.view, id);
  return unit && unit.side === ctx.side && unit.x >= 0 ? { type: 'move', unitId: unit.id, to } : null;
}
