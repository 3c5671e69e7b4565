// Zoom and pan as plain numbers. The board's game size is the map's size in pixels, so zoom 1 with
// the centre in the middle shows the whole map (fit); a zoom above 1 shows part of it. `cx, cy` is the
// map point (game pixels) at the centre of the board; screen points are game pixels on the canvas.

export interface ZoomView {
  zoom: number;
  cx: number;
  cy: number;
}

export interface Size {
  w: number;
  h: number;
}

export const MAX_ZOOM = 4;
/** One press of +/− (or the buttons). */
export const STEP = 1.5;

export function fit(size: Size): ZoomView {
  return { zoom: 1, cx: size.w / 2, cy: size.h / 2 };
}

/** Zoom within 1..MAX_ZOOM, and the view kept on the map (no empty space beyond its edges). */
export function clampView(v: ZoomView, size: Size): ZoomView {
  const zoom = Math.max(1, Math.min(MAX_ZOOM, v.zoom));
  const hw = size.w / (2 * zoom);
  const hh = size.h / (2 * zoom);
  return { zoom, cx: Math.max(hw, Math.min(size.w - hw, v.cx)), cy: Math.max(hh, Math.min(size.h - hh, v.cy)) };
}

/** The map point under a screen point. */
export function worldOf(v: ZoomView, size: Size, s: { x: number; y: number }): { x: number; y: number } {
  return { x: v.cx + (s.x - size.w / 2) / v.zoom, y: v.cy + (s.y - size.h / 2) / v.zoom };
}

/** The screen point of a map point. */
export function screenOf(v: ZoomView, size: Size, p: { x: number; y: number }): { x: number; y: number } {
  return { x: size.w / 2 + (p.x - v.cx) * v.zoom, y: size.h / 2 + (p.y - v.cy) * v.zoom };
}

/** Zoom by `factor` keeping the map point under screen point `focus` where it is (the board's centre by default). */
export function zoomAt(v: ZoomView, size: Size, factor: number, focus: { x: number; y: number } = { x: size.w / 2, y: size.h / 2 }): ZoomView {
  const zoom = Math.max(1, Math.min(MAX_ZOOM, v.zoom * factor));
  const p = worldOf(v, size, focus);
  return clampView({ zoom, cx: p.x - (focus.x - size.w / 2) / zoom, cy: p.y - (focus.y - size.h / 2) / zoom }, size);
}

/** Drag the map by a screen distance (the map follows the finger). */
export function panBy(v: ZoomView, size: Size, dx: number, dy: number): ZoomView {
  return clampView({ ...v, cx: v.cx - dx / v.zoom, cy: v.cy - dy / v.zoom }, size);
}

/** The least pan that brings a map rectangle (plus a margin) into view; the view itself if it is already in it. */
export function keepInView(v: ZoomView, size: Size, r: { x: number; y: number; w: number; h: number }, margin = 0): ZoomView {
  const hw = size.w / (2 * v.zoom);
  const hh = size.h / (2 * v.zoom);
  const shift = (c: number, half: number, lo: number, hi: number) => (lo < c - half ? lo - (c - half) : hi > c + half ? hi - (c + half) : 0);
  const dx = shift(v.cx, hw, r.x - margin, r.x + r.w + margin);
  const dy = shift(v.cy, hh, r.y - margin, r.y + r.h + margin);
  return dx || dy ? clampView({ ...v, cx: v.cx + dx, cy: v.cy + dy }, size) : v;
}

type Rect = { x: number; y: number; w: number; h: number };

/** Whether a map rectangle lies wholly in the view. */
export function inView(v: ZoomView, size: Size, r: Rect): boolean {
  const hw = size.w / (2 * v.zoom);
  const hh = size.h / (2 * v.zoom);
  return r.x >= v.cx - hw && r.x + r.w <= v.cx + hw && r.y >= v.cy - hh && r.y + r.h <= v.cy + hh;
}

/**
 * Where the camera goes to show an action over map rectangle `area` that ends on rectangle `end` (a
 * move's last square, a hit unit): nowhere (the view itself) when all of it is already in view; else
 * the least pan that shows all of it with a margin; when it is larger than the view, the least pan
 * that shows its end. The zoom never changes: the player chose it.
 */
export function followView(v: ZoomView, size: Size, area: Rect, end: Rect, margin = 0): ZoomView {
  if (inView(v, size, area)) return v;
  const fits = area.w + 2 * margin <= size.w / v.zoom && area.h + 2 * margin <= size.h / v.zoom;
  return keepInView(v, size, fits ? area : end, fits ? margin : Math.min(margin, (size.w / v.zoom - end.w) / 2, (size.h / v.zoom - end.h) / 2));
}

/** The view `t` (0..1, eased) of the way from one view to another: a camera's smooth pan. */
export function between(a: ZoomView, b: ZoomView, t: number): ZoomView {
  const u = Math.max(0, Math.min(1, t));
  const e = u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2;
  return { zoom: a.zoom + (b.zoom - a.zoom) * e, cx: a.cx + (b.cx - a.cx) * e, cy: a.cy + (b.cy - a.cy) * e };
}

/** The most canvas pixels the board renders (about a 4K screen): a big map on a big screen stays affordable. */
export const MAX_CANVAS_PX = 3840 * 2160;

/**
 * How many canvas pixels the board renders per map pixel: enough for the width it is shown at on this
 * screen (`dpr` device pixels per CSS pixel), so the browser does not blow a small canvas up into a
 * blur; a whole number (tiles stay on whole pixels), at least 1, within MAX_CANVAS_PX.
 */
export function renderScale(shownWidth: number, map: Size, dpr: number): number {
  const want = Math.ceil((Math.max(0, shownWidth) * Math.max(1, dpr)) / Math.max(1, map.w) - 0.05);
  const most = Math.floor(Math.sqrt(MAX_CANVAS_PX / Math.max(1, map.w * map.h)));
  return Math.max(1, Math.min(want, most));
}
