import type { BattleView } from '../../../shared/battle/model.ts';
import { TERRAINS } from '../../../shared/map/battleMap.ts';
import { esc, sideShape } from './html.ts';
import { conditionWords, heightWords, terrainName, terrainWords } from './tips.ts';
import { pointerWords } from '../pointerWords.ts';

// The legend: every mark the board draws, with a small picture of it and what it means; the sides'
// shapes; the terrains of this map and the height, with what they cost and give (asked of the rules
// through squareFacts, via tips.ts). Static pictures only: no player text goes into an <svg>.

export interface LegendItem {
  /** A small picture (trusted SVG or text markup built here). */
  mark: string;
  /** Plain words. */
  text: string;
}

const svg = (body: string) => `<svg class="legend-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">${body}</svg>`;
const txt = (t: string, colour = '#ffe14a') => svg(`<rect width="24" height="24" rx="3" fill="#2d333b"/><text x="12" y="17" text-anchor="middle" font-size="15" font-weight="700" fill="${colour}" stroke="#000" stroke-width="0.6">${t}</text>`);

/** The board's marks, in the order a new player meets them. */
export function markItems(): LegendItem[] {
  return [
    { mark: svg('<circle cx="12" cy="12" r="10" fill="#4a86e8" stroke="#111" stroke-width="2"/><text x="12" y="11" text-anchor="middle" font-size="6.5" font-weight="700" fill="#fff">POL</text><text x="12" y="18" text-anchor="middle" font-size="6.5" font-weight="700" fill="#fff">A1</text>'), text: 'A counter: the kind of unit (short label) over its id; the shape and colour are its side. Hover it, or press and hold, for its numbers and specials.' },
    { mark: txt('/'), text: `Bloodied: ${conditionWords('bloodied')}.` },
    { mark: txt('X'), text: `Broken: ${conditionWords('broken')}.` },
    { mark: txt('★'), text: 'A hero rides with this unit.' },
    { mark: txt('×2', '#fff'), text: pointerWords('A stack of your units on one square (the count is on the top one); click it to see and reorder it.') },
    { mark: svg('<rect x="2" y="6" width="20" height="12" rx="3" fill="#000"/><circle cx="8" cy="12" r="3" stroke="#fff" fill="none" stroke-width="1.5"/><line x1="3" y1="12" x2="12" y2="12" stroke="#fff"/><line x1="8" y1="7" x2="8" y2="17" stroke="#fff"/><text x="17" y="16" text-anchor="middle" font-size="9" fill="#fff" font-weight="700">3</text>'), text: 'Crosshair and number on a counter: it can shoot, at that Missile Range.' },
    { mark: txt('1', '#fff'), text: `A number printed on a square: its height. ${cap(heightWords())}.` },
    { mark: svg('<rect x="1" y="1" width="22" height="22" fill="#f2c14e55" stroke="#f2c14e" stroke-width="2"/>'), text: 'Yellow squares: where the selected unit can move (or, in the set-up, be placed).' },
    { mark: svg('<rect x="2" y="2" width="20" height="20" fill="none" stroke="#ff5a4a" stroke-width="1.5"/><line x1="2" y1="22" x2="22" y2="2" stroke="#ff5a4a" stroke-width="1.5"/>'), text: 'Hatched red squares: enemy zones of control; a move that enters one stops there.' },
    { mark: svg('<rect x="2" y="2" width="20" height="20" fill="#5ad1e629" stroke="#5ad1e6" stroke-width="3"/><circle cx="12" cy="12" r="2.5" fill="#5ad1e6"/>'), text: 'Blue outline (dots, or a fill while shooting): the selected unit’s missile range, squares in range and sight.' },
    { mark: svg('<circle cx="12" cy="12" r="9" fill="none" stroke="#ff3030" stroke-width="3"/>'), text: 'Red ring: a unit you may attack or shoot now. Red corner brackets: the target whose odds are shown.' },
    { mark: svg('<circle cx="12" cy="12" r="9" fill="none" stroke="#f2c14e" stroke-width="3" stroke-dasharray="3 3"/>'), text: 'Dashed yellow ring: one of your units that may fire now (opportunity fire).' },
    { mark: svg('<rect x="2" y="2" width="20" height="20" fill="none" stroke="#d8262e" stroke-width="3"/><path d="M8 3 L13 8 L8 13 L3 8 Z" fill="#222" stroke="#d8262e" stroke-width="2"/><text x="8" y="10.5" font-size="6" text-anchor="middle" fill="#fff">A</text>'), text: 'Red-framed square with a diamond: a resource node; the letter is the side holding it (– nobody).' },
    { mark: svg('<rect x="3" y="3" width="18" height="18" fill="none" stroke="#d9a6ff" stroke-width="2" stroke-dasharray="4 3"/>'), text: 'Dashed violet box: the cube (the contested space), with its size and levels (level 0 is the surface the sides deploy on).' },
    { mark: svg('<circle cx="12" cy="12" r="9" fill="#4a86e859" stroke="#bbb" stroke-width="2" stroke-dasharray="3 3"/><text x="12" y="15" text-anchor="middle" font-size="7" fill="#ddd" font-weight="700">out</text>'), text: 'Dimmed counter with a dashed grey ring, "out": outside the cube — inactive; it does not count for victory until it is back inside (never, under Out is Out).' },
    { mark: svg('<rect x="1" y="6" width="22" height="12" rx="2" fill="#000"/><text x="12" y="15.5" text-anchor="middle" font-size="9" font-weight="700" fill="#9fe8ff">\u25b2+2</text>'), text: 'A level over a counter: the unit is above the surface, flying (\u25b2), or below it, fallen or underground (\u25bc).' },
    { mark: svg('<rect x="3" y="3" width="18" height="18" fill="none" stroke="#4a86e8" stroke-width="3" stroke-dasharray="6 3"/>'), text: 'Dashed frame in your colour, in the set-up: your deploy area.' },
    { mark: svg('<line x1="2" y1="20" x2="22" y2="4" stroke="#fff" stroke-width="2.5"/>'), text: 'White line: a clear line of sight (orange circles: squares in the way that give cover).' },
    { mark: svg('<line x1="2" y1="20" x2="22" y2="4" stroke="#ff3b30" stroke-width="2.5" stroke-dasharray="4 3"/>'), text: 'Red dashed line and a crossed square: the line of sight is blocked there.' },
    { mark: svg('<rect x="2" y="2" width="20" height="20" fill="none" stroke="#f2c14e" stroke-width="3" stroke-dasharray="4 3"/><text x="18" y="9" font-size="8" fill="#ffe14a">★</text>'), text: 'Dashed gold frame with a star: a unit your hero may move to (or be placed with).' },
  ];
}

const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** The terrains this map uses, each with what it costs and gives. */
export function terrainItems(v: BattleView): LegendItem[] {
  const used = new Set(v.map.terrain);
  return TERRAINS.filter((t) => used.has(t)).map((t) => ({ mark: '', text: `${cap(terrainName(t))}: ${terrainWords(t)}.` }));
}

const item = (i: LegendItem) => `<li>${i.mark}<span>${esc(i.text)}</span></li>`;

/** The legend's HTML (inside the #legend details). */
export function legendHtml(v: BattleView): string {
  const sides = v.sideNames.map((n, s) => `<li><span class="legend-mark side-${s} side-shape" aria-hidden="true">${sideShape(s)}</span><span class="side-${s}">${esc(n)}</span></li>`).join('');
  return (
    `<h3>Sides</h3><ul class="legend">${sides}</ul>` +
    `<h3>Marks</h3><ul class="legend">${markItems().map(item).join('')}</ul>` +
    `<h3>Terrain on this map</h3><ul class="legend terrain">${terrainItems(v).map((i) => `<li><span>${esc(i.text)}</span></li>`).join('')}</ul>`
  );
}
