// Tiled's XML formats (.tmx maps, .tsx tilesets, .tx templates) rewritten into the shape of their JSON
// twins (.tmj, .tsj, .tj), so one reader handles both and the two formats cannot drift apart.
// Only what the JSON reader uses is carried over; absent attributes stay absent (template merging
// relies on "not said" being different from a default).

import type { JsonObject } from './json.ts';
import { type XmlElement, child, childrenNamed } from './xml.ts';

function num(el: XmlElement, name: string): number | undefined {
  const v = el.attributes[name];
  if (v === undefined || v.trim() === '') return undefined;
  const n = Number(v);
  // NaN is kept on purpose: the JSON reader then treats the field as invalid rather than as a default.
  return n;
}

function put(o: JsonObject, key: string, value: unknown): void {
  if (value !== undefined) o[key] = value;
}

function typedValue(type: string, raw: string): unknown {
  switch (type) {
    case 'int':
    case 'float':
    case 'object':
      return raw.trim() === '' ? raw : Number(raw);
    case 'bool':
      return raw === 'true';
    default:
      return raw;
  }
}

function propertyToJson(p: XmlElement): JsonObject {
  const type = p.attributes.type ?? 'string';
  const out: JsonObject = { name: p.attributes.name ?? '', type };
  put(out, 'propertytype', p.attributes.propertytype);
  if (type === 'class') {
    const members: JsonObject = {};
    for (const m of propertiesToJson(p)) members[String(m.name)] = m.value;
    out.value = members;
  } else if (type === 'list') {
    out.value = childrenNamed(p, 'item').map((item) => {
      const itemType = item.attributes.type ?? 'string';
      return { type: itemType, value: typedValue(itemType, item.attributes.value ?? item.text) };
    });
  } else {
    // Multi-line strings are written as element text instead of a value attribute.
    out.value = typedValue(type, p.attributes.value ?? p.text);
  }
  return out;
}

/** The <properties> child of an element, as Tiled 1.2+ JSON writes properties. */
export function propertiesToJson(el: XmlElement): JsonObject[] {
  const list = child(el, 'properties');
  return list ? childrenNamed(list, 'property').map(propertyToJson) : [];
}

function imageInto(o: JsonObject, el: XmlElement): void {
  const image = child(el, 'image');
  if (!image?.attributes.source) return;
  o.image = image.attributes.source;
  put(o, 'imagewidth', num(image, 'width'));
  put(o, 'imageheight', num(image, 'height'));
}

export function xmlTilesetToJson(el: XmlElement): JsonObject {
  const o: JsonObject = { type: 'tileset', name: el.attributes.name ?? '', properties: propertiesToJson(el) };
  put(o, 'class', el.attributes.class);
  for (const k of ['firstgid', 'tilewidth', 'tileheight', 'tilecount', 'columns', 'margin', 'spacing']) put(o, k, num(el, k));
  put(o, 'source', el.attributes.source);
  imageInto(o, el);
  o.tiles = childrenNamed(el, 'tile').map((t) => {
    const tile: JsonObject = { id: num(t, 'id'), properties: propertiesToJson(t) };
    put(tile, 'type', t.attributes.type || t.attributes.class || undefined);
    imageInto(tile, t);
    const animation = child(t, 'animation');
    if (animation) tile.animation = childrenNamed(animation, 'frame').map((f) => ({ tileid: num(f, 'tileid'), duration: num(f, 'duration') }));
    return tile;
  });
  return o;
}

function pointsToJson(el: XmlElement | undefined): { x: number; y: number }[] | undefined {
  const attr = el?.attributes.points;
  if (attr === undefined) return undefined;
  return attr
    .trim()
    .split(/\s+/)
    .filter((s) => s !== '')
    .map((pair) => {
      const [x, y] = pair.split(',').map(Number);
      return { x: x || 0, y: y || 0 };
    });
}

