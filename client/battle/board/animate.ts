import type Phaser from 'phaser';
import type { Beat } from './plan.ts';
import { unitPiece } from './counter.ts';
import { SIDE_COLOURS, type Layers } from './marks.ts';
import { Timeline, type Frame, type Tone } from './timeline.ts';
import type { BoardPicture } from './types.ts';

// Draws the timeline's frame over the board each animation frame: moves the counters the scene drew
// (only their drawn position, never the state), flashes, floating words, node pulses, shot tracers and
// the fading ghosts of units that died. With nothing playing every counter stands on its own square.

/** A counter the scene drew: where it stands when nothing moves it, and its unit's square. */
export interface Piece {
  obj: Phaser.GameObjects.Container;
  baseX: number;
  baseY: number;
  x: number;
  y: number;
}

const TONE: Record<Tone, string> = { hit: '#ff7a6b', miss: '#e6e6e6', good: '#8ff0a4', bad: '#ffc14d' };
const BARE = { targets: [], shooters: [], selected: null, heroes: [] } as unknown as BoardPicture;

export class Animator {
  readonly timeline = new Timeline();
  private texts = new Map<number, Phaser.GameObjects.Text>();
  private ghosts = new Map<number, Phaser.GameObjects.Container>();

  constructor(
    private readonly layers: () => Layers,
    /** Over the units: flashes, pulses, tracers. */
    private readonly fx: Phaser.GameObjects.Graphics,
    /** Under the units' marks: the ghosts. */
    private readonly ghostLayer: Phaser.GameObjects.Container,
    /** Over everything: the floating words. */
    private readonly words: Phaser.GameObjects.Container,
  ) {}

  play(beats: readonly Beat[], scale: number): void {
    this.timeline.add(beats, scale);
  }

  skip(): void {
    this.timeline.skip();
  }

  get active(): boolean {
    return this.timeline.active;
  }

  /** The beats that began since the last call. */
  started(): { beat: Beat; scale: number }[] {
    return this.timeline.started();
  }

  /** One animation frame: the clock moves on by `ms` and the counters are placed for it. */
  update(ms: number, pieces: ReadonlyMap<string, Piece>): void {
    if (!this.timeline.active && !this.texts.size && !this.ghosts.size) return;
    this.timeline.advance(ms);
    this.apply(pieces);
  }

  /** Places the counters for the present moment (also right after the scene redrew them). */
  apply(pieces: ReadonlyMap<string, Piece>): void {
    const f: Frame = this.timeline.frame();
    const l = this.layers();
    const tw = l.tw;
    const th = l.th;
    for (const [id, p] of pieces) {
      const at = f.at.get(id);
      p.obj.x = p.baseX + (at ? (at.x - p.x) * tw : 0);
      p.obj.y = p.baseY + (at ? (at.y - p.y) * th : 0);
      p.obj.alpha = f.alpha.get(id) ?? 1;
    }
    const g = this.fx;
    g.clear();
    for (const [id, k] of f.flash) {
      const p = pieces.get(id);
      if (!p) continue;
      g.fillStyle(0xffffff, 0.75 * k);
      g.fillCircle(p.obj.x, p.obj.y, tw * 0.5);
    }
    for (const s of f.pulses) {
      const grow = s.t * tw * 0.5;
      g.lineStyle(4, SIDE_COLOURS[s.side % SIDE_COLOURS.length], 1 - s.t);
      g.strokeRect(s.x * tw - grow, s.y * th - grow, tw + 2 * grow, th + 2 * grow);
      g.fillStyle(0xffffff, 0.35 * (1 - s.t));
      g.fillRect(s.x * tw, s.y * th, tw, th);
    }
    for (const s of f.tracers) {
      const head = { x: s.from.x + (s.to.x - s.from.x) * s.t, y: s.from.y + (s.to.y - s.from.y) * s.t };
      const t0 = Math.max(0, s.t - 0.3);
      const tail = { x: s.from.x + (s.to.x - s.from.x) * t0, y: s.from.y + (s.to.y - s.from.y) * t0 };
      g.lineStyle(3, 0xfff3a0, 1);
      g.lineBetween((tail.x + 0.5) * tw, (tail.y + 0.5) * th, (head.x + 0.5) * tw, (head.y + 0.5) * th);
    }
    this.placeGhosts(f, l);
    this.placeWords(f, l);
  }

  private placeGhosts(f: Frame, l: Layers): void {
    const seen = new Set<number>();
    for (const gh of f.ghosts) {
      seen.add(gh.id);
      let obj = this.ghosts.get(gh.id);
      if (!obj) {
        obj = unitPiece(l, gh.unit, BARE, 0);
        this.ghostLayer.add(obj);
        this.ghosts.set(gh.id, obj);
      }
      obj.alpha = gh.alpha;
    }
    for (const [id, obj] of this.ghosts) {
      if (seen.has(id)) continue;
      obj.destroy();
      this.ghosts.delete(id);
    }
  }

  private placeWords(f: Frame, l: Layers): void {
    const seen = new Set<number>();
    for (const w of f.floats) {
      seen.add(w.id);
      let t = this.texts.get(w.id);
      if (!t) {
        const size = Math.max(l.minPx(15), Math.round(l.tw * 0.32));
        t = l.scene.add.text(0, 0, w.text, { fontFamily: 'system-ui, sans-serif', fontSize: `${size}px`, color: TONE[w.tone], fontStyle: 'bold', stroke: '#000', strokeThickness: 4 }).setOrigin(0.5);
        this.words.add(t);
        this.texts.set(w.id, t);
      }
      // Kept inside the map at its edges.
      const half = t.width / 2;
      t.x = Math.max(half, Math.min(l.width * l.tw - half, (w.x + 0.5) * l.tw));
      t.y = Math.max(t.height / 2, (w.y + 0.5) * l.th);
      t.alpha = w.alpha;
    }
    for (const [id, t] of this.texts) {
      if (seen.has(id)) continue;
      t.destroy();
      this.texts.delete(id);
    }
  }
}
