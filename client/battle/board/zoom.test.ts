import { describe, expect, it } from 'vitest';
import { defaultPace, loadPace, paceFrom, paceScale, savePace } from './motion.ts';
import { between, clampView, fit, followView, inView, keepInView, MAX_CANVAS_PX, MAX_ZOOM, panBy, renderScale, screenOf, worldOf, zoomAt } from './zoom.ts';

// #12 zoom maths (the same the board's camera and its clicks use) and the animation setting.

const size = { w: 1000, h: 600 };

describe('zoom', () => {
  it('fit shows the whole map: a screen point is the same map point', () => {
    expect(worldOf(fit(size), size, { x: 123, y: 456 })).toEqual({ x: 123, y: 456 });
  });

  it('zooming keeps the map point under the pointer where it is, and screen and map points round-trip', () => {
    const focus = { x: 800, y: 100 };
    const before = worldOf(fit(size), size, focus);
    const v = zoomAt(fit(size), size, 2, focus);
    expect(v.zoom).toBe(2);
    const after = worldOf(v, size, focus);
    expect(after.x).toBeCloseTo(before.x, 6);
    expect(after.y).toBeCloseTo(before.y, 6);
    const p = { x: 700, y: 250 };
    const s = screenOf(v, size, p);
    expect(worldOf(v, size, s).x).toBeCloseTo(p.x, 6);
  });

  it('never below fit nor above the limit, never past the map edge', () => {
    expect(zoomAt(fit(size), size, 0.5).zoom).toBe(1);
    expect(zoomAt(fit(size), size, 100).zoom).toBe(MAX_ZOOM);
    const v = panBy(zoomAt(fit(size), size, 2), size, 5000, 5000);
    expect(v).toEqual({ zoom: 2, cx: 250, cy: 150 });
    expect(clampView({ zoom: 2, cx: -50, cy: 9999 }, size)).toEqual({ zoom: 2, cx: 250, cy: 450 });
  });

  it('keepInView pans the least to show a square, and not at all when it is in view', () => {
    const v = { zoom: 2, cx: 250, cy: 150 };
    expect(keepInView(v, size, { x: 100, y: 100, w: 50, h: 50 })).toBe(v);
    const moved = keepInView(v, size, { x: 600, y: 100, w: 50, h: 50 }, 10);
    // The square's right edge plus the margin lands on the view's right edge.
    expect(moved.cx + size.w / 4).toBeCloseTo(660, 6);
    expect(moved.cy).toBe(150);
  });
});

describe('animation setting', () => {
  const host = (saved: string | null, reduce: boolean) => {
    const store = new Map<string, string>(saved ? [['sw.animation', saved]] : []);
    return {
      localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
      matchMedia: (q: string) => ({ matches: reduce && q.includes('reduce') }),
    };
  };

  it('reduced motion makes the default off; a saved choice wins; nonsense is ignored', () => {
    expect(defaultPace(true)).toBe('off');
    expect(defaultPace(false)).toBe('normal');
    expect(loadPace(host(null, true))).toBe('off');
    expect(loadPace(host(null, false))).toBe('normal');
    expect(loadPace(host('fast', true))).toBe('fast');
    expect(paceFrom('sideways', false)).toBe('normal');
    expect(paceScale('off')).toBe(0);
    expect(paceScale('fast')).toBeLessThan(paceScale('normal'));
  });

  it('the choice is saved, and storage that throws falls back to the default', () => {
    const h = host(null, false);
    savePace('off', h);
    expect(loadPace(h)).toBe('off');
    const broken = { localStorage: { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } }, matchMedia: () => ({ matches: true }) };
    expect(loadPace(broken)).toBe('off');
    expect(() => savePace('fast', broken)).not.toThrow();
  });
});

