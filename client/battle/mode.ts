import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import { spendLimits, whyNoHeroMove, whyNoHeroPlacement, whyNoShot } from '../../shared/battle/queries/hints.ts';
import { stackAt, stackNamed, stackOf } from '../../shared/battle/rules/grid.ts';
import { heroWith } from '../../shared/battle/rules/heroes.ts';
import { nextBoost, taskCommand, taskHelpers, taskHero } from './panel/taskPanel.ts';
import { actorOf, chosenBoost, chosenHelpers, isMine, moveFor, myReserves, myWaitingHeroes, placing, selectedId, targetsOf, topOf, unitClicked, unitOf } from './choices.ts';
import { IDLE, type Act, type Ctx, type Input, type Mode, type Step } from './modeTypes.ts';
import * as offers from './offers.ts';
import type { AttackCommand } from './offers.ts';
import { tipToward, tipsOf } from './tipMode.ts';

export { IDLE, type Act, type Ctx, type Input, type Mode, type Step } from './modeTypes.ts';

// What the player is in the middle of, as one small pure state machine: `next(mode, input, ctx)`
// gives the next mode and, at most, one command to send or one reason (the engine's own words, from
// check()) why nothing was sent. Leaving a mode is always a transition; a new view that makes a mode
// meaningless (its unit gone, a new phase or turn, no longer this side's turn) ends it.

const selected = (unitId: string): Mode => ({ kind: 'selected', unitId });

/** Where a preview's Cancel goes. */
function leavePreview(p: Extract<Mode, { kind: 'preview' }>): Mode {
  return p.back === 'idle' ? IDLE : p.back === 'shooting' ? { kind: 'shooting', unitId: p.attackerId } : selected(p.attackerId);
}

/** The plain selection under a mode: every choice dropped. */
function plain(mode: Mode): Mode {
  if (mode.kind === 'preview') return mode.back === 'idle' ? IDLE : selected(mode.attackerId);
  const id = selectedId(mode);
  return id ? selected(id) : IDLE;
}


/** Sends the command when the engine would accept it; otherwise stays and says why, in its words. */
function send(from: Mode, to: Mode, command: Command, ctx: Ctx): Step {
  if (ctx.side < 0) return { mode: from };
  const no = ctx.check(command);
  return no ? { mode: from, error: no.message } : { mode: to, send: command };
}

function select(mode: Mode, id: string | null, ctx: Ctx): Mode {
  if (id === selectedId(mode)) return mode;
  if (!id) return IDLE;
  if (mode.kind === 'wholeStack') {
    const was = unitOf(ctx.view, mode.unitId);
    const now = unitOf(ctx.view, id);
    // Another unit of the same stack: the stack keeps moving as a whole.
    if (was && now && was.x === now.x && was.y === now.y) return { ...mode, unitId: id };
  }
  return selected(id);
}

function openPreview(mode: Mode, attackerId: string, targetId: string, ctx: Ctx): Mode {
  const keep = mode.kind === 'preview' && mode.attackerId === attackerId ? mode : null;
  const melee = offers.attacksOf(ctx.legal, attackerId).includes(targetId);
  const back = keep?.back ?? (melee ? 'idle' : mode.kind === 'shooting' ? 'shooting' : 'selected');
  return { kind: 'preview', attackerId, targetId, attack: melee ? 'melee' : 'missile', vigor: keep?.vigor ?? 0, lasting: keep?.lasting ?? 0, back };
}

const baseOf = (p: Extract<Mode, { kind: 'preview' }>): AttackCommand => ({ type: p.attack === 'melee' ? 'attack' : 'shoot', unitId: p.attackerId, targetId: p.targetId });

