import type { UnitState } from '../../../shared/battle/model.ts';
import type { Square } from '../../../shared/map/battleMap.ts';
import { STRIKE, timing, type Beat } from './plan.ts';

// The beats waiting and playing, on a clock the scene advances each frame, and what they make of the
// picture at this moment (a Frame): where each moving unit is drawn, flashes, floating words, ghosts.
// The state is never held back: the board draws the latest state and a Frame only moves its units for
// a while. A backlog (the scripted side acting faster than its moves play) plays faster, so the board
// is never more than `maxBacklog` ms of animation behind, and `skip()` shows the state at once.

export interface Point {
  x: number;
  y: number;
}

export type Tone = 'hit' | 'miss' | 'good' | 'bad';

export interface Frame {
  /** Units drawn away from their square, in squares (fractional). */
  at: Map<string, Point>;
  /** Units fading in (0..1). */
  alpha: Map<string, number>;
  /** A white flash over a hit unit (0..1). */
  flash: Map<string, number>;
  floats: { id: number; x: number; y: number; text: string; tone: Tone; alpha: number }[];
  pulses: { id: number; x: number; y: number; side: number; t: number }[];
  tracers: { id: number; from: Point; to: Point; t: number }[];
  /** Units that died, drawn as they were while they fade. */
  ghosts: { id: number; unit: UnitState; alpha: number }[];
}

interface Scheduled {
  id: number;
  beat: Beat;
  start: number;
  length: number;
  scale: number;
}

const clamp01 = (t: number) => Math.max(0, Math.min(1, t));
const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** The point `t` (0..1) of the way along a path of squares, at an even pace per step. */
export function along(path: readonly Square[], t: number): Point {
  if (path.length < 2) return { x: path[0].x, y: path[0].y };
  const f = clamp01(t) * (path.length - 1);
  const i = Math.min(path.length - 2, Math.floor(f));
  const u = ease(f - i);
  return { x: path[i].x + (path[i + 1].x - path[i].x) * u, y: path[i].y + (path[i + 1].y - path[i].y) * u };
}

export class Timeline {
  private items: Scheduled[] = [];
  /** Animation time (ms); runs faster than the wall clock while there is a backlog. */
  private clock = 0;
  /** When the next beat may start. */
  private tail = 0;
  private ids = 1;
  /** The last beat `started()` has told of. */
  private announced = 0;
  private maxBacklog: number;
  /** Wall time (ms, as advanced) and when everything queued must be over: `maxBacklog` after the last batch. */
  private wall = 0;
  private due = 0;

  constructor(private readonly normalBacklog = 1600) {
    this.maxBacklog = normalBacklog;
  }

  /** Queues a batch's beats at a pace (paceScale: 1 normal, less is faster, 0 none). */
  add(beats: readonly Beat[], scale: number): void {
    if (scale <= 0) return this.skip();
    this.maxBacklog = this.normalBacklog * scale;
    let start = Math.max(this.clock, this.tail);
    for (const beat of beats) {
      const t = timing(beat);
      this.items.push({ id: this.ids++, beat, start, length: t.length * scale, scale });
      start += t.lead * scale;
    }
    this.tail = start;
    this.due = this.wall + this.maxBacklog;
  }

  /** Animation time still to play. */
  backlog(): number {
    return Math.max(0, ...this.items.map((i) => i.start + i.length - this.clock));
  }

  /** Moves the clock on by `ms` of wall time, faster when the backlog would not be over by its due time. */
  advance(ms: number): void {
    const rate = Math.max(1, this.backlog() / Math.max(ms, this.due - this.wall));
    this.wall += ms;
    this.clock += ms * rate;
    this.items = this.items.filter((i) => i.start + i.length > this.clock);
    if (!this.items.length) this.tail = Math.min(this.tail, this.clock);
  }

  /** Beats that have begun since the last call, with their pace (for the camera to follow them). */
  started(): { beat: Beat; scale: number }[] {
    const begun = this.items.filter((i) => i.id > this.announced && i.start <= this.clock);
    for (const i of begun) this.announced = i.id;
    return begun.map((i) => ({ beat: i.beat, scale: i.scale }));
  }

  /** Everything over at once: the board shows the state. */
  skip(): void {
    this.items = [];
    this.tail = this.clock;
  }

  get active(): boolean {
    return this.items.length > 0;
  }

  frame(): Frame {
    const f: Frame = { at: new Map(), alpha: new Map(), flash: new Map(), floats: [], pulses: [], tracers: [], ghosts: [] };
    const now = this.clock;
    for (const it of this.items) {
      const el = now - it.start;
      const t = clamp01(el / it.length);
      const ms = (n: number) => n * it.scale;
      const b = it.beat;
      switch (b.kind) {
        case 'move':
          // The earliest beat of a unit says where it is: one still to come holds it at its start.
          for (const id of b.unitIds) if (!f.at.has(id)) f.at.set(id, el < 0 ? { ...b.path[0] } : along(b.path, t));
          break;
        case 'appear':
          if (!f.alpha.has(b.unitId)) f.alpha.set(b.unitId, clamp01(el / it.length));
          break;
        case 'strike': {
          if (b.ghost) f.ghosts.push({ id: it.id, unit: b.ghost, alpha: 1 - clamp01((el - ms(STRIKE.fadeFrom)) / ms(STRIKE.fadeTo - STRIKE.fadeFrom)) });
          if (el < 0) break;
          const lunge = clamp01(el / ms(STRIKE.lunge));
          if (b.from && el < ms(STRIKE.lunge)) {
            if (b.missile) f.tracers.push({ id: it.id, from: b.from, to: b.at, t: lunge });
            else if (!f.at.has(b.attackerId)) {
              const k = 0.35 * Math.sin(Math.PI * lunge);
              f.at.set(b.attackerId, { x: b.from.x + (b.at.x - b.from.x) * k, y: b.from.y + (b.at.y - b.from.y) * k });
            }
          }
          const hitT = (el - ms(STRIKE.impact)) / ms(STRIKE.flash);
          if (b.hit && hitT >= 0 && hitT < 1) {
            f.flash.set(b.defenderId, 1 - hitT);
            if (!f.at.has(b.defenderId)) f.at.set(b.defenderId, { x: b.at.x + Math.sin(hitT * Math.PI * 6) * 0.09 * (1 - hitT), y: b.at.y });
          }
          const textT = (el - ms(STRIKE.impact)) / (it.length - ms(STRIKE.impact));
          if (textT >= 0) f.floats.push({ id: it.id, x: b.at.x, y: b.at.y - 0.25 - 0.45 * textT, text: b.text, tone: b.hit ? 'hit' : 'miss', alpha: textT < 0.7 ? 1 : 1 - (textT - 0.7) / 0.3 });
          break;
        }
        case 'note':
          if (el >= 0) f.floats.push({ id: it.id, x: b.at.x, y: b.at.y - 0.25 - 0.45 * t, text: b.text, tone: b.good ? 'good' : 'bad', alpha: t < 0.7 ? 1 : 1 - (t - 0.7) / 0.3 });
          break;
        case 'pulse':
          if (el >= 0) f.pulses.push({ id: it.id, x: b.at.x, y: b.at.y, side: b.side, t });
          break;
      }
    }
    return f;
  }
}
