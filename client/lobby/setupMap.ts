// The gamemaster card's map preview (issue 11): the board the battle will be played on, as the room
// lays it (terrain after the complications in force), each side's deploy area, the contested cube's
// outline and every complication's squares, with a title naming what stands there. Drawing only:
// every square comes from the server's preview (GET /api/combat-setup).

export interface PreviewMap {
  width: number;
  height: number;
  terrain: string[];
  deploy: { x: number; y: number; w: number; h: number; side: number }[];
  cube?: { x: number; y: number; w: number; h: number };
}

export interface PreviewComplication {
  name: string;
  where: { rects: { x: number; y: number; w: number; h: number }[]; squares: { x: number; y: number }[] };
}

/**
 * The complications the preview marks, in the order of their numbers: those with squares or areas on
 * the board. One that acts everywhere or not at all (a slope, a relationship) has nothing to number.
 */
export function markedComplications<C extends PreviewComplication>(list: readonly C[]): C[] {
  return list.filter((c) => c.where.rects.length > 0 || c.where.squares.length > 0);
}

const NS = 'http://www.w3.org/2000/svg';
const FILL: Record<string, string> = { clear: '#3b4148', rough: '#6b5a3e', woods: '#2f5d3a', swamp: '#4a5a45', water: '#2f5f86', 'deep-water': '#1d3f66', barrier: '#15171a' };
const SIDE = ['#4a86e8', '#e0533d'];
const CELL = 10;

function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number>, title?: string): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (title) {
    const t = document.createElementNS(NS, 'title');
    t.textContent = title;
    e.append(t);
  }
  return e;
}

/** The preview as an SVG image, with a text alternative saying what it shows. */
export function drawSetupMap(map: PreviewMap, all: PreviewComplication[], sideNames: [string, string]): SVGSVGElement {
  const complications = markedComplications(all);
  const root = svg('svg', { id: 'gm-map', viewBox: `0 0 ${map.width * CELL} ${map.height * CELL}`, role: 'img', class: 'gm-map' });
  const cube = map.cube ? `, the contested cube ${map.cube.w} by ${map.cube.h} squares outlined in yellow` : '';
  root.setAttribute('aria-label', `Map preview: ${map.width} by ${map.height} squares, ${sideNames[0]} deploying in blue, ${sideNames[1]} in red${cube}, ${complications.length} complications marked`);
  for (let y = 0; y < map.height; y++) for (let x = 0; x < map.width; x++) root.append(svg('rect', { x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill: FILL[map.terrain[y * map.width + x]] ?? FILL.clear }));
  for (const d of map.deploy) root.append(svg('rect', { class: `gm-deploy side-${d.side}`, x: d.x * CELL, y: d.y * CELL, width: d.w * CELL, height: d.h * CELL, fill: SIDE[d.side] ?? '#888', 'fill-opacity': 0.3 }, `${sideNames[d.side] ?? `Side ${d.side + 1}`} deploy here`));
  complications.forEach((c, i) => {
    const mark = String(i + 1);
    for (const r of c.where.rects) root.append(svg('rect', { class: 'gm-complication', x: r.x * CELL + 1, y: r.y * CELL + 1, width: r.w * CELL - 2, height: r.h * CELL - 2, fill: 'none', stroke: '#cc79a7', 'stroke-width': 1.5, 'stroke-dasharray': '3 2' }, `${mark}. ${c.name}`));
    for (const s of c.where.squares) {
      const g = svg('g', { class: 'gm-complication' }, `${mark}. ${c.name}`);
      g.append(svg('circle', { cx: s.x * CELL + CELL / 2, cy: s.y * CELL + CELL / 2, r: CELL / 2 - 0.5, fill: '#cc79a7' }));
      const t = svg('text', { x: s.x * CELL + CELL / 2, y: s.y * CELL + CELL / 2 + 3, 'text-anchor': 'middle', 'font-size': 8, fill: '#111' });
      t.textContent = mark;
      g.append(t);
      root.append(g);
    }
  });
  if (map.cube) root.append(svg('rect', { class: 'gm-cube', x: map.cube.x * CELL, y: map.cube.y * CELL, width: map.cube.w * CELL, height: map.cube.h * CELL, fill: 'none', stroke: '#f2c14e', 'stroke-width': 2 }, 'The contested cube'));
  return root;
}
