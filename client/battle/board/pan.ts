import type Phaser from 'phaser';
import type { Square } from '../../../shared/map/battleMap.ts';
import { between, clampView, fit, followView, keepInView, panBy, worldOf, zoomAt, type Size, type ZoomView } from './zoom.ts';

// The board's camera and the pointer on it: the wheel and a pinch zoom about the pointer, a drag pans,
// and a press that did not drag is a click on the square under it (found with the same zoom maths
// the camera is set from, so a click lands on the square drawn under it at any zoom). A finger held
// still on a square for LONG_MS is a long press (the square's tooltip) and does nothing to the battle.

/** Screen pixels a press may travel and still be a click. */
const SLOP = 8;
/** After the player moves the camera, how long it is left alone (ms). */
const QUIET_MS = 1500;

type Rect = { x: number; y: number; w: number; h: number };

/** How long a still finger makes a long press. */
export const LONG_MS = 450;

export class BoardCamera {
  view: ZoomView;

  constructor(
    private readonly cam: Phaser.Cameras.Scene2D.Camera,
    readonly size: Size,
    /** Canvas pixels per map pixel (renderScale): the camera's zoom 1 shows the whole map at it. */
    readonly res = 1,
  ) {
    this.view = fit(size);
    this.put(this.view);
  }

  /** A finger or the mouse button is down on the board: the camera is the player's. */
  held = false;
  /** When the player last moved the camera (performance.now() ms). */
  private touched = -Infinity;
  private glide: { from: ZoomView; to: ZoomView; t: number; ms: number } | null = null;

  /** The player's own change of view: it ends any glide (the camera never fights the player). */
  set(v: ZoomView): void {
    this.glide = null;
    this.touched = performance.now();
    this.put(v);
  }

  /**
   * Pans smoothly to show a map rectangle where something happens (ending on `end`), unless the player
   * holds the board or moved the camera in the last `QUIET_MS`; nothing when it is already in view.
   */
  follow(area: Rect, end: Rect, margin: number, ms: number): void {
    if (this.held || performance.now() - this.touched < QUIET_MS) return;
    const from = this.glide?.to ?? this.view;
    const to = followView(from, this.size, area, end, margin);
    if (to === from) return;
    this.glide = { from: this.view, to, t: 0, ms: Math.max(1, ms) };
  }

  /** One frame of a glide. */
  tick(ms: number): void {
    const g = this.glide;
    if (!g) return;
    g.t += ms;
    this.put(between(g.from, g.to, g.t / g.ms));
    if (g.t >= g.ms) this.glide = null;
  }

  get gliding(): boolean {
    return this.glide !== null;
  }

  private put(v: ZoomView): void {
    this.view = clampView(v, this.size);
    this.cam.setZoom(this.view.zoom * this.res);
    this.cam.centerOn(this.view.cx, this.view.cy);
  }

  zoomBy(factor: number, focus?: { x: number; y: number }): void {
    this.set(zoomAt(this.view, this.size, factor, focus));
  }

  fit(): void {
    this.set(fit(this.size));
  }

  /** Pans as little as needed to show a square, with a square's margin round it. */
  show(sq: Square, tw: number, th: number): void {
    this.set(keepInView(this.view, this.size, { x: sq.x * tw, y: sq.y * th, w: tw, h: th }, Math.min(tw, th)));
  }

  /** The map point under a point on the canvas (canvas pixels). */
  worldAt(p: { x: number; y: number }): { x: number; y: number } {
    return worldOf(this.view, this.size, this.screen(p));
  }

  /** A canvas point as the zoom maths' screen point (map pixels at fit). */
  screen(p: { x: number; y: number }): { x: number; y: number } {
    return { x: p.x / this.res, y: p.y / this.res };
  }
}

