// What every step of one parse shares: the map's name for messages, the file resolver, the warnings,
// and a cache so a template used fifty times is read and parsed once.

import { extensionOf } from './paths.ts';
import type { FileResolver } from './types.ts';
import { type XmlElement, parseXml } from './xml.ts';

export type ExternalFile = { kind: 'json'; value: unknown } | { kind: 'xml'; root: XmlElement } | { kind: 'error'; error: string };

export interface ParseContext {
  fileName: string;
  resolve: FileResolver;
  warnings: string[];
  files: Map<string, ExternalFile | undefined>;
}

export function newContext(fileName: string, resolve: FileResolver): ParseContext {
  return { fileName, resolve, warnings: [], files: new Map() };
}

/** An external file (path relative to the map's directory), parsed as XML or JSON by its look; undefined if absent. */
export function readExternal(ctx: ParseContext, path: string): ExternalFile | undefined {
  if (ctx.files.has(path)) return ctx.files.get(path);
  let result: ExternalFile | undefined;
  let text: string | undefined;
  try {
    text = ctx.resolve(path);
  } catch (e) {
    // A resolver that throws is treated as a missing file: the parser's promise is to never throw.
    text = undefined;
    ctx.warnings.push(`${ctx.fileName}: reading ${JSON.stringify(path)} failed (${e instanceof Error ? e.message : String(e)})`);
  }
  if (text !== undefined) {
    const body = text.replace(/^\uFEFF/, '');
    const ext = extensionOf(path);
    if (ext === 'tsx' || ext === 'tx' || ext === 'tmx' || body.trimStart().startsWith('<')) {
      const xml = parseXml(body);
      result = xml.ok ? { kind: 'xml', root: xml.root } : { kind: 'error', error: `not well-formed XML: ${xml.error}` };
    } else {
      try {
        result = { kind: 'json', value: JSON.parse(body) as unknown };
      } catch (e) {
        result = { kind: 'error', error: `not valid JSON: ${e instanceof Error ? e.message : String(e)}` };
      }
    }
  }
  ctx.files.set(path, result);
  return result;
}
