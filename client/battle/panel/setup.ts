import { placesOneAtATime } from '../../../shared/battle/rules/deployment.ts';
import { isMine, myReserves, myWaitingHeroes, placing } from '../choices.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import * as offers from '../offers.ts';
import { esc } from './html.ts';
import { unitCard } from './unitCard.ts';
import { pointerWords } from '../pointerWords.ts';

// SW-10 set-up: the units and heroes still to place (one chosen to go next), and "Place all remaining".

/** SW-10: one's waiting heroes as buttons; the one being placed with the units it may go with. */
function heroesPart(mode: Mode, ctx: Ctx): string {
  const heroes = myWaitingHeroes(ctx);
  if (!heroes.length) return '';
  const mine = isMine(ctx);
  const current = mode.kind === 'heroPlace' ? mode.heroId : null;
  const buttons = heroes
    .map((h) => `<button type="button" data-place-hero="${esc(h.id)}" class="${h.id === current ? 'on' : ''}" aria-pressed="${h.id === current}" ${mine ? '' : 'disabled'}>★ ${esc(h.name)}</button>`)
    .join('');
  const part = `<div class="notes">Heroes to place${mine ? ' (H)' : ''}, each with one of your units on the board:</div><div class="buttons heroes-to-place">${buttons}</div>`;
  if (!current || !mine) return part;
  const hero = heroes.find((h) => h.id === current);
  const hosts = ctx.view.units.filter((u) => offers.heroHostsOf(ctx.legal, current).includes(u.id));
  return (
    part +
    pointerWords(`<div class="offer"><strong>Placing ★ ${esc(hero?.name ?? current)}</strong>: click one of your units framed with a star, or choose one:`) +
    `<div class="buttons">${hosts.map((u) => `<button type="button" data-hero-to="${esc(u.id)}"><span class="side-${u.side}">${esc(u.id)}</span> ${esc(u.name)}</button>`).join('')}<button type="button" data-hero-cancel="1">Cancel <kbd>Esc</kbd></button></div></div>`
  );
}

export function setupHtml(mode: Mode, ctx: Ctx): string {
  const v = ctx.view;
  if (ctx.side < 0) {
    const heroes = v.heroes.filter((h) => !h.unitId).length;
    return `<strong>Set-up.</strong> <span class="muted">The sides have ${v.reserves.length} unit${v.reserves.length === 1 ? '' : 's'}${heroes ? ` and ${heroes} hero${heroes === 1 ? '' : 'es'}` : ''} still to place.</span>`;
  }
  const mine = isMine(ctx);
  const left = myReserves(ctx);
  const heroesLeft = myWaitingHeroes(ctx).length;
  // In the set-up a hero without a unit is one still to place.
  const theirs = v.reserves.filter((u) => u.side !== ctx.side).length + v.heroes.filter((h) => h.side !== ctx.side && !h.unitId).length;
  const current = placing(mode, ctx);
  return (
    `<strong>Set-up.</strong> ${left.length ? `${mine ? 'Place' : 'Still to place'}: ` : 'All your units are placed.'}` +
    (left.length
      ? `<div class="buttons reserves">${left.map((u) => `<button type="button" data-reserve="${esc(u.id)}" class="${u.id === current?.id ? 'on' : ''}" title="${esc(u.name)}">${esc(u.id)} ${esc(u.name)}</button>`).join('')}</div>` +
        (mine && current ? pointerWords(`<div class="muted notes">Click a highlighted square of your deploy area to place ${esc(current.id)}; N picks the next unit.</div>`) : '')
      : '') +
    heroesPart(mode, ctx) +
    (mine && (left.length || heroesLeft) ? `<div class="buttons"><button type="button" data-deploy-all="1">${placesOneAtATime(v) ? 'Place one' : 'Place all remaining'}</button>${placesOneAtATime(v) ? ' <span class="muted">(figures go one at a time in turn: this places your next one for you)</span>' : ''}</div>` : '') +
    (theirs ? `<div class="muted notes">The other side has ${theirs} still to place.</div>` : '') +
    (current && mine ? unitCard(current, []) : '')
  );
}
