// Objects of an object layer, with template instances resolved (.tj JSON or .tx XML). A template
// instance stores only what it overrides; the template's gid counts from the template's own tileset
// entry, so it is remapped through the map's firstgid for the same tileset file.

import { type ParseContext, readExternal } from './context.ts';
import { joinGid, splitGid } from './gid.ts';
import { type JsonObject, arrayField, boolField, isRecord, numberField, stringField } from './json.ts';
import { dirOf, joinPath } from './paths.ts';
import { propertiesFromJson } from './properties.ts';
import { xmlTemplateToJson } from './tmx.ts';
import { gidExists, tilesetFor } from './tilesets.ts';
import type { ObjectShape, ParsedObject, ParsedTileset, Point, Properties } from './types.ts';

/** What one source (a template or an instance) says about an object; absent = not said. */
interface ObjectFields {
  id?: number;
  name?: string;
  type?: string;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
  rotation?: number;
  visible?: boolean;
  rawGid?: number;
  shape?: Exclude<ObjectShape, 'rectangle' | 'tile'>;
  points?: Point[];
  text?: unknown;
  properties: Properties;
}

function pointsFromJson(v: unknown): Point[] | undefined {
  if (!Array.isArray(v)) return undefined;
  return v.filter(isRecord).map((p) => ({ x: numberField(p, 'x') ?? 0, y: numberField(p, 'y') ?? 0 }));
}

function fieldsFromJson(o: JsonObject): ObjectFields {
  const f: ObjectFields = {
    id: numberField(o, 'id'),
    name: stringField(o, 'name'),
    // `type` or (Tiled 1.9) `class`; an empty string is "not said", so a template's type shows through.
    type: stringField(o, 'type') || stringField(o, 'class') || undefined,
    x: numberField(o, 'x'),
    y: numberField(o, 'y'),
    width: numberField(o, 'width'),
    height: numberField(o, 'height'),
    rotation: numberField(o, 'rotation'),
    visible: boolField(o, 'visible'),
    rawGid: numberField(o, 'gid'),
    properties: propertiesFromJson(o.properties, o.propertytypes),
  };
  const polygon = pointsFromJson(o.polygon);
  const polyline = pointsFromJson(o.polyline);
  if (polygon) [f.shape, f.points] = ['polygon', polygon];
  else if (polyline) [f.shape, f.points] = ['polyline', polyline];
  else if (o.ellipse === true) f.shape = 'ellipse';
  else if (o.point === true) f.shape = 'point';
  else if (o.text !== undefined) [f.shape, f.text] = ['text', o.text];
  return f;
}

interface Template {
  fields: ObjectFields;
  /** The template's own tileset entry: its gid counts from this firstgid. */
  tileset?: { firstgid: number; path: string };
}

function loadTemplate(ctx: ParseContext, path: string): Template | string {
  const file = readExternal(ctx, path);
  if (file === undefined) return `template file not found (looked for ${JSON.stringify(path)} relative to the map)`;
  if (file.kind === 'error') return file.error;
  const dir = dirOf(path);
  const v = file.kind === 'xml' ? xmlTemplateToJson(file.root) : file.value;
  if (!isRecord(v) || !isRecord(v.object)) return 'not a Tiled template (an object with "object")';
  const ts = isRecord(v.tileset) ? v.tileset : undefined;
  const source = ts && stringField(ts, 'source');
  return {
    fields: fieldsFromJson(v.object),
    tileset: ts && source ? { firstgid: numberField(ts, 'firstgid') ?? 1, path: joinPath(dir, source) } : undefined,
  };
}

function merge(base: ObjectFields, over: ObjectFields): ObjectFields {
  const out: ObjectFields = { ...base, properties: { ...base.properties, ...over.properties } };
  for (const [k, v] of Object.entries(over) as [keyof ObjectFields, unknown][]) {
    if (k !== 'properties' && v !== undefined) (out as unknown as Record<string, unknown>)[k] = v;
  }
  return out;
}

