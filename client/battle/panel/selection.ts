import { moveBlocker } from '../../../shared/battle/queries/hints.ts';
import { supportOdds } from '../../../shared/battle/queries/preview.ts';
import { adjacentEnemies, stackOf } from '../../../shared/battle/rules/grid.ts';
import { heroWith } from '../../../shared/battle/rules/heroes.ts';
import { missileRange } from '../../../shared/battle/rules/shooting.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import { isMine, reachOf, targetsOf } from '../choices.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import * as offers from '../offers.ts';
import { esc } from './html.ts';
import { setupHtml } from './setup.ts';
import { outcomeFor } from './status.ts';
import { stackHtml } from './stack.ts';
import { unitCard } from './unitCard.ts';
import { exposureLines, heightLines, lifeSupportLine } from './tips.ts';
import { unitEffectLines } from './typeEffectWords.ts';
import { levelText } from '../heightWords.ts';
import { pointerWords } from '../pointerWords.ts';

// The prompt under the sides: what the player is choosing now, or the card of the unit on show with
// notes from the legal commands and the engine's reasons.

/** What the selected own unit can do now, or the engine's reason it cannot move. */
function notes(mode: Mode, ctx: Ctx, sel: UnitState): string[] {
  const v = ctx.view;
  const out: string[] = [];
  const targets = targetsOf(mode, ctx);
  if (sel.side === ctx.side && isMine(ctx)) {
    const reach = reachOf(mode, ctx).length;
    if (v.phase === 'move') {
      if (mode.kind === 'shooting') out.push(pointerWords(`Shooting: click a ringed enemy (${targets.join(', ')}) for the odds. Esc stops.`));
      else if (mode.kind === 'reorder') out.push('Choose the new order below, then Apply.');
      else if (reach && mode.kind === 'wholeStack') out.push(pointerWords(`The whole stack: ${reach} squares in reach. Click one to move it.`));
      else if (reach) out.push(pointerWords(`${reach} squares in reach: click one to move (onto one of your units to stack).`));
      else {
        const why = moveBlocker(v, ctx.side, sel.id);
        if (why) out.push(`${esc(why.message)}.`);
      }
    } else if (v.phase === 'opportunity') out.push(pointerWords(`May fire at ${targets.join(', ')}: click one for the odds.`));
  }
  if (sel.missileRange && sel.x >= 0) out.push(`Missile range ${sel.missileRange}: ${missileRange(v, sel).length} squares in range and sight (outlined).`);
  const adj = sel.x >= 0 ? adjacentEnemies(v, sel).map((u) => u.id) : [];
  if (adj.length) out.push(`In contact with ${adj.join(', ')}.`);
  if (sel.x >= 0) out.push(...heightLines(v, sel).map((t) => `${esc(t)}.`));
  // HC-07: a stun, a drain, a persistent strike to come (the view's fields, in words).
  out.push(...unitEffectLines(sel, v.turn).map((t) => esc(t)));
  const short = lifeSupportLine(v, sel);
  if (short) out.push(`${esc(short)}.`);
  if (sel.x >= 0) out.push(...exposureLines(v, sel).map((t) => `${esc(t)}.`));
  return out;
}

function unitHtml(mode: Mode, ctx: Ctx, sel: UnitState): string {
  const v = ctx.view;
  // HC-01: the selected unit's own stack, one level's pile; a flier above it is a stack of its own.
  const stack = sel.x >= 0 ? stackOf(v, sel) : [];
  const top = stack.at(-1);
  const support = top ? supportOdds(v, top) : null;
  const stackPart =
    stack.length > 1 && top
      ? stackHtml(v, stack, {
          selected: sel.id,
          draft: mode.kind === 'reorder' && mode.order.includes(sel.id) ? mode.order : null,
          canReorder: offers.canReorderStackOf(ctx.legal, top.id),
          canMoveStack: offers.stackMovesOf(ctx.legal, top.id).length > 0,
          movingStack: mode.kind === 'wholeStack',
          reverse: mode.kind === 'wholeStack' && mode.reverse,
          support: support,
          canChangeSupport: !!support && !!offers.supportChangeOf(ctx.legal, support.unitId, support.roll),
        })
      : '';
  const o = mode.kind === 'stackOffer' ? mode.move : null;
  const offer = o
    ? `<div class="offer"><div>Or move ${o.withStack ? `the stack under <strong>${esc(o.unitId)}</strong>` : `<strong>${esc(o.unitId)}</strong>`} onto ${esc(sel.id)}, making a stack${o.withStack ? '' : ` with ${esc(o.unitId)} on top`}:</div>` +
      `<div class="buttons"><button type="button" class="primary" data-stack-confirm="1">Stack ${esc(o.unitId)} here (1 action) <kbd>Enter</kbd></button></div></div>`
    : '';
  return offer + unitCard(sel, notes(mode, ctx, sel), heroWith(v, sel.id)) + flyHtml(ctx, sel) + stackPart;
}

