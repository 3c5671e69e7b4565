// Why the parser throws internally: a problem found deep inside (a chunk of a layer in a group) must
// abandon the whole map, and threading results through every level would bury the logic. Only
// parseTiledMap catches it, and it never lets anything escape: its callers get a result, not an exception.

export class Refusal extends Error {
  override name = 'Refusal';
}

export function refuse(message: string): never {
  throw new Refusal(message);
}

/** "file: layer "Group/Ground"" - the prefix every message starts with, so people know where to look. */
export function where(fileName: string, layerName?: string): string {
  return layerName === undefined ? fileName : `${fileName}: layer ${JSON.stringify(layerName)}`;
}
