// Narrow reads of untrusted JSON: a field of the wrong type reads as absent, so callers decide
// whether that is an error (a tile width) or a default (an opacity).

export type JsonObject = Record<string, unknown>;

export function isRecord(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function numberField(o: JsonObject, key: string): number | undefined {
  const v = o[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
}

export function stringField(o: JsonObject, key: string): string | undefined {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
}

export function boolField(o: JsonObject, key: string): boolean | undefined {
  const v = o[key];
  return typeof v === 'boolean' ? v : undefined;
}

export function arrayField(o: JsonObject, key: string): unknown[] | undefined {
  const v = o[key];
  return Array.isArray(v) ? v : undefined;
}

/** Tiled 1.9 wrote `class` where objects and tiles have `type`; read both. */
export function typeOrClass(o: JsonObject): string {
  return stringField(o, 'type') || stringField(o, 'class') || '';
}
