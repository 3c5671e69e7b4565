import type { BattleView } from '../../../shared/battle/model.ts';
import { NARRATION_MAX, type GamemasterAct } from '../../../shared/core/table.ts';
import type { MatchView, SeatInfo } from '../../../shared/protocol/messages.ts';

// The gamemaster's table (shown to the gamemaster only): pause and resume, a line of narration for
// the combat log, each seat handed to the scripted opponent or back, and the battle ended with a
// ruling. Plain buttons and form fields, so the keyboard works as well as the mouse; the server
// decides (a refusal shows in the panel's rejection line). Built with DOM calls, never from HTML
// strings: side names and texts are shown as text.

const REASON_MAX = 200;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

/**
 * What a seat's hand-over buttons may do: give to the scripted opponent only when its player is not
 * there; give back a scripted seat, except the computer's own in a solo battle (no player ever held it).
 */
export function seatActions(s: SeatInfo, solo = false): { give: boolean; back: boolean; status: string } {
  const computer = solo && s.scripted && !s.taken;
  const status = computer ? 'computer' : s.scripted ? 'scripted opponent' : !s.taken ? 'empty seat' : s.connected ? 'connected' : 'disconnected';
  return { give: !s.scripted && !s.connected, back: s.scripted && !computer, status };
}

export class GamemasterPanel {
  private root: HTMLElement;
  private pause: HTMLButtonElement;
  private seats: HTMLElement;
  private winners: HTMLFieldSetElement;
  private end: HTMLButtonElement;
  private narrate: HTMLButtonElement;
  private shown = '';
  /** The parts only the gamemaster has (a creator without a gamemaster only hands seats over). */
  private gmOnly: HTMLElement[];
  private title: HTMLElement;

  constructor(
    parent: HTMLElement,
    before: Element | null,
    private readonly send: (act: GamemasterAct) => void,
  ) {
    this.pause = el('button', { type: 'button', id: 'gm-pause', title: 'Stop or restart the battle and its clock' }, 'Pause');
    this.pause.addEventListener('click', () => this.send({ type: this.pause.dataset.paused === '1' ? 'resume' : 'pause' }));

    const text = el('textarea', { id: 'gm-narration', maxLength: NARRATION_MAX, rows: 2, placeholder: 'Narration for everyone’s combat log' });
    text.setAttribute('aria-label', 'Narration');
    const narrate = el('form', { id: 'gm-narrate' }, el('div', { className: 'gm-row' }, text), el('div', { className: 'gm-row' }, (this.narrate = el('button', { type: 'submit' }, 'Narrate')), el('span', { className: 'muted small' }, 'Ctrl+Enter sends')));
    narrate.addEventListener('submit', (e) => {
      e.preventDefault();
      const t = text.value.trim();
      if (!t) return;
      this.send({ type: 'narrate', text: t.slice(0, NARRATION_MAX) });
      text.value = '';
    });
    text.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        narrate.requestSubmit();
      }
    });

    this.seats = el('div', { id: 'gm-seats' });

    this.winners = el('fieldset', {}, el('legend', {}, 'Winners (none: a draw)'));
    const reason = el('input', { type: 'text', id: 'gm-reason', maxLength: REASON_MAX, placeholder: 'Reason for the ruling', required: true });
    reason.setAttribute('aria-label', 'Reason for the ruling');
    this.end = el('button', { type: 'submit', id: 'gm-end' }, 'End with this ruling');
    const ruling = el('form', { id: 'gm-ruling' }, this.winners, el('div', { className: 'gm-row' }, reason), el('div', { className: 'gm-row' }, this.end));
    ruling.addEventListener('submit', (e) => {
      e.preventDefault();
      const r = reason.value.trim();
      if (!r) return reason.focus();
      const winners = [...this.winners.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => Number(i.value));
      this.send({ type: 'ruling', winners, reason: r.slice(0, REASON_MAX) });
    });
    const rulingBox = el('details', {}, el('summary', {}, 'End the battle with a ruling'), ruling);

    const pauseRow = el('div', { className: 'gm-row' }, this.pause);
    this.gmOnly = [pauseRow, narrate, rulingBox];
    this.title = el('h2', {}, 'Gamemaster');
    this.root = el('section', { id: 'gamemaster', hidden: true }, this.title, pauseRow, narrate, el('h3', {}, 'Seats'), this.seats, rulingBox);
    this.root.setAttribute('aria-label', "The gamemaster's table");
    parent.insertBefore(this.root, before);
  }

  /**
   * Shown only to the gamemaster, or (its seats part alone) to the creator of a battle without one;
   * each refresh updates the buttons without rebuilding what has focus.
   */
  show(match: MatchView<BattleView> | null, role: 'gamemaster' | 'creator' | null, solo = false): void {
    this.root.hidden = !role || !match;
    if (!role || !match) return;
    for (const e of this.gmOnly) e.hidden = role !== 'gamemaster';
    this.title.textContent = role === 'gamemaster' ? 'Gamemaster' : 'Your battle (you created it)';
    const over = match.game.phase === 'over';
    this.pause.dataset.paused = match.paused ? '1' : '0';
    this.pause.textContent = match.paused ? 'Resume' : 'Pause';
    this.pause.disabled = over;
    this.end.disabled = over;
    this.narrate.disabled = over;
    const key = JSON.stringify([match.seats, over, solo]);
    if (key === this.shown) return;
    this.shown = key;
    this.seats.replaceChildren(...match.seats.map((s) => this.seatRow(s, over, solo)));
    if (this.winners.querySelectorAll('input').length !== match.seats.length) {
      this.winners.replaceChildren(
        el('legend', {}, 'Winners (none: a draw)'),
        ...match.seats.map((s) => el('label', {}, el('input', { type: 'checkbox', value: String(s.side) }), ` ${s.name}`)),
      );
    }
  }

  private seatRow(s: SeatInfo, over: boolean, solo: boolean): HTMLElement {
    const a = seatActions(s, solo);
    const give = el('button', { type: 'button', className: 'small', disabled: over || !a.give, title: 'Give this seat to the scripted opponent (its player has been gone for the hand-over wait, or it is empty)' }, 'Give to scripted');
    give.addEventListener('click', () => this.send({ type: 'control', side: s.side, scripted: true }));
    const back = el('button', { type: 'button', className: 'small', disabled: over || !a.back, title: 'Give this seat back to its player (or leave it open for one)' }, 'Give back');
    back.addEventListener('click', () => this.send({ type: 'control', side: s.side, scripted: false }));
    return el('div', { className: 'gm-row' }, el('span', { className: `gm-seat side-${s.side}` }, `${s.name} `, el('span', { className: 'muted small' }, `(${a.status})`)), give, back);
  }
}
