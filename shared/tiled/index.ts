// The Tiled map parser's public surface. Pure: file access comes in as a resolver.

export { parseTiledMap } from './parseTiledMap.ts';
export { toClientMap } from './clientMap.ts';
export type { ClientMap, ClientLayer, ClientTileLayer, ClientObjectLayer, ClientImageLayer, ClientTileset, ClientTile, ClientObject } from './clientMap.ts';
export { objectBounds } from './objects.ts';
export { tilesetFor, gidExists } from './tilesets.ts';
export { splitGid, joinGid, flipFlags, GID_MASK } from './gid.ts';
export type { FlipFlags, SplitGid } from './gid.ts';
export * from './types.ts';
