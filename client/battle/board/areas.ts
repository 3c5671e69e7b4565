import type { Rect } from '../../../shared/map/battleMap.ts';
import { SIDE_COLOURS, type Layers } from './marks.ts';

// One's own deploy area in the set-up, also while the other side places: a dashed frame in the side's
// colour over a black one (it reads on any terrain, and not by colour alone) with the words on it.

export function drawDeployAreas(l: Layers, areas: { rect: Rect; side: number }[]): void {
  const g = l.overlay;
  for (const { rect, side } of areas) {
    const x0 = rect.x * l.tw + 2;
    const y0 = rect.y * l.th + 2;
    const x1 = (rect.x + rect.w) * l.tw - 2;
    const y1 = (rect.y + rect.h) * l.th - 2;
    g.lineStyle(5, 0x000000, 0.55);
    g.strokeRect(x0, y0, x1 - x0, y1 - y0);
    g.lineStyle(3, SIDE_COLOURS[side % SIDE_COLOURS.length], 1);
    const dash = (ax: number, ay: number, bx: number, by: number) => {
      const len = Math.hypot(bx - ax, by - ay);
      for (let d = 0; d < len; d += 12) {
        const e = Math.min(len, d + 8);
        g.lineBetween(ax + ((bx - ax) * d) / len, ay + ((by - ay) * d) / len, ax + ((bx - ax) * e) / len, ay + ((by - ay) * e) / len);
      }
    };
    dash(x0, y0, x1, y0);
    dash(x1, y0, x1, y1);
    dash(x1, y1, x0, y1);
    dash(x0, y1, x0, y0);
    l.labels.add(
      l.scene.add
        .text(x0 + 3, y0 + 3, 'your deploy area', { fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(11), Math.round(l.tw * 0.22))}px`, color: '#ffffff', fontStyle: 'bold', backgroundColor: '#000000b0', padding: { x: 3, y: 1 } })
        .setOrigin(0, 0),
    );
  }
}
