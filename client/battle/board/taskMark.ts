import { placeAreaLabel, type Layers } from './marks.ts';
import type { TaskMark } from './types.ts';

// HC-08/HC-09: the step's task on the board: its square ringed in teal with a diamond, the squares a
// hero may attempt it from (the square and those touching it) lightly framed, and a short label. Done:
// the diamond is filled. The tooltip (panel/taskPanel.ts taskTip) says the rest in words.

const TASK = 0x2ec4b6;

export function drawTask(l: Layers, t: TaskMark): void {
  const g = l.overlay;
  const { tw, th } = l;
  g.lineStyle(1, TASK, 0.55);
  g.strokeRect((t.at.x - 1) * tw + 2, (t.at.y - 1) * th + 2, 3 * tw - 4, 3 * th - 4);
  g.lineStyle(3, 0x000000, 0.5);
  g.strokeRect(t.at.x * tw + 2, t.at.y * th + 2, tw - 4, th - 4);
  g.lineStyle(2, TASK, 1);
  g.strokeRect(t.at.x * tw + 2, t.at.y * th + 2, tw - 4, th - 4);
  const cx = t.at.x * tw + tw / 2;
  const cy = t.at.y * th + th / 2;
  const r = Math.min(tw, th) * 0.22;
  const [n, e, so, w] = [
    [cx, cy - r],
    [cx + r, cy],
    [cx, cy + r],
    [cx - r, cy],
  ];
  if (t.done) {
    g.fillStyle(TASK, 0.9);
    g.fillTriangle(n[0], n[1], e[0], e[1], so[0], so[1]);
    g.fillTriangle(n[0], n[1], so[0], so[1], w[0], w[1]);
  }
  g.lineStyle(2, TASK, 1);
  for (const [p, q] of [[n, e], [e, so], [so, w], [w, n]]) g.lineBetween(p[0], p[1], q[0], q[1]);
  // The label is the task's skill and DC: data, drawn as canvas text (never as HTML).
  const label = l.scene.add.text(0, 0, t.label, {
    fontFamily: 'system-ui, sans-serif', fontSize: `${Math.max(l.minPx(10), Math.round(tw * 0.16))}px`, color: '#c9fff9', fontStyle: 'bold', backgroundColor: '#000000b0', padding: { x: 3, y: 1 },
  });
  // Centred above the square (as it always was), else below, else beside it left or right: where no unit is.
  const { width: lw, height: lh } = label;
  const mx = t.at.x * tw + tw / 2 - lw / 2;
  const my = t.at.y * th + th / 2 - lh / 2;
  placeAreaLabel(l, label, [
    { x: mx, y: t.at.y * th - lh - 1 },
    { x: mx, y: (t.at.y + 1) * th + 1 },
    { x: t.at.x * tw - lw - 1, y: my },
    { x: (t.at.x + 1) * tw + 1, y: my },
    { x: mx, y: t.at.y * th + 2 },
    { x: mx, y: (t.at.y + 1) * th - lh - 2 },
  ]);
}
