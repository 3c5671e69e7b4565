import type Phaser from 'phaser';
import type { UnitState } from '../../../shared/battle/model.ts';
import { ACCENT, SIDE_COLOURS, type Layers } from './marks.ts';
import type { BoardPicture } from './types.ts';
import { typeLabel } from './typeLabel.ts';
import { levelText } from '../heightWords.ts';

// One unit's counter: its side's shape and colour, its id, the rules' condition marks, and the corner
// marks (stack count, hero, missile range) and rings (target, may fire, selected).

/**
 * The outline of side `side`'s counter, radius r: square, disc, triangle, diamond, star, pentagon (the
 * panel's marks ■ ● ▲ ◆ ★ ⬟), so sides differ in shape as well as colour. Null for the disc.
 */
function outline(side: number, r: number): { x: number; y: number }[] | null {
  const poly = (n: number, radius: (i: number) => number, turn = -Math.PI / 2) =>
    Array.from({ length: n }, (_, i) => ({ x: radius(i) * Math.cos(turn + (2 * Math.PI * i) / n), y: radius(i) * Math.sin(turn + (2 * Math.PI * i) / n) }));
  switch (side % 6) {
    case 0:
      return [{ x: -r, y: -r }, { x: r, y: -r }, { x: r, y: r }, { x: -r, y: r }];
    case 1:
      return null;
    case 2:
      return poly(3, () => r * 1.25).map((p) => ({ x: p.x, y: p.y + r * 0.2 }));
    case 3:
      return poly(4, () => r * 1.15);
    case 4:
      return poly(10, (i) => (i % 2 ? r * 0.62 : r * 1.2));
    default:
      return poly(5, () => r * 1.1);
  }
}

