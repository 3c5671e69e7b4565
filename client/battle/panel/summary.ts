import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { esc, sideShape } from './html.ts';
import { lossesBySide, luckBySide, luckWords } from './luck.ts';
import { outcomeFor, resultHtml } from './status.ts';
import { peopleOutcome } from './bystanderWords.ts';

// The end of a battle: a dialog over the page with who won and why, each side's losses and dice luck
// against expectation, a Rematch button and a link to the battle's replay. It opens by itself once
// when the battle ends (for the players and the gamemaster); the result box in the panel opens it again.

export interface SummaryInput {
  view: BattleView;
  side: number;
  events: BattleEvent[];
  roomId: string;
  /** May start a rematch (a player or the gamemaster; a spectator follows a link). */
  canRematch: boolean;
}

/** The summary's inner HTML: every name and reason escaped. */
export function summaryHtml(s: SummaryInput): string {
  const v = s.view;
  const luck = luckBySide(v, s.events);
  const losses = lossesBySide(v, s.events);
  const rows = v.sideNames
    .map((name, side) => {
      const l = losses[side];
      const k = luck[side];
      const dmg = k.attacks ? `; damage dealt ${k.damage}, expected ${k.expectedDamage.toFixed(1)}` : '';
      return (
        `<tr><th scope="row" class="side-${side}">${sideShape(side)} ${esc(name)}${side === s.side ? ' (you)' : ''}</th>` +
        `<td>${l.killed}</td><td>${l.standing}${l.hurt ? ` (${l.hurt} hurt)` : ''}</td><td>${esc(luckWords(k))}${dmg}</td></tr>`
      );
    })
    .join('');
  const outcome = outcomeFor(v, s.side);
  const people = peopleOutcome(v);
  return (
    `<h2 id="summary-title">${outcome === 'won' ? 'Victory' : outcome === 'lost' ? 'Defeat' : 'Battle over'}</h2>` +
    `<div class="summary-result">${resultHtml(v, s.side, false)}</div>` +
    (people ? `<p class="summary-people">${esc(people)}</p>` : '') +
    `<table class="summary-table"><caption>Losses and dice luck, turn ${v.turn}</caption>` +
    `<thead><tr><th scope="col">Side</th><th scope="col">Units killed</th><th scope="col">Standing</th><th scope="col">Dice luck</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<p class="muted small">Luck counts the opposed rolls each side won, attacking or defending, against its exact chance of winning each (the rules’ own odds of the dice rolled, as the odds panel shows them).</p>` +
    `<div class="buttons">` +
    (s.canRematch ? `<button type="button" id="rematch" class="primary">Rematch</button>` : '') +
    `<a id="summary-replay" class="button-link" href="?replay=${encodeURIComponent(s.roomId)}">Replay this battle</a>` +
    `<button type="button" id="summary-close">Close</button></div>` +
    `<p id="rematch-status" class="small" role="status"></p>`
  );
}

/** The dialog element, made once. */
function dialog(): HTMLDialogElement {
  let d = document.getElementById('summary') as HTMLDialogElement | null;
  if (d) return d;
  d = document.createElement('dialog');
  d.id = 'summary';
  d.setAttribute('aria-labelledby', 'summary-title');
  d.append(Object.assign(document.createElement('div'), { id: 'summary-body' }));
  document.body.append(d);
  d.addEventListener('click', (e) => {
    const t = e.target as HTMLElement;
    if (t.id === 'summary-close') d!.close();
  });
  return d;
}

let shownFor: string | null = null;

/**
 * Fills the summary and opens it the first time the battle is seen over; `onRematch` runs on the
 * Rematch button. Later calls only refresh its contents (a late event, a rematch note).
 */
export function showSummary(s: SummaryInput, onRematch: () => void): void {
  const d = dialog();
  const body = document.getElementById('summary-body')!;
  const html = summaryHtml(s);
  if (body.dataset.html !== html) {
    const status = document.getElementById('rematch-status')?.cloneNode(true);
    body.dataset.html = html;
    body.innerHTML = html;
    // A rematch link already announced stays.
    if (status) document.getElementById('rematch-status')!.replaceWith(status);
    document.getElementById('rematch')?.addEventListener('click', onRematch);
  }
  // It opens by itself for those who fought (players, the gamemaster); a spectator opens it from the result box.
  if (shownFor !== s.roomId) {
    shownFor = s.roomId;
    if (!d.open && s.canRematch) d.showModal();
  }
}

export function openSummary(): void {
  const d = document.getElementById('summary') as HTMLDialogElement | null;
  if (d && !d.open) d.showModal();
}

/** A line under the buttons: what the rematch is doing, or a link to one someone started. */
export function rematchNote(text: string, link?: { href: string; label: string }): void {
  const p = document.getElementById('rematch-status');
  if (!p) return;
  p.replaceChildren(text);
  if (link) {
    const a = document.createElement('a');
    a.href = link.href;
    a.id = 'rematch-link';
    a.textContent = link.label;
    p.append(' ', a);
  }
}
