import type { SeatInfo } from '../../shared/protocol/messages.ts';
import { $, el, shape } from './dom.ts';
import { seatText } from './lobbyView.ts';

// The waiting room beside the board until the battle starts: the seats filling live, the link to
// invite others, and Start, enabled for the creator only once every seat is filled or scripted.

/** What the waiting room needs of the battle's Session (only its type reaches the start page). */
export interface WaitingSession {
  on(what: 'welcome', handler: (m: { creator: boolean; you: { role: string; side?: number } }) => void): void;
  on(what: 'view', handler: (now: { seats: (SeatInfo & { scripted?: boolean })[]; started: boolean }) => void): void;
  room: { send(type: string): void };
}

export function showWaitingRoom(session: WaitingSession, link: string): void {
  const box = $('share');
  const start = $<HTMLButtonElement>('start-battle');
  let creator = false;
  let mySide = -1;
  ($('share-link') as HTMLInputElement).value = link;
  $('copy-link').addEventListener('click', () => {
    void navigator.clipboard?.writeText(link).catch(() => undefined);
    ($('share-link') as HTMLInputElement).select();
  });
  start.addEventListener('click', () => session.room.send('start'));
  session.on('welcome', (m) => {
    creator = m.creator;
    mySide = m.you.role === 'player' ? (m.you.side ?? -1) : -1;
  });
  session.on('view', (now) => {
    box.hidden = now.started;
    if (now.started) return;
    const filled = now.seats.every((s) => s.taken || s.scripted);
    $('waiting-seats').replaceChildren(...now.seats.map((s) => el('li', { class: `side-${s.side}` }, `${shape(s.side)} ${s.name} — `, el('span', { class: s.taken ? '' : 'muted', text: seatText(s) }), s.side === mySide ? el('span', { class: 'you', text: 'you' }) : null)));
    start.hidden = !creator;
    start.disabled = !filled;
    $('waiting-text').textContent = creator
      ? filled
        ? 'Every seat is filled: start the battle when you are ready.'
        : 'Send the link; Start is enabled once every seat is filled.'
      : filled
        ? 'Every seat is filled: waiting for the creator to start.'
        : 'Waiting for every seat to fill; the creator then starts the battle.';
  });
}