interface Press {
  x: number;
  y: number;
  moved: boolean;
  /** The long-press timer of a touch, cleared when the finger moves, lifts or a second one lands. */
  timer: ReturnType<typeof setTimeout> | null;
  /** A long press fired: lifting the finger is not a click. */
  long: boolean;
}

/**
 * Pointer handling for the board: `squareAt` turns a canvas point into a square (or null off the map),
 * `onSquare` gets clicks and `onHover` the square under the pointer.
 */
export function listenPointer(
  scene: Phaser.Scene,
  camera: BoardCamera,
  squareAt: (p: { x: number; y: number }) => Square | null,
  onSquare: (sq: Square) => void,
  onHover: (sq: Square | null) => void,
  onLong: (sq: Square) => void = () => {},
): void {
  scene.input.addPointer(1);
  const presses = new Map<number, Press>();
  let pinch: { d: number; mx: number; my: number } | null = null;
  /** A pinch or drag happened since the first finger went down: no click when they are lifted. */
  let gestured = false;
  // Pointer positions in the zoom maths' screen pixels (map pixels at fit), whatever the canvas resolution.
  const slop = () => SLOP * (camera.size.w / Math.max(1, scene.scale.displaySize.width));
  const at = (p: Phaser.Input.Pointer) => camera.screen(p);
  const pair = () => {
    const [a, b] = [...presses.values()];
    return { d: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  };

  const still = (press: Press | undefined) => {
    if (press?.timer) clearTimeout(press.timer);
    if (press) press.timer = null;
  };
  scene.input.on('pointerdown', (p: Phaser.Input.Pointer) => {
    if (!presses.size) gestured = false;
    const press: Press = { ...at(p), moved: false, timer: null, long: false };
    presses.set(p.id, press);
    camera.held = true;
    if (presses.size === 2) {
      for (const q of presses.values()) still(q);
      pinch = pair();
      gestured = true;
      return;
    }
    const sq = squareAt(p);
    if (p.wasTouch && sq) {
      press.timer = setTimeout(() => {
        press.timer = null;
        if (press.moved || gestured) return;
        press.long = true;
        onLong(sq);
      }, LONG_MS);
    }
  });
  scene.input.on('pointermove', (p: Phaser.Input.Pointer) => {
    const press = presses.get(p.id);
    if (press && p.isDown) {
      const q = at(p);
      if (presses.size >= 2 && pinch) {
        press.x = q.x;
        press.y = q.y;
        const now = pair();
        if (pinch.d > 0) camera.zoomBy(now.d / pinch.d, { x: now.mx, y: now.my });
        camera.set(panBy(camera.view, camera.size, now.mx - pinch.mx, now.my - pinch.my));
        pinch = now;
        return;
      }
      if (!press.moved && Math.hypot(q.x - press.x, q.y - press.y) > slop()) {
        press.moved = true;
        gestured = true;
        still(press);
      }
      if (press.moved) {
        camera.set(panBy(camera.view, camera.size, q.x - press.x, q.y - press.y));
        press.x = q.x;
        press.y = q.y;
        return;
      }
    }
    onHover(squareAt(p));
  });
  const up = (p: Phaser.Input.Pointer) => {
    const press = presses.get(p.id);
    still(press);
    presses.delete(p.id);
    camera.held = presses.size > 0;
    if (presses.size < 2) pinch = null;
    if (!press || press.long || gestured || presses.size) return;
    const sq = squareAt(p);
    if (sq) onSquare(sq);
  };
  scene.input.on('pointerup', up);
  scene.input.on('pointerupoutside', (p: Phaser.Input.Pointer) => {
    still(presses.get(p.id));
    presses.delete(p.id);
    camera.held = presses.size > 0;
    if (presses.size < 2) pinch = null;
  });
  scene.input.on('wheel', (p: Phaser.Input.Pointer, _over: unknown, _dx: number, dy: number) => {
    camera.zoomBy(Math.exp(-dy * 0.0015), at(p));
  });
  scene.input.on('gameout', () => onHover(null));
}
