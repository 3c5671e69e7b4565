import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, spans } from './markdown.ts';

// #12 the rules page: its Markdown read into plain blocks of text (the page puts them on as text).

describe('rules markdown', () => {
  it('headings, paragraphs over several lines, lists and bold', () => {
    expect(parseMarkdown('# Title\n\nOne\ntwo **bold**.\n\n- a\n- **b** c\n  more\n1. x\n2. y')).toEqual([
      { kind: 'heading', level: 1, spans: [{ text: 'Title', bold: false }] },
      { kind: 'paragraph', spans: [{ text: 'One two ', bold: false }, { text: 'bold', bold: true }, { text: '.', bold: false }] },
      { kind: 'list', ordered: false, items: [[{ text: 'a', bold: false }], [{ text: 'b', bold: true }, { text: ' c more', bold: false }]] },
      { kind: 'list', ordered: true, items: [[{ text: 'x', bold: false }], [{ text: 'y', bold: false }]] },
    ]);
  });
  it('markup stays text; an unclosed ** stays as written', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'paragraph', spans: [{ text: '<img src=x onerror=alert(1)>', bold: false }] }]);
    expect(spans('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });
  it("the game's rules page reads into its sections", () => {
    const blocks = parseMarkdown(readFileSync(join(import.meta.dirname, '../../public/rules.md'), 'utf8'));
    const headings = blocks.filter((b) => b.kind === 'heading').map((b) => b.spans.map((s) => s.text).join(''));
    expect(headings).toEqual(['The rules in plain words', 'Dice', 'Units', 'A turn', 'Moving', 'Shooting', 'Heroes', 'Set-up']);
  });
});
