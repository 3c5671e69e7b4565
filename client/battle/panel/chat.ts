import type { ServerMessage } from '../../../shared/protocol/messages.ts';
import type { Session } from '../../net/session.ts';
import { sideShape } from './html.ts';
import { pinToNewest } from './logPin.ts';
import { rematchRoom } from './rematch.ts';

// The chat box in the side panel: a line of text and Enter to send it, to all or to one's side (and
// allies); a spectator's goes to spectators. Every line is put on the page as text (textContent),
// never as HTML: what another player typed cannot become markup or script here.

const MAX = 300;
/** Lines kept on the page; older ones scroll away for good. */
const KEEP = 200;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

const TO: Record<ServerMessage<'chat'>['to'], string> = { all: 'to all', side: 'to side', spectators: 'to spectators' };

/** Builds the box before the combat log and wires it to the session. */
export function startChat<V, C>(session: Session<V, C>, panel: HTMLElement, before: HTMLElement | null): void {
  const list = el('ol', { id: 'chat-lines' });
  list.setAttribute('aria-live', 'polite');
  const to = el('select', { id: 'chat-to' }, el('option', { value: 'all', textContent: 'All' }), el('option', { value: 'side', textContent: 'Side' }));
  to.setAttribute('aria-label', 'Send to');
  const input = el('input', { id: 'chat-input', type: 'text', maxLength: MAX, placeholder: 'Say something, Enter to send', autocomplete: 'off' });
  input.setAttribute('aria-label', 'Chat message');
  const form = el('form', { id: 'chat-form' }, to, input);
  const section = el('section', { id: 'chat' }, el('h2', { textContent: 'Chat' }), list, form);
  panel.insertBefore(section, before);

  session.on('welcome', (m) => {
    // Spectators talk to spectators only; the gamemaster has no side.
    const role = m.you.role;
    to.hidden = role !== 'player';
    to.value = 'all';
    input.placeholder = role === 'spectator' ? 'Say something to the other spectators' : 'Say something, Enter to send';
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    session.chat(to.value === 'side' ? 'side' : 'all', text);
    input.value = '';
  });
  // The battle's keys (N, E, arrows…) stay out of the text box.
  input.addEventListener('keydown', (e) => e.stopPropagation());

  const follow = pinToNewest(list);
  session.on('chat', (m) => {
    const who = el('strong', { className: m.side !== undefined ? `side-${m.side}` : 'muted', textContent: `${m.side !== undefined ? `${sideShape(m.side)} ` : ''}${m.from}` });
    const where = el('span', { className: 'muted small', textContent: ` (${TO[m.to]})` });
    // A rematch's link (only to a battle on this server) is a link; anything else is text.
    const rematch = rematchRoom(m.text, location.origin);
    const text = rematch
      ? el('span', { className: 'chat-text' }, ': Rematch: ', el('a', { href: `?battle=${encodeURIComponent(rematch)}`, textContent: 'join the rematch' }))
      : el('span', { className: 'chat-text', textContent: `: ${m.text}` });
    list.append(el('li', { className: m.to === 'all' ? '' : 'private' }, who, where, text));
    while (list.children.length > KEEP) list.firstElementChild!.remove();
    follow();
  });
}
