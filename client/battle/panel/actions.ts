import { recoverHint, whyNoShot, whyNoHeroMove } from '../../../shared/battle/queries/hints.ts';
import { heroWith } from '../../../shared/battle/rules/heroes.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import { chosenBoost, chosenHelpers, isMine } from '../choices.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import * as offers from '../offers.ts';
import { setHtml } from './html.ts';
import { taskCommand, taskHelpers, taskHero, taskOddsHtml } from './taskPanel.ts';
import { objectiveOffer } from './objectives.ts';
import { defenceOddsHtml } from './defenceOdds.ts';
import { breachOffer } from './breachOffer.ts';
import { tipButtons } from './tipButtons.ts';

// The phase buttons (End phase, Pass) and the selected unit's actions (Shoot, Recover, Move hero, Buy
// action): enabled for what legalCommands offers, titled with the engine's reason when they are not.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

function button(id: string, o: { hidden: boolean; disabled?: boolean; html?: string; title?: string; on?: boolean }): HTMLButtonElement {
  const b = $<HTMLButtonElement>(id);
  b.hidden = o.hidden;
  if (o.disabled !== undefined) b.disabled = o.disabled;
  if (o.html !== undefined && b.innerHTML !== o.html) b.innerHTML = o.html;
  if (o.title !== undefined) b.title = o.title;
  if (o.on !== undefined) b.classList.toggle('on', o.on);
  return b;
}

export function showButtons(mode: Mode, ctx: Ctx, sel: UnitState | null): void {
  const v = ctx.view;
  const legal = ctx.legal;
  const mine = isMine(ctx);
  const watching = ctx.side < 0;
  const endNo = ctx.check({ type: 'endPhase' });
  // HC-08: ending the task stage gives the task up.
  const label = v.phase === 'opportunity' ? 'Stop firing' : v.phase === 'resources' ? 'Done buying' : v.phase === 'task' ? 'Give up task' : 'End phase';
  const what = v.phase === 'opportunity' ? 'Fire no more this phase' : v.phase === 'resources' ? 'End your resource phase' : v.phase === 'task' ? `Give the task up: it fails${v.scenario.task?.when === 'before' ? ' and the step is lost, with no fight' : ' and the step is lost'}` : 'End your move phase';
  button('end-phase', {
    hidden: watching || v.phase === 'deploy' || v.phase === 'over',
    disabled: !offers.has(legal, 'endPhase'),
    html: `${label} <kbd>E</kbd>`,
    title: offers.has(legal, 'endPhase') ? `${what} (E)` : (endNo?.message ?? ''),
  });
  button('pass', { hidden: watching || v.phase !== 'combat', disabled: !offers.has(legal, 'pass') });

  const own = sel && sel.side === ctx.side && mine && v.phase === 'move' && sel.x >= 0 ? sel : null;
  const canShoot = !!own && offers.has(legal, 'shoot', own.id);
  const shooting = mode.kind === 'shooting' || (mode.kind === 'preview' && mode.back === 'shooting');
  const shoot = button('act-shoot', {
    hidden: !own?.missileRange,
    disabled: !canShoot,
    on: shooting,
    html: `${shooting ? 'Shooting…' : 'Shoot'} <kbd>S</kbd>`,
    title: !own ? '' : canShoot ? 'Choose a ringed enemy to shoot at (S)' : (whyNoShot(v, ctx.side, own.id) ?? ''),
  });
  const rec = own ? recoverHint(v, ctx.side, own.id) : null;
  const recover = button('act-recover', {
    hidden: !rec,
    disabled: !own || !offers.has(legal, 'recover', own.id),
    html: `Recover (${rec?.cost ?? 0} RP) <kbd>R</kbd>`,
    title: !own || !rec ? '' : (rec.reason ?? `Recover ${own.name} for ${rec.cost} RP (R)`),
  });
  const canBuy = offers.has(legal, 'buyAction');
  const buy = button('act-buy-action', {
    hidden: !(mine && v.phase === 'move'),
    disabled: !canBuy,
    title: canBuy ? `Buy one more action; you have ${v.resources[ctx.side]} RP (B)` : (ctx.check({ type: 'buyAction' })?.message ?? ''),
  });
  const hero = own ? heroWith(v, own.id) : undefined;
  const heroTo = hero ? offers.heroTargetsOf(legal, hero.id) : [];
  const moving = mode.kind === 'heroMove';
  const heroB = button('act-hero', {
    hidden: !hero,
    disabled: !heroTo.length && !moving,
    on: moving,
    html: `${moving ? 'Moving hero…' : 'Move hero'} <kbd>H</kbd>`,
    title: !hero ? '' : heroTo.length ? `Move ${hero.name} to another unit of yours (H)` : (whyNoHeroMove(v, ctx.side, hero.id) ?? ''),
  });
  // HC-08: in the task stage the selected unit (or, with none, the side's first hero) attempts.
  const task = showTask(ctx, own ?? (mine && v.phase === 'task' && sel?.side === ctx.side ? sel : null), chosenHelpers(mode), chosenBoost(mode));
  // HC-06: the objective next to the selected unit (the Victory Button, a control board, a device, the key).
  const offer = objectiveOffer(v, legal, own);
  const objective = button('act-objective', { hidden: !offer, html: offer?.label ?? 'Use objective', title: offer ? `${offer.label}: one action` : '' });
  objective.dataset.command = offer ? JSON.stringify(offer.command) : '';
  // HC-06 Automated Defences: the attack's exact odds under its button, before the player commits it.
  const defenceOdds = $('defence-odds');
  const showDefence = !!offer?.preview && !!own && mode.kind !== 'preview';
  defenceOdds.hidden = !showDefence;
  setHtml(defenceOdds, showDefence && own && offer?.preview && offer.command.type === 'attackDefence' ? defenceOddsHtml(offer.preview, own, offer.command.at) : '');
  // HC-06: the wall square next to the selected unit it may break (the first offered), with the exact chance.
  const wall = breachOffer(v, legal, own);
  const breachB = button('act-breach', { hidden: !wall, html: wall?.label ?? 'Break wall', title: wall?.title ?? '' });
  breachB.dataset.command = wall ? JSON.stringify(wall.command) : '';
  // HC-05: the pilot whose control won may tip its platform (K, then a square or an arrow).
  const tip = tipButtons(mode, legal, own);
  const tipB = button('act-tip', { hidden: !tip.shown, on: tip.choosing, html: tip.label, title: tip.title });
  setHtml($('tip-dirs'), tip.arrows);
  $('tip-dirs').hidden = !tip.choosing;
  $('actions').hidden = (shoot.hidden && recover.hidden && buy.hidden && heroB.hidden && task.hidden && objective.hidden && breachB.hidden && tipB.hidden) || mode.kind === 'preview';
  $('task-odds').hidden = task.hidden || mode.kind === 'preview';
}