export function xmlObjectToJson(el: XmlElement): JsonObject {
  const a = el.attributes;
  const o: JsonObject = {};
  for (const k of ['id', 'x', 'y', 'width', 'height', 'rotation', 'gid']) put(o, k, num(el, k));
  put(o, 'name', a.name);
  put(o, 'type', a.type || a.class || undefined);
  put(o, 'template', a.template);
  if (a.visible !== undefined) o.visible = a.visible !== '0';
  const props = propertiesToJson(el);
  if (props.length > 0) o.properties = props;
  put(o, 'polygon', pointsToJson(child(el, 'polygon')));
  put(o, 'polyline', pointsToJson(child(el, 'polyline')));
  if (child(el, 'ellipse')) o.ellipse = true;
  if (child(el, 'point')) o.point = true;
  const text = child(el, 'text');
  if (text) o.text = { ...text.attributes, text: text.text };
  return o;
}

export function xmlTemplateToJson(el: XmlElement): JsonObject | undefined {
  const obj = child(el, 'object');
  if (el.name !== 'template' || !obj) return undefined;
  const o: JsonObject = { type: 'template', object: xmlObjectToJson(obj) };
  const ts = child(el, 'tileset');
  if (ts) o.tileset = { firstgid: num(ts, 'firstgid') ?? 1, source: ts.attributes.source };
  return o;
}

/** <data>: CSV text, base64 text, or (oldest) <tile gid> elements; chunks for infinite maps. */
function dataInto(layer: JsonObject, data: XmlElement): void {
  const encoding = data.attributes.encoding;
  put(layer, 'encoding', encoding);
  put(layer, 'compression', data.attributes.compression);
  const content = (el: XmlElement): unknown =>
    encoding === undefined ? childrenNamed(el, 'tile').map((t) => num(t, 'gid') ?? 0) : el.text.trim();
  const chunks = childrenNamed(data, 'chunk');
  if (chunks.length > 0) {
    layer.chunks = chunks.map((c) => ({ x: num(c, 'x'), y: num(c, 'y'), width: num(c, 'width'), height: num(c, 'height'), data: content(c) }));
  } else {
    layer.data = content(data);
  }
}

function layerCommon(el: XmlElement, type: string): JsonObject {
  const o: JsonObject = { type, name: el.attributes.name ?? '', properties: propertiesToJson(el) };
  for (const k of ['id', 'width', 'height', 'opacity', 'offsetx', 'offsety', 'x', 'y']) put(o, k, num(el, k));
  put(o, 'class', el.attributes.class);
  if (el.attributes.visible !== undefined) o.visible = el.attributes.visible !== '0';
  return o;
}

function layersToJson(parent: XmlElement): JsonObject[] {
  const out: JsonObject[] = [];
  for (const el of parent.children) {
    if (el.name === 'layer') {
      const o = layerCommon(el, 'tilelayer');
      const data = child(el, 'data');
      if (data) dataInto(o, data);
      out.push(o);
    } else if (el.name === 'objectgroup') {
      const o = layerCommon(el, 'objectgroup');
      put(o, 'draworder', el.attributes.draworder);
      o.objects = childrenNamed(el, 'object').map(xmlObjectToJson);
      out.push(o);
    } else if (el.name === 'imagelayer') {
      const o = layerCommon(el, 'imagelayer');
      const image = child(el, 'image');
      put(o, 'image', image?.attributes.source);
      out.push(o);
    } else if (el.name === 'group') {
      const o = layerCommon(el, 'group');
      o.layers = layersToJson(el);
      out.push(o);
    }
  }
  return out;
}

export function xmlMapToJson(el: XmlElement): JsonObject {
  const o: JsonObject = { type: 'map', properties: propertiesToJson(el) };
  for (const k of ['width', 'height', 'tilewidth', 'tileheight']) put(o, k, num(el, k));
  put(o, 'orientation', el.attributes.orientation);
  put(o, 'class', el.attributes.class);
  o.infinite = el.attributes.infinite === '1';
  o.tilesets = childrenNamed(el, 'tileset').map(xmlTilesetToJson);
  o.layers = layersToJson(el);
  return o;
}
