// A minimal XML reader, enough for Tiled's .tsx tilesets and .tx templates (external files that JSON maps
// may reference). It keeps elements, attributes and text; it skips the prolog, comments, processing
// instructions and DOCTYPE. No namespaces, no DTD entities: Tiled writes neither.

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** Concatenated character data directly inside this element (CDATA included). */
  text: string;
}

export type XmlResult = { ok: true; root: XmlElement } | { ok: false; error: string };

const NAMED_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, body: string) => {
    if (body.startsWith('#x')) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith('#')) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return NAMED_ENTITIES[body] ?? whole;
  });
}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const ATTRIBUTE = /\s*([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("([^"]*)"|'([^']*)')/y;

/** Reports the line of a problem, because a person will open the file to fix it. */
function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function parseXml(text: string): XmlResult {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let i = 0;
  const fail = (message: string, at: number): XmlResult => ({ ok: false, error: `${message} (line ${lineOf(text, at)})` });

  while (i < text.length) {
    const lt = text.indexOf('<', i);
    const chunkEnd = lt === -1 ? text.length : lt;
    if (chunkEnd > i) {
      const chars = text.slice(i, chunkEnd);
      const top = stack[stack.length - 1];
      if (top) top.text += decodeEntities(chars);
      else if (chars.trim() !== '') return fail('text outside the root element', i);
    }
    if (lt === -1) break;
    i = lt;

    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end === -1) return fail('unterminated comment', i);
      i = end + 3;
    } else if (text.startsWith('<![CDATA[', i)) {
      const end = text.indexOf(']]>', i + 9);
      if (end === -1) return fail('unterminated CDATA section', i);
      const top = stack[stack.length - 1];
      if (top) top.text += text.slice(i + 9, end);
      i = end + 3;
    } else if (text.startsWith('<?', i)) {
      const end = text.indexOf('?>', i + 2);
      if (end === -1) return fail('unterminated processing instruction', i);
      i = end + 2;
    } else if (text.startsWith('<!', i)) {
      const end = text.indexOf('>', i + 2);
      if (end === -1) return fail('unterminated declaration', i);
      i = end + 1;
    } else if (text.startsWith('</', i)) {
      NAME.lastIndex = i + 2;
      const m = NAME.exec(text);
      if (!m) return fail('malformed closing tag', i);
      const top = stack.pop();
      if (!top || top.name !== m[0]) return fail(`closing tag </${m[0]}> does not match <${top?.name ?? ''}>`, i);
      const end = text.indexOf('>', NAME.lastIndex);
      if (end === -1) return fail('unterminated closing tag', i);
      i = end + 1;
    } else {
      NAME.lastIndex = i + 1;
      const m = NAME.exec(text);
      if (!m) return fail('malformed tag', i);
      const element: XmlElement = { name: m[0], attributes: {}, children: [], text: '' };
      let j = NAME.lastIndex;
      for (;;) {
        ATTRIBUTE.lastIndex = j;
        const a = ATTRIBUTE.exec(text);
        if (!a) break;
        element.attributes[a[1]] = decodeEntities(a[3] ?? a[4] ?? '');
        j = ATTRIBUTE.lastIndex;
      }
      while (j < text.length && /\s/.test(text[j])) j++;
      const selfClosing = text.startsWith('/>', j);
      if (!selfClosing && text[j] !== '>') return fail(`malformed attributes in <${element.name}>`, j);
      i = j + (selfClosing ? 2 : 1);

      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) return fail('more than one root element', lt);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) return fail(`element <${stack[stack.length - 1].name}> is not closed`, text.length);
  if (!root) return { ok: false, error: 'no root element' };
  return { ok: true, root };
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((c) => c.name === name);
}