/** The preview's spends kept within what the engine accepts (SW-08/09). */
function withinLimits(p: Extract<Mode, { kind: 'preview' }>, ctx: Ctx): Extract<Mode, { kind: 'preview' }> {
  const first = spendLimits(ctx.view, ctx.side, baseOf(p), p.vigor);
  if (!first) return p.vigor || p.lasting ? { ...p, vigor: 0, lasting: 0 } : p;
  const vigor = Math.max(0, Math.min(p.vigor, first.vigorMax));
  const again = spendLimits(ctx.view, ctx.side, baseOf(p), vigor)!;
  const lasting = Math.max(0, Math.min(p.lasting, again.lastingMax));
  return vigor === p.vigor && lasting === p.lasting ? p : { ...p, vigor, lasting };
}

function confirm(p: Extract<Mode, { kind: 'preview' }>, ctx: Ctx): Step {
  const q = withinLimits(p, ctx);
  const command: AttackCommand = { ...baseOf(q), ...(q.vigor ? { vigor: q.vigor } : {}), ...(q.lasting ? { lasting: q.lasting } : {}) };
  return send(p, plain(p), command, ctx);
}

/** SW-10: a waiting hero chosen to place, or the engine's reason it has no unit to go with yet. */
function pickHero(mode: Mode, heroId: string, ctx: Ctx): Step {
  if (ctx.side < 0 || ctx.view.phase !== 'deploy') return { mode };
  if (offers.heroHostsOf(ctx.legal, heroId).length) return { mode: { kind: 'heroPlace', heroId } };
  return { mode, error: whyNoHeroPlacement(ctx.view, ctx.side, heroId) ?? undefined };
}

/** H in the set-up: the next of one's waiting heroes; after the last, none. */
function nextHeroToPlace(mode: Mode, ctx: Ctx): Step {
  const heroes = myWaitingHeroes(ctx);
  const i = mode.kind === 'heroPlace' ? heroes.findIndex((h) => h.id === mode.heroId) : -1;
  const hero = heroes[i + 1];
  if (hero) return pickHero(mode, hero.id, ctx);
  return { mode: mode.kind === 'heroPlace' ? IDLE : mode };
}

