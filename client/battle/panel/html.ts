// Small helpers for the side panel's HTML: escaping, lists in words, percentages, side shapes.

export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const SHAPES = ['■', '●', '▲', '◆', '★', '⬟'];
export const sideShape = (side: number) => SHAPES[side % SHAPES.length];

/** "a", "a and b", "a, b and c" (or "or"). */
export function list(items: string[], word = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

export const pct = (p: number): string => {
  const v = p * 100;
  if (v > 0 && v < 0.1) return '<0.1%';
  if (v < 100 && v > 99.9) return '>99.9%';
  return `${v.toFixed(v < 10 && v > 0 ? 1 : 0)}%`;
};

/** Sets an element's HTML only when it changed, so buttons under the pointer and the focus survive a refresh. */
export function setHtml(el: HTMLElement, html: string): void {
  if (el.dataset.html === html) return;
  el.dataset.html = html;
  el.innerHTML = html;
}
