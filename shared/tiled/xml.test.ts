import { describe, expect, it } from 'vitest';
import { parseXml } from './xml.ts';

describe('parseXml', () => {
  it('reads elements, attributes, entities, text and CDATA, skipping prolog and comments', () => {
    const r = parseXml(`<?xml version="1.0"?>
<!-- a comment with <tags> -->
<a x="1" y='two &amp; &lt;3&gt; &#65;&#x42;'>
  <b/>
  <c k="v">hello &quot;you&quot;<![CDATA[ <raw> ]]></c>
</a>`);
    if (!r.ok) throw new Error(r.error);
    expect(r.root.name).toBe('a');
    expect(r.root.attributes).toEqual({ x: '1', y: 'two & <3> AB' });
    expect(r.root.children.map((c) => c.name)).toEqual(['b', 'c']);
    expect(r.root.children[1].text).toBe('hello "you" <raw> ');
  });

  it('reports malformed documents with a line number instead of throwing', () => {
    expect(parseXml('<a>\n<b>\n</a>')).toEqual({ ok: false, error: 'closing tag </a> does not match <b> (line 3)' });
    expect(parseXml('<a><b></b>')).toMatchObject({ ok: false, error: expect.stringContaining('<a> is not closed') });
    expect(parseXml('<a/><b/>')).toMatchObject({ ok: false, error: expect.stringContaining('more than one root') });
    expect(parseXml('')).toMatchObject({ ok: false });
    expect(parseXml('<a x=1/>')).toMatchObject({ ok: false, error: expect.stringContaining('malformed attributes') });
  });
});
