import { isMine, myReserves, placing } from '../choices.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import { esc } from './html.ts';
import { unitCard } from './unitCard.ts';

// SW-10 set-up: the units still to place (one chosen to go next), and "Place all remaining".

export function setupHtml(mode: Mode, ctx: Ctx): string {
  const v = ctx.view;
  if (ctx.side < 0) return `<strong>Set-up.</strong> <span class="muted">The sides have ${v.reserves.length} unit${v.reserves.length === 1 ? '' : 's'} still to place.</span>`;
  const mine = isMine(ctx);
  const left = myReserves(ctx);
  const theirs = v.reserves.filter((u) => u.side !== ctx.side).length;
  const current = placing(mode, ctx);
  return (
    `<strong>Set-up.</strong> ${left.length ? `${mine ? 'Place' : 'Still to place'}: ` : 'All your units are placed.'}` +
    (left.length
      ? `<div class="buttons reserves">${left.map((u) => `<button type="button" data-reserve="${esc(u.id)}" class="${u.id === current?.id ? 'on' : ''}" title="${esc(u.name)}">${esc(u.id)} ${esc(u.name)}</button>`).join('')}</div>` +
        (mine
          ? `<div class="muted notes">Click a highlighted square of your deploy area to place ${esc(current?.id ?? '')}; N picks the next unit.</div><div class="buttons"><button type="button" data-deploy-all="1">Place all remaining</button></div>`
          : '')
      : '') +
    (theirs ? `<div class="muted notes">The other side has ${theirs} still to place.</div>` : '') +
    (current && mine ? unitCard(current, []) : '')
  );
}