function onSquare(mode: Mode, at: Square, ctx: Ctx): Step {
  const v = ctx.view;
  const actor = actorOf(mode, ctx);
  const targets = targetsOf(mode, ctx, actor);
  const there = unitClicked(v, at, targets, selectedId(mode));
  // HC-06 Already There: a click brings the chosen concealed figure on there (or the engine says why not).
  if (mode.kind === 'emerging') return send(mode, IDLE, { type: 'emerge', figure: mode.figure, to: { x: at.x, y: at.y } }, ctx);
  // HC-05: a square the way to tip the platform (its pilot's own square: no way; the choice stays).
  const pilot = mode.kind === 'tipping' ? unitOf(v, mode.unitId) : undefined;
  if (mode.kind === 'tipping' && pilot) {
    const dir = tipToward(pilot, at);
    return dir ? send(mode, selected(mode.unitId), { type: 'tipPlatform', unitId: mode.unitId, dir }, ctx) : { mode };
  }
  if (mode.kind === 'heroPlace') {
    // An own unit takes the hero (or the engine says why not); a click anywhere else drops the choice.
    if (there && there.side === ctx.side) return send(mode, IDLE, { type: 'placeHero', heroId: mode.heroId, unitId: there.id }, ctx);
    return { mode: there ? selected(there.id) : IDLE };
  }
  if (actor && there && targets.includes(there.id)) {
    // A target: its odds first; the same target again commits.
    if (mode.kind === 'preview' && mode.attackerId === actor && mode.targetId === there.id) return confirm(mode, ctx);
    return { mode: openPreview(mode, actor, there.id, ctx) };
  }
  if (actor && there && there.side !== ctx.side && ctx.side >= 0 && (targets.length || mode.kind === 'shooting')) {
    // Aiming at an enemy that cannot be hit: the engine says why, and the aim stays.
    const attack = offers.attacksOf(ctx.legal, actor).length > 0;
    return { mode, error: ctx.check({ type: attack ? 'attack' : 'shoot', unitId: actor, targetId: there.id })?.message };
  }
  if (mode.kind === 'preview') {
    if (!there) return { mode: leavePreview(mode) };
    mode = leavePreview(mode);
  }
  if (mode.kind === 'heroMove') {
    const to = offers.heroTargetsOf(ctx.legal, mode.heroId);
    const here = stackAt(v, at.x, at.y).filter((u) => to.includes(u.id));
    if (here.length) return send(mode, selected(mode.unitId), { type: 'moveHero', heroId: mode.heroId, toUnitId: here[here.length - 1].id }, ctx);
    mode = selected(mode.unitId);
  }
  if (mode.kind === 'reorder' || mode.kind === 'stackOffer') mode = selected(mode.unitId);
  if (v.phase === 'deploy' && !there && isMine(ctx)) {
    const unit = placing(mode, ctx);
    if (unit) {
      const rest = myReserves(ctx).filter((u) => u.id !== unit.id);
      return send(mode, rest[0] ? selected(rest[0].id) : IDLE, { type: 'deploy', unitId: unit.id, to: { x: at.x, y: at.y } }, ctx);
    }
  }
  if (mode.kind === 'shooting' && !there) return { mode: selected(mode.unitId) };
  // The move a click on an empty square asks for, whoever's turn it is: when it cannot be made (out of
  // reach, already moved, no actions left, not this side's turn...) the engine says why, and the
  // selection stays, so a click never silently drops it.
  const asked = ctx.side >= 0 ? moveFor(mode, at, ctx) : null;
  const move = isMine(ctx) ? asked : null;
  const legalMove = move && offers.isLegal(ctx.legal, move) ? move : null;
  if (legalMove && !there) return send(mode, plain(mode), legalMove, ctx);
  if (asked && !there && v.phase !== 'over') {
    const no = ctx.check(asked);
    if (no) return { mode, error: no.message };
  }
  const next = select(mode, there ? there.id : null, ctx);
  // An own unit in reach: it is selected, and stacking the unit selected before onto it is offered (SW-16).
  if (legalMove && there && there.side === ctx.side) return { mode: { kind: 'stackOffer', unitId: there.id, move: legalMove } };
  return { mode: next };
}

/** N: the next unit to look at: waiting units in the set-up, units that may fire in opportunity fire, else one's own. */
function nextUnit(mode: Mode, ctx: Ctx): Step {
  const v = ctx.view;
  const firing = v.phase === 'opportunity' ? offers.shooters(ctx.legal) : [];
  const list =
    v.phase === 'deploy' && myReserves(ctx).length
      ? myReserves(ctx)
      : firing.length
        ? v.units.filter((u) => firing.includes(u.id))
        : v.units.filter((u) => u.side === ctx.side && u.condition !== 'dead');
  if (!list.length) return { mode };
  const i = list.findIndex((u) => u.id === selectedId(mode));
  const base = mode.kind === 'preview' ? leavePreview(mode) : mode;
  return { mode: select(base, list[(i + 1) % list.length].id, ctx) };
}

