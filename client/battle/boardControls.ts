import type { BoardScene } from './board/scene.ts';
import { loadPace, paceScale, savePace, PACES, type Pace } from './board/motion.ts';
import { STEP } from './board/zoom.ts';

// The board's own controls: zoom (+, −, fit, and the same keys) and the animation setting. They
// change only how the board is shown, never the battle.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T | null;

export class BoardControls {
  pace: Pace = loadPace();

  constructor(private readonly board: () => BoardScene | null) {
    $('zoom-in')?.addEventListener('click', () => this.board()?.zoomBy(STEP));
    $('zoom-out')?.addEventListener('click', () => this.board()?.zoomBy(1 / STEP));
    $('zoom-fit')?.addEventListener('click', () => this.board()?.fitView());
    const select = $<HTMLSelectElement>('anim-pace');
    if (select) {
      select.value = this.pace;
      select.addEventListener('change', () => {
        const p = PACES.find((x) => x === select.value) ?? 'normal';
        this.pace = p;
        savePace(p);
        if (p === 'off') this.board()?.skipAnimation();
      });
    }
  }

  /** Animation length against normal for the present setting (0: none). */
  get scale(): number {
    return paceScale(this.pace);
  }

  /** The zoom keys: + (or =) in, − out, 0 the whole map. True when the key was one of them. */
  key(k: string): boolean {
    const b = this.board();
    if (!b) return false;
    if (k === '+' || k === '=') b.zoomBy(STEP);
    else if (k === '-' || k === '_') b.zoomBy(1 / STEP);
    else if (k === '0') b.fitView();
    else return false;
    return true;
  }
}
