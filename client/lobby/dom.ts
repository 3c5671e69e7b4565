// A small element builder for the start page: text always goes in as textContent, never as HTML.

type Props = Record<string, string | number | boolean | ((e: Event) => void)>;

export function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props = {}, ...children: (Node | string | null)[]): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (typeof v === 'function') e.addEventListener(k.slice(2), v);
    else if (k === 'text') e.textContent = String(v);
    else if (typeof v === 'boolean') (e as unknown as Record<string, boolean>)[k] = v;
    else e.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null) e.append(c);
  return e;
}

export const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const SHAPES = ['■', '●', '▲', '◆', '★', '⬟'];
export const shape = (side: number) => SHAPES[side % SHAPES.length];
