import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// The shape of the code base, checked from the source text: no import cycles anywhere, no source
// file over the line limit, and shared/ (the pure rules, run by both the server and the browser)
// never reaching into server/ or client/ nor, outside its tests, into Node's own modules.

const root = join(import.meta.dirname, '..');
const TREES = ['shared', 'server', 'client', 'test'];
const MAX_LINES = 400;

/**
 * Files being split right now by other work; each is over the limit today and is exempt until that
 * work lands, then this list is emptied. Do not add to it: split the file instead.
 */
const PENDING_SPLIT: string[] = [];

/**
 * Imports that break shared/'s purity today, outside this test's author's files, to be fixed by
 * their owners (a shared test should get its maps without server/, e.g. through shared/map). Listed
 * exactly, so any new one fails. Do not add to it.
 */
const PENDING_FIX: string[] = [];

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

/** Path from the repository root with forward slashes, as the lists here spell them. */
const rel = (path: string) => relative(root, path).split(sep).join('/');

const files = TREES.flatMap((t) => tsFiles(join(root, t))).map(rel).sort();
const source = new Map(files.map((f) => [f, readFileSync(join(root, f), 'utf8')]));

/**
 * Every module specifier a file imports or re-exports from: `import … from`, `import type … from`,
 * `export … from`, `export * from` and bare `import '…'`. Comments are dropped first so a commented
 * line does not count; the pattern stops at a quote or a semicolon so it never spans two statements.
 */
function specifiers(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[\n;])\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"\n]+)['"]/g)) out.push(m[1]);
  return out;
}

/** The repository file a relative specifier names, or null for packages, `node:` modules and non-TypeScript files. */
function target(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = rel(resolve(dirname(join(root, from)), spec));
  for (const candidate of [base, `${base}.ts`, `${base}/index.ts`]) if (source.has(candidate)) return candidate;
  return null;
}

const imports = new Map(files.map((f) => [f, [...new Set(specifiers(source.get(f)!).map((s) => target(f, s)).filter((t): t is string => t !== null))]]));

/** Strongly connected groups of files that import one another round a loop (Tarjan). */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (f: string) => {
    index.set(f, next);
    low.set(f, next++);
    stack.push(f);
    onStack.add(f);
    for (const t of imports.get(f)!) {
      if (!index.has(t)) {
        visit(t);
        low.set(f, Math.min(low.get(f)!, low.get(t)!));
      } else if (onStack.has(t)) low.set(f, Math.min(low.get(f)!, index.get(t)!));
    }
    if (low.get(f) !== index.get(f)) return;
    const group: string[] = [];
    for (let m = stack.pop()!; ; m = stack.pop()!) {
      onStack.delete(m);
      group.push(m);
      if (m === f) break;
    }
    if (group.length > 1 || imports.get(f)!.includes(f)) groups.push(group.sort());
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return groups;
}

/** One concrete loop through a group, for the failure message: a -> b -> … -> a. */
function loopThrough(group: string[]): string {
  const members = new Set(group);
  const start = group[0];
  const path = [start];
  const seen = new Set([start]);
  for (let at = start; ; ) {
    const step = imports.get(at)!.filter((t) => members.has(t));
    const back = step.find((t) => t === start);
    if (back && path.length > 1) return [...path, start].join(' -> ');
    const fresh = step.find((t) => !seen.has(t)) ?? back!;
    if (fresh === start) return [...path, start].join(' -> ');
    path.push(fresh);
    seen.add(fresh);
    at = fresh;
  }
}

describe('architecture', () => {
  it('the import parser sees every form of import and re-export, and nothing in comments', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {\n  c,\n  type D,\n} from "./c.ts";',
      "export { e } from './e.ts';",
      "export type { F } from './f.ts';",
      "export * from './g.ts';",
      "import './h.ts';",
      "// import { x } from './commented.ts';",
      "/* import { y } from './blocked.ts'; */",
      "const s = 'from here';",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a.ts', '../b.ts', './c.ts', './e.ts', './f.ts', './g.ts', './h.ts']);
  });

  it('has no import cycles (type-only imports included)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(cycles().map(loopThrough)).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines in shared/, server/ or client/ (tests included)`, () => {
    const long = files
      .filter((f) => /^(shared|server|client)\//.test(f) && !PENDING_SPLIT.includes(f))
      .map((f) => [f, source.get(f)!.split('\n').length - (source.get(f)!.endsWith('\n') ? 1 : 0)] as const)
      .filter(([, n]) => n > MAX_LINES)
      .map(([f, n]) => `${f}: ${n} lines`);
    expect(long).toEqual([]);
  });

  it('keeps shared/ pure: nothing from server/ or client/, and no node: module outside its tests', () => {
    const problems: string[] = [];
    for (const f of files.filter((x) => x.startsWith('shared/'))) {
      for (const spec of specifiers(source.get(f)!)) {
        const t = target(f, spec);
        if (t && /^(server|client)\//.test(t)) problems.push(`${f} imports ${t}`);
        if (spec.startsWith('node:') && !f.endsWith('.test.ts')) problems.push(`${f} imports ${spec}`);
      }
    }
    expect(problems.filter((p) => !PENDING_FIX.includes(p))).toEqual([]);
  });
});