function onAct(mode: Mode, act: Act, ctx: Ctx): Step {
  const v = ctx.view;
  const id = selectedId(mode);
  switch (act.do) {
    case 'select':
      return { mode: select(mode.kind === 'preview' ? leavePreview(mode) : mode, act.unitId, ctx) };
    case 'next':
      return nextUnit(mode, ctx);
    case 'cancel':
      if (mode.kind === 'preview') return { mode: leavePreview(mode) };
      return { mode: mode.kind === 'selected' || mode.kind === 'idle' ? IDLE : plain(mode) };
    case 'toggleShoot': {
      if (mode.kind === 'shooting' || (mode.kind === 'preview' && mode.back === 'shooting')) return { mode: selected(mode.kind === 'shooting' ? mode.unitId : mode.attackerId) };
      if (!id || v.phase !== 'move' || ctx.side < 0) return { mode };
      if (offers.shotsOf(ctx.legal, id).length) return { mode: { kind: 'shooting', unitId: id } };
      return { mode, error: whyNoShot(v, ctx.side, id) ?? undefined };
    }
    case 'toggleHero': {
      if (v.phase === 'deploy') return nextHeroToPlace(mode, ctx);
      if (mode.kind === 'heroMove') return { mode: selected(mode.unitId) };
      const hero = id ? heroWith(v, id) : undefined;
      if (!id || !hero || ctx.side < 0) return { mode };
      if (offers.heroTargetsOf(ctx.legal, hero.id).length) return { mode: { kind: 'heroMove', unitId: id, heroId: hero.id } };
      return { mode, error: whyNoHeroMove(v, ctx.side, hero.id) ?? undefined };
    }
    case 'toggleStack': {
      if (mode.kind === 'wholeStack') return { mode: selected(mode.unitId) };
      const top = topOf(v, id);
      if (id && top && offers.stackMovesOf(ctx.legal, top.id).length) return { mode: { kind: 'wholeStack', unitId: id, reverse: false } };
      return { mode };
    }
    case 'reverse':
      return { mode: mode.kind === 'wholeStack' ? { ...mode, reverse: act.on } : mode };
    case 'heroTo':
      if (mode.kind === 'heroPlace') return send(mode, IDLE, { type: 'placeHero', heroId: mode.heroId, unitId: act.unitId }, ctx);
      return mode.kind === 'heroMove' ? send(mode, selected(mode.unitId), { type: 'moveHero', heroId: mode.heroId, toUnitId: act.unitId }, ctx) : { mode };
    case 'placeHero':
      return mode.kind === 'heroPlace' && mode.heroId === act.heroId ? { mode: IDLE } : pickHero(mode, act.heroId, ctx);
    case 'confirm':
      return mode.kind === 'preview' ? confirm(mode, ctx) : { mode };
    case 'acceptOffer':
      return mode.kind === 'stackOffer' ? send(mode, selected(mode.move.unitId), mode.move, ctx) : { mode };
    case 'spend':
      if (mode.kind !== 'preview') return { mode };
      return { mode: withinLimits(act.what === 'vigor' ? { ...mode, vigor: Math.max(0, mode.vigor + act.delta) } : { ...mode, lasting: Math.max(0, mode.lasting + act.delta) }, ctx) };
    case 'reorderStart': {
      const top = topOf(v, id);
      if (!id || !top || !offers.canReorderStackOf(ctx.legal, top.id)) return { mode };
      return { mode: { kind: 'reorder', unitId: id, at: { x: top.x, y: top.y }, order: stackOf(v, top).map((u) => u.id) } };
    }
    case 'reorderShift': {
      if (mode.kind !== 'reorder') return { mode };
      const order = [...mode.order];
      const i = order.indexOf(act.unitId);
      const j = i + act.delta;
      if (i < 0 || j < 0 || j >= order.length) return { mode };
      [order[i], order[j]] = [order[j], order[i]];
      return { mode: { ...mode, order } };
    }
    case 'reorderApply': {
      if (mode.kind !== 'reorder') return { mode };
      const now = stackNamed(v, mode.at, mode.order).map((u) => u.id);
      // The same order again changes nothing: no action is spent on it.
      if (now.join() === mode.order.join()) return { mode: selected(mode.unitId) };
      return send(mode, selected(mode.unitId), { type: 'reorder', at: mode.at, order: mode.order }, ctx);
    }
    case 'recover':
      return id ? send(mode, mode, { type: 'recover', unitId: id }, ctx) : { mode };
    case 'attemptTask': {
      const hero = taskHero(v, ctx.side, id ?? null);
      if (!hero || !hero.unitId) return { mode };
      // The helpers chosen go with it (HC-09); once it is made, the choice is spent.
      return send(mode, selected(hero.unitId), taskCommand(v, ctx.side, hero, chosenHelpers(mode), chosenBoost(mode)), ctx);
    }
    case 'taskBoost': {
      const hero = taskHero(v, ctx.side, id ?? null);
      if (mode.kind !== 'selected' || !hero || !v.scenario.task?.boost) return { mode };
      const now = taskCommand(v, ctx.side, hero, chosenHelpers(mode), chosenBoost(mode));
      const to = act.heroId ?? nextBoost(now);
      if (to === hero.id) return { mode: { ...mode, taskBoost: undefined } };
      // Only to a hero of the attempt: the engine's reason otherwise.
      const no = ctx.check({ ...now, boostTo: to });
      return no ? { mode, error: no.message } : { mode: { ...mode, taskBoost: to } };
    }
    case 'taskWith': {
      const hero = taskHero(v, ctx.side, id ?? null);
      if (mode.kind !== 'selected' || !hero || !taskHelpers(v, ctx.side, hero).some((h) => h.id === act.heroId)) return { mode };
      const chosen = chosenHelpers(mode);
      // A helper left out takes the Boost with them back to the one leading.
      if (chosen.includes(act.heroId)) return { mode: { ...mode, taskWith: chosen.filter((x) => x !== act.heroId), ...(mode.taskBoost === act.heroId ? { taskBoost: undefined } : {}) } };
      // A hero joins only where the engine would take the attempt with them: its reason otherwise.
      const no = ctx.check(taskCommand(v, ctx.side, hero, [...chosen, act.heroId]));
      return no ? { mode, error: no.message } : { mode: { ...mode, taskWith: [...chosen, act.heroId] } };
    }
    case 'stance': {
      const hero = v.heroes.find((h) => h.id === act.heroId);
      if (!hero) return { mode };
      const value = hero.stance[act.what] + act.delta;
      if (value < 0) return { mode };
      return send(mode, mode, { type: 'heroStance', heroId: hero.id, defend: act.what === 'defend' ? value : hero.stance.defend, react: act.what === 'react' ? value : hero.stance.react }, ctx);
    }
    case 'send': {
      const ends = act.command.type === 'endPhase' || act.command.type === 'pass';
      return send(mode, ends ? plain(mode) : mode, act.command, ctx);
    }
    case 'emerge':
      return { mode: mode.kind === 'emerging' && mode.figure === act.figure ? IDLE : { kind: 'emerging', figure: act.figure } };
    case 'toggleTip':
      if (mode.kind === 'tipping') return { mode: selected(mode.unitId) };
      if (!id || ctx.side < 0) return { mode };
      return tipsOf(ctx.legal, id).length ? { mode: { kind: 'tipping', unitId: id } } : { mode, error: ctx.check({ type: 'tipPlatform', unitId: id, dir: 'n' })?.message };
  }
}

