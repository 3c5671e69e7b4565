import type { SeatInfo } from '../../shared/protocol/messages.ts';
import { el, shape } from './dom.ts';
import type { LobbyList, ListedBattle } from './lobbyList.ts';

// The list of open battles on the start page, redrawn from the LobbyList whenever the lobby room says
// something changed. Every name (players' and scenarios') is set as text.

export interface LobbyActions {
  join(roomId: string, side: number): void;
  watch(roomId: string): void;
}

const STATUS = { waiting: 'Waiting for players', playing: 'Playing', finished: 'Finished' } as const;

/** What one seat shows: who holds it, or that it is free, scripted or disconnected. */
export function seatText(s: SeatInfo & { scripted?: boolean }): string {
  if (s.scripted) return 'scripted opponent';
  if (!s.taken) return 'free';
  const who = s.player ?? 'a player';
  return s.connected ? who : `${who} (disconnected)`;
}

function row(b: ListedBattle, act: LobbyActions): HTMLElement {
  const l = b.listing;
  const seats = el('ul', { class: 'seat-list' });
  for (const s of l.seats) {
    const free = !s.taken && !s.scripted && l.status === 'waiting';
    seats.append(
      el(
        'li',
        { class: `side-${s.side}` },
        el('span', { text: `${shape(s.side)} ${s.name}` }),
        el('span', { class: free ? 'free' : 'muted', text: ` — ${seatText(s)}` }),
        free ? el('button', { type: 'button', class: 'small-button', 'aria-label': `Join ${l.name} as ${s.name}`, 'data-key': `${b.roomId}:${s.side}`, text: 'Join', onclick: () => act.join(b.roomId, s.side) }) : null,
      ),
    );
  }
  const teams = new Set(l.seats.map((s) => s.team)).size;
  const sides = l.seats.length;
  return el(
    'li',
    { class: 'battle', 'data-room': b.roomId },
    el('div', { class: 'battle-head' }, el('strong', { text: l.name }), el('span', { class: 'muted', text: ` on ${l.mapName} · ${sides} sides${teams < sides ? ` in ${teams} teams` : ''}${l.gamemaster ? ' · gamemaster' : ''}` }), el('span', { class: `status status-${l.status}`, text: STATUS[l.status] })),
    seats,
    el('button', { type: 'button', class: 'small-button', 'aria-label': `Watch ${l.name}`, 'data-key': `${b.roomId}:watch`, text: 'Watch', onclick: () => act.watch(b.roomId) }),
  );
}

export function showLobbyList(list: LobbyList, box: HTMLElement, act: LobbyActions): void {
  const draw = () => {
    const battles = list.list();
    // Redrawn live: keep the keyboard focus on the same button when it is still there.
    const focused = box.contains(document.activeElement) ? document.activeElement!.getAttribute('data-key') : null;
    box.replaceChildren(...(battles.length ? battles.map((b) => row(b, act)) : [el('li', { class: 'muted', text: 'No open battles yet: create one below.' })]));
    if (focused) box.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus();
  };
  list.onChange(draw);
  draw();
}
