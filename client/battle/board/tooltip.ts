import type { Square } from '../../../shared/map/battleMap.ts';
import { BOARD_EDGE } from './edge.ts';

// The board's tooltip: a box over the board next to a square, with what is there (units, terrain,
// height). Built from plain text blocks with textContent only. Shown on hover after a short wait, at
// once on a long press or when the keyboard cursor moves; hidden when the pointer leaves.

export interface TipBlock {
  title: string;
  lines: string[];
}

export class BoardTip {
  private readonly el: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private at: string | null = null;

  constructor(
    private readonly wrap: HTMLElement,
    private readonly size: () => { width: number; height: number },
  ) {
    this.el = document.createElement('div');
    this.el.id = 'board-tip';
    this.el.setAttribute('role', 'tooltip');
    this.el.hidden = true;
    wrap.append(this.el);
  }

  /** Shows the blocks beside the square, after `delay` ms (0: now). */
  show(sq: Square, blocks: TipBlock[], delay = 0): void {
    const key = `${sq.x},${sq.y}`;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.at === key && !this.el.hidden) {
      this.fill(blocks);
      return;
    }
    this.el.hidden = true;
    this.at = key;
    const now = () => {
      this.timer = null;
      this.fill(blocks);
      this.place(sq);
    };
    if (delay > 0) this.timer = setTimeout(now, delay);
    else now();
  }

  hide(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.at = null;
    this.el.hidden = true;
  }

  private fill(blocks: TipBlock[]): void {
    this.el.replaceChildren(
      ...blocks.map((b) => {
        const part = document.createElement('div');
        part.className = 'tip-block';
        const title = document.createElement('strong');
        title.textContent = b.title;
        part.append(title);
        for (const line of b.lines) {
          const p = document.createElement('div');
          p.textContent = line;
          part.append(p);
        }
        return part;
      }),
    );
  }

  /** Beside the square, on the side with more room, kept inside the board's box. */
  private place(sq: Square): void {
    const canvas = this.wrap.querySelector('canvas');
    if (!canvas) return;
    const c = canvas.getBoundingClientRect();
    const w = this.wrap.getBoundingClientRect();
    const { width, height } = this.size();
    // The canvas holds the map and a margin of BOARD_EDGE squares round it.
    const cell = c.width / (width + 2 * BOARD_EDGE);
    const cx = c.left - w.left + this.wrap.scrollLeft + (BOARD_EDGE + sq.x + 0.5) * cell;
    const cy = c.top - w.top + this.wrap.scrollTop + (BOARD_EDGE + sq.y + 0.5) * (c.height / (height + 2 * BOARD_EDGE));
    this.el.hidden = false;
    const tw = this.el.offsetWidth;
    const th = this.el.offsetHeight;
    const right = sq.x < width / 2;
    let left = right ? cx + cell * 0.7 : cx - cell * 0.7 - tw;
    left = Math.max(2, Math.min(left, w.width - tw - 2));
    let top = cy - th / 2;
    top = Math.max(2, Math.min(top, Math.max(2, w.height - th - 2)));
    this.el.style.left = `${left}px`;
    this.el.style.top = `${top}px`;
  }
}