const KEYS: Record<string, Act> = {
  Escape: { do: 'cancel' },
  h: { do: 'toggleHero' },
  t: { do: 'toggleStack' },
  s: { do: 'toggleShoot' },
  r: { do: 'recover' },
  a: { do: 'attemptTask' },
  g: { do: 'taskBoost' },
  n: { do: 'next' },
  e: { do: 'send', command: { type: 'endPhase' } },
  p: { do: 'send', command: { type: 'pass' } },
  b: { do: 'send', command: { type: 'buyAction' } },
  k: { do: 'toggleTip' },
};

function onKey(mode: Mode, input: Extract<Input, { type: 'key' }>, ctx: Ctx): Step {
  const k = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  const act = KEYS[k];
  if (act) return onAct(mode, act, ctx);
  // HC-09: keys 1-9 choose the helpers listed in the task box, in its order.
  if (/^[1-9]$/.test(k) && (mode.kind === 'selected' || ctx.view.phase === 'task')) {
    const hero = taskHero(ctx.view, ctx.side, mode.kind === 'selected' ? mode.unitId : null);
    const helper = hero ? taskHelpers(ctx.view, ctx.side, hero)[Number(k) - 1] : undefined;
    if (helper) return onAct(mode, { do: 'taskWith', heroId: helper.id }, ctx);
  }
  if (k === 'Enter' && mode.kind === 'stackOffer' && !input.onButton) return onAct(mode, { do: 'acceptOffer' }, ctx);
  // Enter confirms the odds on show; on a focused button it presses that button only (#12).
  if (k === 'Enter' && mode.kind === 'preview' && !input.onButton) return confirm(mode, ctx);
  if ((k === 'Enter' || k === ' ') && input.cursor && !input.onButton) return onSquare(mode, input.cursor, ctx);
  return { mode };
}

