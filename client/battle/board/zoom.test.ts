import { describe, expect, it } from 'vitest';
import { defaultPace, loadPace, paceFrom, paceScale, savePace } from './motion.ts';
import { clampView, fit, keepInView, MAX_ZOOM, panBy, screenOf, worldOf, zoomAt } from './zoom.ts';

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
