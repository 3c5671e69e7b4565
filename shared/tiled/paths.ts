// Path arithmetic on '/'-separated relative paths, without node:path, so the parser stays pure.
// All paths handed to the resolver are relative to the map file's directory.

/** Absolute paths and URLs are left as they are: they do not depend on where the map lives. */
export function isAbsolute(p: string): boolean {
  return p.startsWith('/') || /^[A-Za-z][A-Za-z0-9+.-]*:/.test(p);
}

export function normalizePath(p: string): string {
  const unified = p.replace(/\\/g, '/');
  const absolute = unified.startsWith('/');
  const out: string[] = [];
  for (const part of unified.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else if (part === '..' && absolute) continue;
    else out.push(part);
  }
  return (absolute ? '/' : '') + out.join('/');
}

export function dirOf(p: string): string {
  const i = p.replace(/\\/g, '/').lastIndexOf('/');
  return i === -1 ? '' : p.slice(0, i);
}

/** `rel` as written in a file that sits in directory `dir` (both relative to the map's directory). */
export function joinPath(dir: string, rel: string): string {
  if (isAbsolute(rel)) return rel;
  return normalizePath(dir === '' ? rel : `${dir}/${rel}`);
}

export function extensionOf(p: string): string {
  const base = p.slice(p.replace(/\\/g, '/').lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}
