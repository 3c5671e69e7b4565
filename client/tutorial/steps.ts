import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleView, Phase } from '../../shared/battle/model.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import data from './lessons.json';

// The tutorial's progress as a pure function of what this client was shown: the view, the combat
// log's events and what the board pictured (zones of control, the odds panel, the cursor). A lesson
// is done when those show the learner did it; nothing here restates a rule of the game.

export interface Lesson {
  id: string;
  title: string;
  text: string;
  todo: string;
  /** The phase the lesson is about: shown first while that phase is the learner's. */
  phase?: Phase;
}

export const LESSONS: readonly Lesson[] = (data as { lessons: Lesson[] }).lessons;
/** The closing words: shown once every other lesson is done or skipped. */
export const LAST = 'end';

/** One look at what the client holds now. */
export interface Seen {
  view: BattleView | null;
  /** The learner's side (-1 before the welcome). */
  side: number;
  /** Events that arrived since the last look. */
  events: readonly BattleEvent[];
  /** Enemy zones of control the board shows now (empty when none). */
  zoc: readonly Square[];
  /** The keyboard cursor (also the last clicked square). */
  cursor: Square | null;
  /** The square under the mouse: pointing at a zone is looking at it, as clicking it is. */
  hover?: Square | null;
  /** The odds panel is showing an attack of the learner's. */
  odds: boolean;
}

export interface Progress {
  done: string[];
  skipped: string[];
  closed: boolean;
  /** Zones shown at the last look: a move that ends in one came into it. */
  zoc: string[];
  /** Whose phase it was at the last look, to see a phase of the learner's end. */
  was: { phase: Phase; active: number } | null;
}

export const START: Progress = { done: [], skipped: [], closed: false, zoc: [], was: null };

const key = (s: Square) => `${s.x},${s.y}`;

function sideOf(view: BattleView | null, unitId: string): number | undefined {
  return view?.units.find((u) => u.id === unitId)?.side ?? view?.reserves.find((u) => u.id === unitId)?.side;
}

/** Which lessons this look shows done (the learner's own acts, or a phase of theirs that has ended). */
function doneNow(p: Progress, s: Seen): string[] {
  const out: string[] = [];
  const mine = (unitId: string) => s.side >= 0 && sideOf(s.view, unitId) === s.side;
  const zones = new Set([...p.zoc, ...s.zoc.map(key)]);
  for (const e of s.events) {
    if (e.type === 'moved' && mine(e.unitId)) {
      out.push('move');
      if (zones.has(key(e.to))) out.push('zoc');
    }
    if (e.type === 'attack' && e.kind === 'missile' && mine(e.attackerId)) out.push(e.opportunity ? 'opportunity' : 'shoot');
    if (e.type === 'attack' && e.kind === 'melee' && (mine(e.attackerId) || mine(e.defenderId))) out.push('combat');
    if ((e.type === 'bought' || e.type === 'actionBought' || e.type === 'recovered' || e.type === 'nodeTaken') && ('side' in e ? e.side === s.side : mine(e.unitId))) out.push('resources');
  }
  if ((s.cursor && zones.has(key(s.cursor))) || (s.hover && s.zoc.some((z) => key(z) === key(s.hover!)))) out.push('zoc');
  if (s.odds) out.push('odds');
  // A phase of the learner's that has ended was seen through, whether they acted in it or not.
  const v = s.view;
  if (p.was && p.was.active === s.side && v && !(v.phase === p.was.phase && v.active === s.side)) {
    const ended = LESSONS.find((l) => l.phase === p.was!.phase);
    if (ended) out.push(ended.id);
  }
  return out;
}

/** The progress after one more look. */
export function advance(p: Progress, s: Seen): Progress {
  const fresh = doneNow(p, s).filter((id) => !p.done.includes(id));
  const v = s.view;
  return {
    ...p,
    done: fresh.length ? [...p.done, ...new Set(fresh)] : p.done,
    zoc: s.zoc.map(key),
    was: v && v.phase !== 'deploy' ? { phase: v.phase, active: v.active } : p.was,
  };
}

/** The lesson to show now, or null once the guide is closed: a lesson about the learner's current
 * phase first, else the first one neither done nor skipped, else the closing words. */
export function current(p: Progress, view: BattleView | null, side: number): Lesson | null {
  if (p.closed) return null;
  const open = LESSONS.filter((l) => l.id !== LAST && !p.done.includes(l.id) && !p.skipped.includes(l.id));
  const now = view && view.active === side ? open.find((l) => l.phase === view.phase) : undefined;
  return now ?? open[0] ?? LESSONS.find((l) => l.id === LAST) ?? null;
}

/** Next: the lesson shown is put aside (the last one closes the guide). */
export function skip(p: Progress, shown: Lesson | null): Progress {
  if (!shown) return p;
  if (shown.id === LAST) return { ...p, closed: true };
  return { ...p, skipped: [...p.skipped, shown.id] };
}

/** How far along: lessons done or skipped, of those before the closing words. */
export function count(p: Progress): { done: number; of: number } {
  const real = LESSONS.filter((l) => l.id !== LAST);
  return { done: real.filter((l) => p.done.includes(l.id) || p.skipped.includes(l.id)).length, of: real.length };
}
