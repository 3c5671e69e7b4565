// A small, safe reading of the rules page's Markdown: headings (#, ##, ###), paragraphs, lists (- and
// 1.) and **bold**. It gives plain blocks of text; the page builds elements from them with
// textContent only, so nothing in the file can become markup or script.

export type Span = { text: string; bold: boolean };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; spans: Span[] }
  | { kind: 'paragraph'; spans: Span[] }
  | { kind: 'list'; ordered: boolean; items: Span[][] };

/** "**a** b" → [a (bold), " b"]. An unclosed ** is kept as text. */
export function spans(text: string): Span[] {
  const out: Span[] = [];
  const parts = text.split('**');
  if (parts.length % 2 === 0) return [{ text, bold: false }];
  parts.forEach((p, i) => {
    if (p) out.push({ text: p, bold: i % 2 === 1 });
  });
  return out;
}

export function parseMarkdown(md: string): Block[] {
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (para.length) blocks.push({ kind: 'paragraph', spans: spans(para.join(' ')) });
    if (list) blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(spans) });
    para = [];
    list = null;
  };
  for (const raw of md.split(/\r?\n/)) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^-\s+(.*)$/.exec(line);
    const numbered = /^\d+\.\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, spans: spans(heading[2]) });
    } else if (bullet || numbered) {
      const ordered = !!numbered;
      if (para.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]);
    } else if (list) list.items[list.items.length - 1] += ` ${line}`;
    else para.push(line);
  }
  flush();
  return blocks;
}