describe('the camera following an action', () => {
  const map = { w: 640, h: 640 };
  const zoomed = { zoom: 2, cx: 160, cy: 160 }; // shows map x and y 0..320
  const sq = (x: number, y: number) => ({ x: x * 32, y: y * 32, w: 32, h: 32 });
  const span = (a: { x: number; y: number; w: number; h: number }, b: typeof a) => {
    const x = Math.min(a.x, b.x);
    const y = Math.min(a.y, b.y);
    return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
  };

  it('stays put for an action in view, and at fit', () => {
    expect(followView(zoomed, map, span(sq(2, 2), sq(5, 6)), sq(5, 6), 32)).toBe(zoomed);
    expect(followView(fit(map), map, span(sq(0, 0), sq(19, 19)), sq(19, 19), 32)).toEqual(fit(map));
    expect(followView(zoomed, map, sq(9, 2), sq(9, 2), 32)).toBe(zoomed); // at the very edge, still in view: not moved
  });

  it('pans the least to show all of an action off the view, with the margin, keeping the zoom', () => {
    const area = span(sq(12, 3), sq(14, 4)); // x 384..480, right of the view: a move leftwards from 14 to 12
    const v = followView(zoomed, map, area, sq(12, 3), 32);
    expect(v.zoom).toBe(2);
    expect(v.cy).toBe(160); // no need to move up or down
    expect(inView(v, map, area)).toBe(true);
    expect(v.cx + 160).toBe(480 + 32); // its right edge plus the margin, no further
    // Partly in view counts as out: a move leaving the view is followed.
    const leaving = span(sq(8, 2), sq(11, 2));
    expect(inView(followView(zoomed, map, leaving, sq(11, 2), 32), map, leaving)).toBe(true);
  });

  it('shows the end of an action larger than the view, and never leaves the map', () => {
    const far = { zoom: 4, cx: 80, cy: 80 }; // 160 map px a side
    const long = span(sq(0, 0), sq(15, 0)); // 512 px wide
    const v = followView(far, map, long, sq(15, 0), 32);
    expect(inView(v, map, sq(15, 0))).toBe(true);
    expect(v).toEqual(clampView(v, map));
    const corner = followView(zoomed, map, sq(19, 19), sq(19, 19), 32);
    expect(corner).toEqual({ zoom: 2, cx: 480, cy: 480 }); // clamped at the map's corner
  });

  it('glides smoothly from one view to the other', () => {
    const a = { zoom: 2, cx: 100, cy: 100 };
    const b = { zoom: 2, cx: 300, cy: 200 };
    expect(between(a, b, 0)).toEqual(a);
    expect(between(a, b, 1)).toEqual(b);
    expect(between(a, b, 0.5)).toEqual({ zoom: 2, cx: 200, cy: 150 });
    const xs = [0.1, 0.3, 0.5, 0.7, 0.9].map((t) => between(a, b, t).cx);
    expect(xs).toEqual([...xs].sort((p, q) => p - q)); // never back
    expect(between(a, b, 0.1).cx - a.cx).toBeLessThan(20); // eases in
  });
});

describe('the canvas resolution', () => {
  it('renders as many pixels as the board is shown with, device pixels included, whole and within the limit', () => {
    const skirmish = { w: 384, h: 320 };
    expect(renderScale(860, skirmish, 1)).toBe(3); // 2.24 → 3: never fewer pixels than shown
    expect(renderScale(390, skirmish, 2)).toBe(2); // a phone: 780 device pixels, 2.03: a hair short is no blur
    expect(renderScale(500, skirmish, 2)).toBe(3);
    expect(renderScale(384, skirmish, 1)).toBe(1); // shown at its own size
    expect(renderScale(0, skirmish, 1)).toBe(1); // not laid out yet
    const big = { w: 768, h: 768 };
    const r = renderScale(5000, big, 3);
    expect(r * r * big.w * big.h).toBeLessThanOrEqual(MAX_CANVAS_PX);
    expect(r).toBeGreaterThanOrEqual(1);
  });
});
