import { parseMarkdown, type Span } from './markdown.ts';

// The rules page in the game: a dialog over any page (start page, battle, replay) with the rules in
// plain words, read from public/rules.md and put on the page as text (markdown.ts).

function spansInto(el: HTMLElement, spans: Span[]): HTMLElement {
  for (const s of spans) {
    if (s.bold) el.append(Object.assign(document.createElement('strong'), { textContent: s.text }));
    else el.append(s.text);
  }
  return el;
}

let dialog: HTMLDialogElement | null = null;

export async function openRules(): Promise<void> {
  if (!dialog) {
    const d = document.createElement('dialog');
    d.id = 'rules';
    d.setAttribute('aria-labelledby', 'rules-title');
    const body = document.createElement('div');
    body.id = 'rules-body';
    const close = Object.assign(document.createElement('button'), { type: 'button', id: 'rules-close', textContent: 'Close' });
    close.addEventListener('click', () => d.close());
    d.append(close, body);
    document.body.append(d);
    const res = await fetch('rules.md');
    const text = res.ok ? await res.text() : '# Rules\n\nThe rules could not be loaded.';
    let first = true;
    for (const b of parseMarkdown(text)) {
      if (b.kind === 'heading') {
        const h = spansInto(document.createElement(`h${b.level + 1}`), b.spans);
        if (first) h.id = 'rules-title';
        first = false;
        body.append(h);
      } else if (b.kind === 'paragraph') body.append(spansInto(document.createElement('p'), b.spans));
      else {
        const list = document.createElement(b.ordered ? 'ol' : 'ul');
        for (const item of b.items) list.append(spansInto(document.createElement('li'), item));
        body.append(list);
      }
    }
    dialog = d;
  }
  if (!dialog.open) dialog.showModal();
}
