import type { Layers } from './marks.ts';
import type { BystanderMark } from './types.ts';

// HC-06 Innocent Bystanders and Hostage Situation on the board: each group of people as a little
// figure in its square's lower left part (under the units, so a counter on the square leaves it
// seen) with the number of people (×N, apart from the map's own height numbers). Present: cream; hostages: violet with a bar (held or not, the
// tooltip says); saved: a faded green tick; dead: a faded grey cross. Shape as well as colour tells
// each apart. The words are panel/bystanderWords.ts's.

const PRESENT = 0xfff1c9;
const HOSTAGE = 0xc58cff;
const SAVED = 0x5fd38a;
const LOST = 0x8a8a8a;

export function drawBystanders(l: Layers, groups: readonly BystanderMark[]): void {
  const g = l.overlay;
  const { tw, th } = l;
  const r = Math.min(tw, th) * 0.12;
  for (const b of groups) {
    const cx = b.at.x * tw + tw * 0.3;
    const cy = b.at.y * th + th * 0.62;
    if (b.status === 'saved') {
      g.lineStyle(3, SAVED, 0.7);
      g.lineBetween(cx - r * 1.4, cy, cx - r * 0.3, cy + r * 1.1);
      g.lineBetween(cx - r * 0.3, cy + r * 1.1, cx + r * 1.6, cy - r * 1.2);
      continue;
    }
    if (b.status === 'lost') {
      g.lineStyle(3, LOST, 0.7);
      g.lineBetween(cx - r, cy - r, cx + r, cy + r);
      g.lineBetween(cx + r, cy - r, cx - r, cy + r);
      continue;
    }
    const colour = b.who === 'bystanders' ? PRESENT : HOSTAGE;
    // A person: a head over a body, outlined in black so it reads on any tile.
    g.fillStyle(0x000000, 0.75);
    g.fillCircle(cx, cy - r * 1.2, r * 0.9);
    g.fillTriangle(cx - r * 1.4, cy + r * 1.7, cx + r * 1.4, cy + r * 1.7, cx, cy - r * 0.7);
    g.fillStyle(colour, 1);
    g.fillCircle(cx, cy - r * 1.2, r * 0.6);
    g.fillTriangle(cx - r, cy + r * 1.4, cx + r, cy + r * 1.4, cx, cy - r * 0.3);
    if (b.who !== 'bystanders') {
      // Hostages: a bar across (bound); held ones in full, unguarded ones faint.
      g.lineStyle(2, 0x000000, b.held ? 1 : 0.4);
      g.lineBetween(cx - r * 1.5, cy + r * 0.4, cx + r * 1.5, cy + r * 0.4);
    }
    const label = l.scene.add.text(cx + r * 1.3, cy + r * 1.7, b.who === 'important-hostage' ? '!' : `×${b.count}`, {
      fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(10), Math.round(tw * 0.15))}px`, color: b.who === 'bystanders' ? '#fff1c9' : '#e6ccff', fontStyle: 'bold', stroke: '#000', strokeThickness: 3,
    });
    label.setOrigin(0, 1);
    l.labels.add(label);
  }
}