/** A counter in its side's shape and colour. */
export function unitPiece(l: Layers, u: UnitState, p: BoardPicture, stacked: number): Phaser.GameObjects.Container {
  const tw = l.tw;
  const th = l.th;
  const c = l.scene.add.container(u.x * tw + tw / 2, u.y * th + th / 2);
  const g = l.scene.add.graphics();
  const colour = SIDE_COLOURS[u.side % SIDE_COLOURS.length];
  const r = tw * 0.42;
  // HC-01: a unit outside the cube (inactive for victory) is dimmed, with a dashed grey ring.
  const inactive = p.inactive?.[u.id];
  const alpha = inactive ? 0.35 : u.moved ? 0.7 : 1;
  if (p.targets.includes(u.id)) {
    g.lineStyle(3, 0xff3030, 1);
    g.strokeCircle(0, 0, r + 3);
  }
  if (p.shooters.includes(u.id)) {
    // Dashed ring: may fire now.
    g.lineStyle(3, ACCENT, 1);
    const R = r + 5;
    for (let i = 0; i < 12; i++) {
      g.beginPath();
      g.arc(0, 0, R, (i * Math.PI) / 6, (i * Math.PI) / 6 + Math.PI / 10);
      g.strokePath();
    }
  }
  g.fillStyle(colour, alpha);
  const isSel = p.selected === u.id;
  g.lineStyle(isSel ? 4 : 2, isSel ? ACCENT : 0x111111, 1);
  const shape = outline(u.side, r);
  if (shape) {
    // Phaser reads only x and y of each point.
    const points = shape as Phaser.Math.Vector2[];
    g.fillPoints(points, true);
    g.strokePoints(points, true);
  } else {
    g.fillCircle(0, 0, r);
    g.strokeCircle(0, 0, r);
  }
  c.add(g);
  // How far the drawing reaches from the counter's centre (the outline or the widest ring, with half its
  // line): the board's edge must leave room for it (edge.ts); the browser tests check it does.
  const ringReach = p.shooters.includes(u.id) ? r + 6.5 : p.targets.includes(u.id) ? r + 4.5 : 0;
  const shapeReach = Math.max(...(shape ?? [{ x: r, y: r }]).map((q) => Math.max(Math.abs(q.x), Math.abs(q.y)))) + (isSel ? 2 : 1);
  c.setData('reach', Math.max(ringReach, shapeReach));
  // The kind of unit (a short label, typeLabel.ts) over its id, so a counter says what it is.
  const words = `${typeLabel(u.type)}\n${u.id}`;
  c.add(l.scene.add.text(0, 0, words, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(8), Math.round(tw * 0.25))}px`, color: '#ffffff', fontStyle: 'bold', align: 'center', lineSpacing: -2, stroke: '#000000c0', strokeThickness: 3 }).setOrigin(0.5));
  // The rules' own markers: "/" bloodied, "X" broken.
  const mark = u.condition === 'bloodied' ? '/' : u.condition === 'broken' ? 'X' : '';
  if (mark) {
    c.add(l.scene.add.text(r - 2, -r + 2, mark, { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(14), Math.round(tw * 0.5))}px`, color: '#ffe14a', fontStyle: 'bold', stroke: '#000', strokeThickness: 3 }).setOrigin(0.5, 0.35));
  }
  // Corner marks: top-left the stack count, bottom-left a hero, bottom-right the Missile Range.
  const small = Math.max(l.minPx(10), Math.round(tw * 0.2));
  if (u.missileRange) {
    const mark = l.scene.add.graphics();
    const s = Math.max(l.minPx(3.5), tw * 0.07);
    const cx = r - s * 2.2;
    const cy = r - s * 1.1;
    mark.fillStyle(0x000000, 0.75);
    mark.fillRoundedRect(cx - s * 2.4, cy - s * 1.3, s * 4.8, s * 2.6, 3);
    mark.lineStyle(1.5, 0xffffff, 1);
    mark.strokeCircle(cx - s * 1.05, cy, s * 0.75);
    mark.lineBetween(cx - s * 2, cy, cx - s * 0.1, cy);
    mark.lineBetween(cx - s * 1.05, cy - s, cx - s * 1.05, cy + s);
    c.add(mark);
    c.add(l.scene.add.text(cx + s * 1.1, cy, String(u.missileRange), { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: '#ffffff', fontStyle: 'bold' }).setOrigin(0.5, 0.5));
  }
  if (stacked) {
    c.add(l.scene.add.text(-r, -r, `×${stacked}`, { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: '#ffffff', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 2, y: 0 } }).setOrigin(0, 0));
  }
  if (inactive) {
    const ring = l.scene.add.graphics();
    ring.lineStyle(2, 0xbbbbbb, 1);
    for (let i = 0; i < 8; i++) {
      ring.beginPath();
      ring.arc(0, 0, r + 2, (i * Math.PI) / 4, (i * Math.PI) / 4 + Math.PI / 8);
      ring.strokePath();
    }
    c.add(ring);
    c.add(l.scene.add.text(0, r + 1, 'out', { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: '#dddddd', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 2, y: 0 } }).setOrigin(0.5, 0));
  }
  // HC-01 height: a unit off the surface shows its level above the counter (▲ up, ▼ down).
  const z = u.altitude ?? 0;
  if (z !== 0) {
    c.add(l.scene.add.text(0, -r - 1, `${z > 0 ? '\u25b2' : '\u25bc'}${levelText(z)}`, { fontFamily: 'system-ui, sans-serif', fontSize: `${small}px`, color: z > 0 ? '#9fe8ff' : '#ffcf8a', fontStyle: 'bold', backgroundColor: '#000000c0', padding: { x: 2, y: 0 } }).setOrigin(0.5, 1));
  }
  const hero = p.heroes?.find((h) => h.unitId === u.id);
  if (hero) {
    // A hero rides with the unit (SW-07): a star.
    c.add(l.scene.add.text(-r + 3, r - 3, '★', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(13), Math.round(tw * 0.3))}px`, color: '#ffe14a', stroke: '#000', strokeThickness: 3 }).setOrigin(0.5));
  }
  return c;
}
