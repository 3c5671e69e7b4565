import type { MapComplication, Rect } from '../../../shared/map/battleMap.ts';
import { placeAreaLabel, type Layers } from './marks.ts';
import { edgeSpots } from './labelSpot.ts';

// Issue 11: a combat step's complications on the board (the battle's map.complications): each area's
// outline and each square framed, with the complication's name. In force (laid on the terrain): solid
// amber; not yet applied by the engine: thin grey-blue, so the two read apart without colour too.

const IN_FORCE = 0xffb000;
const NOT_YET = 0x8fa7c7;

/** HC-06: a broken floor section: dark, hatched, so it reads as a hole without colour too. */
export function drawHoles(l: Layers, holes: readonly Rect[]): void {
  const g = l.overlay;
  for (const r of holes) {
    g.fillStyle(0x000000, 0.55);
    g.fillRect(r.x * l.tw, r.y * l.th, r.w * l.tw, r.h * l.th);
    g.lineStyle(1, IN_FORCE, 0.6);
    for (let k = 0; k < r.w + r.h; k++) {
      const a = Math.min(k, r.h);
      const b = Math.min(k, r.w);
      g.lineBetween((r.x + k - a) * l.tw, (r.y + a) * l.th, (r.x + b) * l.tw, (r.y + k - b) * l.th);
    }
  }
}

export function drawComplications(l: Layers, list: readonly MapComplication[]): void {
  const g = l.overlay;
  const size = `${Math.max(l.minPx(10), Math.round(l.tw * 0.17))}px`;
  for (const c of list) {
    const colour = c.inForce ? IN_FORCE : NOT_YET;
    g.lineStyle(c.inForce ? 2 : 1, colour, c.inForce ? 0.9 : 0.7);
    for (const r of c.rects) g.strokeRect(r.x * l.tw + 1, r.y * l.th + 1, r.w * l.tw - 2, r.h * l.th - 2);
    g.fillStyle(colour, 0.22);
    for (const s of c.squares) {
      g.fillRect(s.x * l.tw + 4, s.y * l.th + 4, l.tw - 8, l.th - 8);
      g.strokeRect(s.x * l.tw + 4, s.y * l.th + 4, l.tw - 8, l.th - 8);
    }
    // Squares the step's terrain changed (the Tiled map drawn underneath does not show them):
    // closed squares darkened and crossed, rough ones dotted.
    for (const q of c.changed ?? []) {
      const x = q.x * l.tw;
      const y = q.y * l.th;
      if (q.terrain === 'barrier') {
        g.fillStyle(0x000000, 0.45);
        g.fillRect(x, y, l.tw, l.th);
        g.lineStyle(2, IN_FORCE, 0.8);
        g.lineBetween(x + 4, y + 4, x + l.tw - 4, y + l.th - 4);
        g.lineBetween(x + l.tw - 4, y + 4, x + 4, y + l.th - 4);
      } else if (q.terrain === 'clear') {
        // HC-06: a breach in a wall (broken open in the fight): the wall's outline, open in the middle.
        g.lineStyle(2, IN_FORCE, 0.9);
        g.lineBetween(x + 2, y + 2, x + l.tw * 0.3, y + 2);
        g.lineBetween(x + l.tw * 0.7, y + 2, x + l.tw - 2, y + 2);
        g.lineBetween(x + 2, y + l.th - 2, x + l.tw * 0.3, y + l.th - 2);
        g.lineBetween(x + l.tw * 0.7, y + l.th - 2, x + l.tw - 2, y + l.th - 2);
        g.fillStyle(IN_FORCE, 0.25);
        g.fillRect(x + l.tw * 0.3, y + l.th * 0.3, l.tw * 0.4, l.th * 0.4);
      } else {
        g.fillStyle(IN_FORCE, 0.6);
        g.fillCircle(x + l.tw / 2, y + l.th / 2, Math.max(2, l.tw * 0.06));
      }
    }
    const at = c.squares[0] ?? c.rects[0];
    if (!at) continue;
    // The name is player-independent data, drawn as canvas text (never as HTML); beside its first square
    // or area, on a spot free of units.
    const label = l.scene.add.text(0, 0, c.inForce ? c.name : `${c.name} (not yet)`, {
      fontFamily: 'system-ui, sans-serif', fontSize: size, color: c.inForce ? '#ffe2a0' : '#d5e2f5', backgroundColor: '#000000b0', padding: { x: 3, y: 1 },
    });
    const cells = c.squares[0] ? { w: 1, h: 1 } : (c.rects[0] as Rect);
    const area = { x: at.x * l.tw, y: at.y * l.th, w: cells.w * l.tw, h: cells.h * l.th };
    // Under the square first (where the name always was), then above it, then inside.
    const spots = edgeSpots(area, { w: label.width, h: label.height }, l.tw, 1);
    placeAreaLabel(l, label, [...spots.filter((s) => s.y >= area.y + area.h), ...spots.filter((s) => s.y < area.y), ...spots.filter((s) => s.y >= area.y && s.y < area.y + area.h)]);
  }
}

/**
 * HC-06 Automated Defences: each emplacement a turret (a disc with a barrel) on its square; damage
 * shown as notches, a destroyed one a hollow grey ring, so the states read apart without colour too.
 */
export function drawDefences(l: Layers, list: readonly { x: number; y: number; condition: string }[]): void {
  const g = l.overlay;
  const r = Math.max(4, Math.min(l.tw, l.th) * 0.28);
  for (const d of list) {
    const cx = d.x * l.tw + l.tw / 2;
    const cy = d.y * l.th + l.th / 2;
    if (d.condition === 'dead') {
      g.lineStyle(2, 0x9a9a9a, 0.9);
      g.strokeCircle(cx, cy, r);
      continue;
    }
    g.fillStyle(0xd8342c, 0.95);
    g.fillCircle(cx, cy, r);
    g.lineStyle(2, 0xffffff, 0.95);
    g.strokeCircle(cx, cy, r);
    g.lineBetween(cx, cy, cx + r * 1.5, cy - r * 0.6);
    const notches = d.condition === 'bloodied' ? 1 : d.condition === 'broken' ? 2 : 0;
    g.lineStyle(2, 0x000000, 0.9);
    for (let k = 0; k < notches; k++) g.lineBetween(cx - r * 0.6 + k * r * 0.5, cy - r * 0.5, cx - r * 0.3 + k * r * 0.5, cy + r * 0.5);
  }
}
