// Each client holds a copy of exactly what viewFor gave its viewer; after a command the room sends
// only what changed. Paths address into plain JSON (object keys, array indexes). Pure and generic:
// any game module's view syncs this way, so no synced shape is declared anywhere but the view type.

export type Path = (string | number)[];

export type PatchOp =
  | { op: 'set'; path: Path; value: unknown }
  | { op: 'del'; path: Path }
  /** Truncates an array to `length` (growing is done by `set`s past the end). */
  | { op: 'len'; path: Path; length: number };

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Own keys only: a key such as "valueOf" must not find Object.prototype's. */
function own(o: Record<string, unknown>, k: string): unknown {
  return Object.hasOwn(o, k) ? o[k] : undefined;
}

/** The operations that turn `before` into `after`. Keys whose value is undefined count as absent, as in JSON. */
export function diff(before: unknown, after: unknown, path: Path = [], out: PatchOp[] = []): PatchOp[] {
  if (before === after) return out;
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) out.push({ op: 'len', path, length: after.length });
    for (let i = 0; i < after.length; i++) {
      if (i < before.length) diff(before[i], after[i], [...path, i], out);
      else out.push({ op: 'set', path: [...path, i], value: after[i] });
    }
    return out;
  }
  if (isObject(before) && isObject(after)) {
    for (const k of Object.keys(before)) if (before[k] !== undefined && own(after, k) === undefined) out.push({ op: 'del', path: [...path, k] });
    for (const k of Object.keys(after)) {
      if (after[k] === undefined) continue;
      if (own(before, k) === undefined) out.push({ op: 'set', path: [...path, k], value: after[k] });
      else diff(before[k], after[k], [...path, k], out);
    }
    return out;
  }
  if (!Object.is(before, after)) out.push({ op: 'set', path, value: after });
  return out;
}

function copy(v: unknown): Json[] | Record<string, Json> {
  return Array.isArray(v) ? [...v] : { ...(v as Record<string, Json>) };
}

/** Applies operations without touching `doc`: containers along each path are copied, the rest shared. */
export function applyPatch<T>(doc: T, ops: PatchOp[]): T {
  let root: unknown = doc;
  for (const op of ops) {
    if (op.path.length === 0) {
      if (op.op === 'set') root = op.value;
      else if (op.op === 'len' && Array.isArray(root)) root = root.slice(0, op.length);
      continue;
    }
    root = copy(root);
    let node = root as Record<string | number, unknown>;
    for (let i = 0; i < op.path.length - 1; i++) {
      const key = op.path[i];
      const child = node[key];
      if (typeof child !== 'object' || child === null) throw new Error(`patch path ${op.path.join('.')} runs through a leaf at ${key}`);
      Object.defineProperty(node, key, { value: copy(child), writable: true, enumerable: true, configurable: true });
      node = node[key] as Record<string | number, unknown>;
    }
    const last = op.path[op.path.length - 1];
    // defineProperty, not assignment: a key named "__proto__" stays a plain key.
    if (op.op === 'set') Object.defineProperty(node, last, { value: op.value, writable: true, enumerable: true, configurable: true });
    else if (op.op === 'del') delete node[last];
    else {
      const arr = node[last];
      if (!Array.isArray(arr)) throw new Error(`patch 'len' at ${op.path.join('.')} is not an array`);
      node[last] = arr.slice(0, op.length);
    }
  }
  return root as T;
}
