// Custom properties in every shape Tiled has written, normalised to { name: value }.
// 1.2+: [{name, type, value, propertytype?}]; before 1.2: {name: value} plus a `propertytypes` dict,
// where old files often stored every value as a string. XML files are first rewritten into the 1.2+ shape (tmx.ts).
// Class values are kept as written: members equal to the class default are absent (Tiled omits them)
// and are not filled in, since the defaults live in the Tiled project file, which maps do not carry.

import type { Properties } from './types.ts';

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Converts a value to the declared type when the file stored it as a string (old files, XML). */
function typed(type: unknown, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (type) {
    case 'int':
    case 'float':
    case 'object': {
      const n = Number(value);
      return value.trim() === '' || Number.isNaN(n) ? value : n;
    }
    case 'bool':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

function listValue(items: unknown): unknown {
  if (!Array.isArray(items)) return items;
  return items.map((item) => (isRecord(item) && 'value' in item ? typed(item.type, item.value) : item));
}

/** `properties` and `propertytypes` of a JSON object (map, layer, object, tileset, tile). */
export function propertiesFromJson(properties: unknown, propertytypes?: unknown): Properties {
  const out: Properties = {};
  if (Array.isArray(properties)) {
    for (const p of properties) {
      if (!isRecord(p) || typeof p.name !== 'string') continue;
      out[p.name] = p.type === 'list' ? listValue(p.value) : typed(p.type, p.value);
    }
  } else if (isRecord(properties)) {
    const types = isRecord(propertytypes) ? propertytypes : {};
    for (const [name, value] of Object.entries(properties)) out[name] = typed(types[name], value);
  }
  return out;
}

/** Back to Tiled's 1.2+ array shape, which Phaser expects on layers and objects. */
export interface TiledProperty {
  name: string;
  type: string;
  value: unknown;
}

function tiledType(value: unknown): string {
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (Array.isArray(value)) return 'list';
  if (isRecord(value)) return 'class';
  return 'string';
}

export function propertiesToTiled(props: Properties): TiledProperty[] {
  return Object.entries(props).map(([name, value]) => ({
    name,
    type: tiledType(value),
    // A list is written as typed items, as Tiled 1.12 does.
    value: Array.isArray(value) ? value.map((item) => ({ type: tiledType(item), value: item })) : value,
  }));
}