/**
 * HC-08/HC-09: the selected unit's hero and the step's task: the odds of the attempt as chosen now
 * (with the helpers chosen, where heroes work together), the boxes to choose them, and the button or
 * the reason. Every verdict is the engine's check of the very command the button sends.
 */
function showTask(ctx: Ctx, own: UnitState | null, chosen: string[], boostTo?: string): HTMLButtonElement {
  const v = ctx.view;
  const hero = own || (v.phase === 'task' && isMine(ctx)) ? taskHero(v, ctx.side, own?.id ?? null) : null;
  const command = hero ? taskCommand(v, ctx.side, hero, chosen, boostTo) : null;
  const why = command ? ctx.check(command) : null;
  if (hero) {
    const group = { helpers: taskHelpers(v, ctx.side, hero), chosen: command?.with ?? [], whyNot: (id: string) => ctx.check(taskCommand(v, ctx.side, hero, [...chosen, id])), boostTo: command?.boostTo };
    // A box toggled from the keyboard keeps the focus when the box is drawn again.
    const focused = (document.activeElement as HTMLElement | null)?.dataset;
    setHtml($('task-odds'), taskOddsHtml(v, hero, why, group));
    if (focused?.taskWith) $('task-odds').querySelector<HTMLElement>(`[data-task-with="${CSS.escape(focused.taskWith)}"]`)?.focus();
    if (focused?.taskBoost) $('task-odds').querySelector<HTMLElement>(`[data-task-boost="${CSS.escape(focused.taskBoost)}"]`)?.focus();
  }
  const names = hero ? [hero, ...v.heroes.filter((h) => command?.with?.includes(h.id))].map((h) => h.name).join(' and ') : '';
  return button('act-task', {
    hidden: !hero,
    disabled: !!why,
    html: `${command?.with ? 'Attempt task together' : 'Attempt task'} <kbd>A</kbd>`,
    title: !hero ? '' : why ? why.message : `${names} ${command?.with ? 'attempt the task together' : 'attempts the task'} (A)`,
  });
}