/**
 * One object of layer `layerName`. Returns undefined (with a warning) for an object that cannot be
 * resolved, because one broken decoration should not make a whole map unusable.
 */
export function readObject(
  ctx: ParseContext,
  raw: unknown,
  layerName: string,
  tilesets: readonly ParsedTileset[],
): ParsedObject | undefined {
  const layerLabel = `${ctx.fileName}: layer ${JSON.stringify(layerName)}`;
  if (!isRecord(raw)) {
    ctx.warnings.push(`${layerLabel}: an object entry is not an object; skipped`);
    return undefined;
  }
  let fields = fieldsFromJson(raw);
  const label = `${layerLabel}: object ${fields.id ?? '?'}${fields.name ? ` ${JSON.stringify(fields.name)}` : ''}`;
  const templateRef = stringField(raw, 'template');
  let templatePath: string | undefined;

  if (templateRef !== undefined) {
    templatePath = joinPath('', templateRef);
    const template = loadTemplate(ctx, templatePath);
    if (typeof template === 'string') {
      ctx.warnings.push(`${label}: template ${JSON.stringify(templateRef)}: ${template}; object skipped`);
      return undefined;
    }
    const base = { ...template.fields };
    if (base.rawGid !== undefined && fields.rawGid === undefined) {
      const { gid, flips } = splitGid(base.rawGid);
      const mapTileset = template.tileset && tilesets.find((ts) => ts.source === template.tileset?.path);
      if (template.tileset && mapTileset) {
        base.rawGid = joinGid(gid - template.tileset.firstgid + mapTileset.firstgid, flips);
      } else {
        ctx.warnings.push(
          `${label}: template ${JSON.stringify(templateRef)} shows a tile from a tileset the map does not include; tile dropped`,
        );
        base.rawGid = undefined;
      }
    }
    fields = merge(base, fields);
  }

  const obj: ParsedObject = {
    id: fields.id ?? 0,
    name: fields.name ?? '',
    type: fields.type ?? '',
    shape: fields.shape ?? 'rectangle',
    x: fields.x ?? 0,
    y: fields.y ?? 0,
    width: fields.width ?? 0,
    height: fields.height ?? 0,
    rotation: fields.rotation ?? 0,
    visible: fields.visible ?? true,
    properties: fields.properties,
  };
  if (fields.points) obj.points = fields.points;
  if (fields.text !== undefined) obj.text = fields.text;
  if (templatePath !== undefined) obj.template = templatePath;

  if (fields.rawGid !== undefined && fields.rawGid !== 0) {
    const { gid, flips } = splitGid(fields.rawGid);
    if (!gidExists(tilesets, gid)) {
      ctx.warnings.push(`${label}: tile gid ${gid} is in no tileset; shown as a rectangle`);
    } else {
      obj.shape = 'tile';
      obj.gid = gid;
      obj.flips = flips;
      // Tile objects inherit the tile's type and properties unless they override them.
      const ts = tilesetFor(tilesets, gid);
      const tile = ts?.tiles[gid - (ts?.firstgid ?? 0)];
      if (tile) {
        if (obj.type === '') obj.type = tile.type;
        obj.properties = { ...tile.properties, ...obj.properties };
      }
    }
  }
  return obj;
}

export function readObjects(ctx: ParseContext, layer: JsonObject, layerName: string, tilesets: readonly ParsedTileset[]): ParsedObject[] {
  const out: ParsedObject[] = [];
  for (const raw of arrayField(layer, 'objects') ?? []) {
    const obj = readObject(ctx, raw, layerName, tilesets);
    if (obj) out.push(obj);
  }
  return out;
}

/** The object's box in pixels with its top-left corner, whatever its anchor (tile objects: bottom-left). Ignores rotation. */
export function objectBounds(o: ParsedObject): { left: number; top: number; width: number; height: number } {
  return { left: o.x, top: o.shape === 'tile' ? o.y - o.height : o.y, width: o.width, height: o.height };
}