/** HC-01: the levels the selected flier may fly to now (the legal fly commands), one button each. */
function flyHtml(ctx: Ctx, sel: UnitState): string {
  const levels = ctx.legal.flatMap((c) => (c.type === 'fly' && c.unitId === sel.id ? [c.altitude] : []));
  if (!levels.length) return '';
  const z = sel.altitude ?? 0;
  const buttons = levels.map((a) => `<button type="button" data-fly="${esc(sel.id)}" data-level="${a}" title="Fly to level ${levelText(a)}">${a > z ? '\u25b2' : '\u25bc'} ${levelText(a)}</button>`).join('');
  return `<div class="offer fly"><div>Fly up or down (one action, its move this turn); now at level ${levelText(z)}${ctx.view.map.cube?.zMax !== undefined ? `, the cube's levels ${levelText(ctx.view.map.cube.zMin ?? 0)}..${levelText(ctx.view.map.cube.zMax)}` : ''}:</div><div class="buttons">${buttons}</div></div>`;
}

export function selectionHtml(mode: Mode, ctx: Ctx, sel: UnitState | null): string {
  const v = ctx.view;
  const mine = isMine(ctx);
  if (v.phase === 'over') {
    const outcome = outcomeFor(v, ctx.side);
    const won = outcome === null ? '' : outcome === 'won' ? 'You won.' : outcome === 'draw' ? 'A draw.' : 'You lost.';
    return `<p class="result">${won} ${esc(v.result?.reason ?? '')}</p>`;
  }
  if (v.phase === 'deploy') return setupHtml(mode, ctx);
  if (v.pending && mine) {
    return (
      pointerWords(`Your <strong>${v.pending.unitId}</strong> may attack: click a target ringed in red (${v.pending.targets.join(', ')}), or Pass.`) +
      `<div class="muted notes">${mode.kind === 'preview' ? 'Odds below: Enter (or the same target again) attacks; Esc closes them.' : pointerWords('Clicking a target shows the odds first.')}</div>`
    );
  }
  if (mode.kind === 'preview' && mine) {
    const others = targetsOf(mode, ctx).filter((t) => t !== mode.targetId);
    return (
      pointerWords(`<strong>${mode.attackerId}</strong> aims at <strong>${mode.targetId}</strong>: Confirm (Enter, or click it again) or Cancel (Esc).`) +
      (others.length ? pointerWords(`<div class="muted notes">Other targets: ${others.join(', ')}; click one to compare.</div>`) : '')
    );
  }
  const firing = offers.shooters(ctx.legal);
  if (v.phase === 'opportunity' && mine && !(sel && firing.includes(sel.id))) {
    return pointerWords(`<strong>Opportunity fire.</strong> Your units with a dashed ring may fire once each at an enemy that moved into their range: ${firing.join(', ') || 'none left'}. Click one (or press N), or Stop firing (E).`);
  }
  // HC-08: the task stage before or after the fight: the task box below is the selected hero's, or the first hero's.
  if (v.phase === 'task' && mine && !sel) return `<strong>${v.scenario.task?.when === 'after' ? 'After' : 'Before'} the fight: the task.</strong> Any of your heroes may attempt it (no square, no action; each attempt takes one turn). Select a hero's unit to choose who, then Attempt task (A); or Give up task (E).`;
  if (v.phase === 'resources' && mine && !sel) return '<strong>Resource phase.</strong> Buy from your side’s list (under Sides and resources), then Done buying (E).';
  if (mode.kind === 'heroMove' && mine) {
    const hero = v.heroes.find((h) => h.id === mode.heroId);
    const to = v.units.filter((u) => offers.heroTargetsOf(ctx.legal, mode.heroId).includes(u.id));
    return (
      pointerWords(`<strong>Moving ${esc(hero?.name ?? '')}</strong> from ${esc(hero?.unitId ?? '')}: click a unit framed with a star, or choose one (1 action):`) +
      `<div class="buttons">${to.map((u) => `<button type="button" data-hero-to="${esc(u.id)}"><span class="side-${u.side}">${esc(u.id)}</span> ${esc(u.name)}</button>`).join('')}<button type="button" data-hero-cancel="1">Cancel <kbd>Esc</kbd></button></div>`
    );
  }
  if (sel) return unitHtml(mode, ctx, sel);
  return ctx.side < 0 ? pointerWords('<span class="muted">Click a unit to see its card.</span>') : pointerWords('<span class="muted">Click one of your units (or press N) to select it.</span>');
}