/** A new view: a new phase, turn or side to act starts over; a choice the engine no longer offers ends. */
function onView(mode: Mode, before: { view: BattleView; mine: boolean } | null, ctx: Ctx): Mode {
  const v = ctx.view;
  const mine = isMine(ctx);
  const b = before?.view;
  const fresh = !b || b.phase !== v.phase || b.turn !== v.turn || b.active !== v.active || before!.mine !== mine;
  let m: Mode = fresh ? IDLE : mode;
  const id = selectedId(m);
  if (id && !unitOf(v, id)) m = IDLE;
  const legal = ctx.legal;
  switch (m.kind) {
    case 'shooting':
      if (!offers.shotsOf(legal, m.unitId).length) m = selected(m.unitId);
      break;
    case 'preview':
      if (!unitOf(v, m.targetId) || !offers.isLegal(legal, baseOf(m))) m = plain(m);
      else m = withinLimits(m, ctx);
      break;
    case 'heroMove':
      if (!offers.heroTargetsOf(legal, m.heroId).length) m = selected(m.unitId);
      break;
    case 'heroPlace':
      if (!offers.heroHostsOf(legal, m.heroId).length) m = IDLE;
      break;
    case 'emerging': {
      const figure = m.figure;
      if (!legal.some((c) => c.type === 'emerge' && c.figure === figure)) m = IDLE;
      break;
    }
    case 'wholeStack': {
      const top = topOf(v, m.unitId);
      if (!top || !offers.stackMovesOf(legal, top.id).length) m = selected(m.unitId);
      break;
    }
    case 'reorder': {
      const now = stackNamed(v, m.at, m.order).map((u) => u.id).sort().join();
      if (!offers.canReorderStackOf(legal, m.order[0]) || now !== [...m.order].sort().join()) m = selected(m.unitId);
      break;
    }
    case 'stackOffer':
      if (!offers.isLegal(legal, m.move)) m = selected(m.unitId);
      break;
    case 'tipping':
      if (!tipsOf(legal, m.unitId).length) m = selected(m.unitId);
      break;
  }
  // Combat: one's own pending attack opens its odds by itself when it comes up.
  const pending = v.pending;
  const newAttack = pending && (fresh || b?.pending?.unitId !== pending.unitId);
  if (pending && mine && newAttack && m.kind !== 'preview') {
    const targets = offers.attacksOf(legal, pending.unitId);
    if (targets.length) m = { kind: 'preview', attackerId: pending.unitId, targetId: targets[0], attack: 'melee', vigor: 0, lasting: 0, back: 'idle' };
  }
  return m;
}

/** The interaction mode's one transition function. Pure: the same mode, input and context give the same step. */
export function next(mode: Mode, input: Input, ctx: Ctx): Step {
  switch (input.type) {
    case 'view':
      return { mode: onView(mode, input.before, ctx) };
    case 'square':
      return onSquare(mode, input.at, ctx);
    case 'key':
      return onKey(mode, input, ctx);
    case 'act':
      return onAct(mode, input.act, ctx);
    case 'rejected':
      return { mode };
  }
}
