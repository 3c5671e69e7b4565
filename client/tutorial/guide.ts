import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import type { BoardPicture } from '../battle/board/types.ts';
import { pointerWords } from '../battle/pointerWords.ts';
import { advance, count, current, LESSONS, skip, START, type Progress, type Seen } from './steps.ts';

// The tutorial's box at the top of the battle panel (on a phone: a compact bar at the top of the
// bottom sheet, shown even while the sheet is closed). It looks at what the battle page holds (the
// view, the combat log's events, the board's picture) and lets steps.ts say which lesson is next.
// It never blocks the board and decides nothing about the battle.

/** What the guide reads of the battle's session and controller. */
export interface GuideSession {
  current(): { game: BattleView; started: boolean; seats: { taken: boolean; scripted?: boolean }[] } | null;
  on(what: 'view', handler: () => void): void;
  on(what: 'events', handler: (m: { events: unknown[] }) => void): void;
  you: { role: string; side?: number } | null;
  room: { roomId: string; send(type: string): void };
}

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text = ''): HTMLElementTagNameMap[K] => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.textContent = text;
  return e;
};

const storeKey = (roomId: string) => `tutorial:${roomId}`;

function load(roomId: string): Progress {
  try {
    const raw = localStorage.getItem(storeKey(roomId));
    return raw ? { ...START, ...(JSON.parse(raw) as Partial<Progress>) } : START;
  } catch {
    return START;
  }
}

/** `created`: this page has just created the tutorial's room, so it starts the battle itself. */
export function startGuide(session: GuideSession, picture: () => BoardPicture | null, created: boolean, hover: () => Square | null = () => null): void {
  const roomId = session.room.roomId;
  let progress = load(roomId);
  let creator = created;
  let pending: BattleEvent[] = [];
  let shownId: string | null = null;

  const box = el('section', { id: 'guide', 'aria-label': 'Tutorial', tabindex: '0' });
  const head = el('p', { class: 'guide-count muted small' });
  const title = el('h2', { id: 'guide-title' });
  const text = el('p', { id: 'guide-text' });
  const todo = el('p', { id: 'guide-todo' });
  const status = el('p', { id: 'guide-status', class: 'small', role: 'status' });
  const next = el('button', { type: 'button', id: 'guide-next', title: 'Go on to the next lesson (Enter)' }, 'Next lesson');
  const close = el('button', { type: 'button', id: 'guide-close', title: 'Close the guide (Esc)' }, 'Close guide');
  const buttons = el('div', { class: 'buttons' });
  buttons.append(next, close);
  box.append(head, title, text, todo, buttons, status);
  const reopen = el('button', { type: 'button', id: 'guide-open', title: 'Show the tutorial guide again' }, 'Show the guide');
  const panel = document.getElementById('panel')!;
  const toggle = document.getElementById('sheet-toggle');
  (toggle ?? panel.firstChild)?.after(box, reopen);

  const side = () => (session.you?.role === 'player' ? (session.you.side ?? -1) : -1);
  const save = () => {
    try {
      localStorage.setItem(storeKey(roomId), JSON.stringify({ done: progress.done, skipped: progress.skipped, closed: progress.closed }));
    } catch {
      /* a full or blocked storage only loses the progress on reload */
    }
  };

  const draw = () => {
    const lesson = current(progress, session.current()?.game ?? null, side());
    box.hidden = !lesson;
    reopen.hidden = !!lesson;
    if (!lesson) return;
    if (lesson.id !== shownId) {
      const c = count(progress);
      head.textContent = lesson.id === 'end' ? 'Tutorial' : `Tutorial · lesson ${Math.min(c.done + 1, c.of)} of ${c.of}`;
      title.textContent = lesson.title;
      text.textContent = pointerWords(lesson.text);
      todo.textContent = `Try it: ${pointerWords(lesson.todo)}`;
      next.textContent = lesson.id === 'end' ? 'Finish' : 'Next lesson';
      shownId = lesson.id;
    }
  };

  const look = () => {
    const match = session.current();
    const p = picture();
    const seen: Seen = {
      view: match?.game ?? null,
      side: side(),
      events: pending,
      zoc: p?.zoc ?? [],
      cursor: p?.cursor ?? null,
      hover: hover(),
      odds: !!p?.previewTarget,
    };
    pending = [];
    const before = progress.done;
    progress = advance(progress, seen);
    const fresh = progress.done.filter((id) => !before.includes(id));
    if (fresh.length) {
      status.textContent = `✓ Done: ${fresh.map((id) => LESSONS.find((l) => l.id === id)?.title ?? id).join(', ')}`;
      save();
    }
    // The tutorial's creator starts it at once: the other seat is the scripted opponent's.
    if (creator && match && !match.started && match.seats.every((s) => s.taken || s.scripted)) {
      creator = false;
      session.room.send('start');
    }
    draw();
  };

  const act = (what: 'next' | 'close') => {
    const shown = current(progress, session.current()?.game ?? null, side());
    progress = what === 'close' ? { ...progress, closed: true } : skip(progress, shown);
    status.textContent = '';
    save();
    draw();
    (progress.closed ? reopen : box).focus();
  };
  next.addEventListener('click', () => act('next'));
  close.addEventListener('click', () => act('close'));
  reopen.addEventListener('click', () => {
    progress = { ...progress, closed: false };
    shownId = null;
    save();
    draw();
    box.focus();
  });
  // Enter and Escape inside the box are the guide's, not the board's (which would act at its cursor).
  box.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== 'Escape') return;
    e.stopPropagation();
    if (e.key === 'Escape') {
      e.preventDefault();
      act('close');
    } else if (e.target === box) {
      e.preventDefault();
      act('next');
    }
  });

  session.on('events', (m) => {
    pending.push(...(m.events as BattleEvent[]));
    look();
  });
  session.on('view', look);
  // The board's picture (a selection, the cursor, the odds) changes without a message from the room.
  setInterval(look, 300);
  look();
}
