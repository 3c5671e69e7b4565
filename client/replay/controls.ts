import { keyMove, type Move, type TurnStart } from './steps.ts';

// The replay's controls at the top of the side panel: first / back / forward / last, a turn to jump
// to, a slider over every command, and the keys ← → Home End. Built here so the battle page's HTML
// stays the battle's; every label is set as text.

export interface ReplayControls {
  /** Shows step k: its position, what was done, the turn it is in. */
  show(k: number, turnStep: number, what: string): void;
  /** Shows whether Play is on. */
  playing(on: boolean): void;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const e = Object.assign(document.createElement(tag), props);
  e.append(...children);
  return e;
}

export function replayControls(panel: HTMLElement, n: number, starts: readonly TurnStart[], turnName: (turn: number) => string, go: (to: Move | number) => void, togglePlay: () => void = () => {}): ReplayControls {
  const button = (move: Move, text: string, title: string) => {
    const b = el('button', { type: 'button', id: `replay-${move}`, title, textContent: text });
    b.addEventListener('click', () => go(move));
    return b;
  };
  const first = button('first', '« First', 'The set-up, before any command (Home)');
  const back = button('back', '◀ Back', 'One command back (←)');
  const forward = button('forward', 'Forward ▶', 'One command on (→)');
  const last = button('last', 'Last »', 'The end of the battle (End)');
  const play = el('button', { type: 'button', id: 'replay-play', title: 'Play the battle command by command, as it was played (P)', textContent: 'Play' });
  play.setAttribute('aria-pressed', 'false');
  play.addEventListener('click', () => togglePlay());
  const turn = el('select', { id: 'replay-turn', title: 'Jump to the start of a turn' });
  turn.setAttribute('aria-label', 'Jump to turn');
  for (const s of starts) turn.append(el('option', { value: String(s.step), textContent: turnName(s.turn) }));
  turn.addEventListener('change', () => go(Number(turn.value)));
  const slider = el('input', { type: 'range', id: 'replay-slider', min: '0', max: String(n), step: '1', value: '0' });
  slider.setAttribute('aria-label', 'Command');
  slider.addEventListener('input', () => go(Number(slider.value)));
  const where = el('p', { id: 'replay-step', className: 'small' });
  where.setAttribute('aria-live', 'polite');
  const section = el(
    'section',
    { id: 'replay-controls' },
    el('h2', { textContent: 'Replay' }),
    el('div', { className: 'buttons' }, first, back, forward, last, play),
    el('div', { className: 'replay-row' }, el('label', { textContent: 'Turn ' }, turn), slider),
    where,
    el('p', { className: 'muted small', textContent: 'Keys: ← → one command, Home / End the start / the end, P play or pause. Click a unit for its card, a log line to go to it.' }),
  );
  panel.prepend(section);

  document.addEventListener('keydown', (e) => {
    const t = e.target as HTMLElement | null;
    // The slider and the turn list take the arrow keys themselves (and tell us through their events).
    if (e.ctrlKey || e.metaKey || e.altKey || (t && ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))) return;
    if (e.key === 'p' || e.key === 'P') {
      e.preventDefault();
      togglePlay();
      return;
    }
    const move = keyMove(e.key);
    if (!move) return;
    e.preventDefault();
    go(move);
  });

  return {
    playing(on) {
      play.textContent = on ? 'Pause' : 'Play';
      play.setAttribute('aria-pressed', String(on));
      play.disabled = !on && slider.value === String(n);
    },
    show(k, turnStep, what) {
      slider.value = String(k);
      turn.value = String(turnStep);
      first.disabled = back.disabled = k === 0;
      forward.disabled = last.disabled = k === n;
      play.disabled = k === n && play.getAttribute('aria-pressed') !== 'true';
      where.textContent = `Command ${k} of ${n}${what ? `: ${what}` : ' (the set-up, before any command)'}`;
    },
  };
}
