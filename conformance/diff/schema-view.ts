import { child, isObject, resolve } from '../spec/pointer.ts';

// A schema as the comparison sees it: `$ref`s followed, `allOf` merged, `null` (from a type list, `nullable: true`,
// an enum or a `{ type: 'null' }` variant) taken out into a flag, and the keywords sorted by what they do.

export const UPPER_BOUNDS = ['maxLength', 'maxItems', 'maximum', 'exclusiveMaximum', 'maxProperties'] as const;
export const LOWER_BOUNDS = ['minLength', 'minItems', 'minimum', 'exclusiveMinimum', 'minProperties'] as const;
/** A pattern every string matches is no rule at all (`''`, `.*`, `^.*$`…). */
const MATCH_ALL = /^(?:|\^?(?:\.\*|\[\\s\\S\]\*|\[\\S\\s\]\*|\(\?:\.\*\)|\(\.\*\))\$?)$/;
/** Keywords this tool compares only for equality (a change is `rule-changed`). */
const OPAQUE = [
  'not',
  'if',
  'then',
  'else',
  'patternProperties',
  'dependentRequired',
  'dependentSchemas',
  'propertyNames',
  'prefixItems',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;
const ANNOTATIONS = [
  'description',
  'title',
  'example',
  'examples',
  'deprecated',
  '$comment',
  'externalDocs',
  'readOnly',
  'writeOnly',
  'xml',
  'discriminator',
] as const;
/** How a string's content is encoded: a change means it is written and read another way. */
const CONTENT = ['contentMediaType', 'contentEncoding'] as const;

export interface Located {
  schema: unknown;
  pointer: string;
}

export interface SchemaView {
  pointer: string;
  /** The schema this one is: its pointer, or the one variant's where `oneOf: [X]` (or `[X, null]`) stands for X. */
  origin: string;
  /** null: any type. `integer` is kept apart from `number`. */
  types: Set<string> | null;
  nullable: boolean;
  format?: string;
  /** Allowed values (enum or const, JSON-encoded, null left out); undefined: any. */
  values?: Set<string>;
  pattern?: string;
  bounds: Record<string, number>;
  multipleOf?: number;
  uniqueItems: boolean;
  properties: Map<string, Located>;
  required: Set<string>;
  /** 'any' (absent or true), 'none' (false) or a schema. */
  additional: 'any' | 'none' | Located;
  items?: Located;
  variants?: { keyword: 'oneOf' | 'anyOf'; list: Array<Located & { key: string }> };
  /** `contains` (with `minContains`/`maxContains` in the bounds, compared only while both sides have it). */
  contains?: Located;
  /** `contentSchema`, and `contentMediaType`/`contentEncoding` in `content`. */
  contentSchema?: Located;
  content: Record<string, unknown>;
  readOnly: boolean;
  writeOnly: boolean;
  /** `x-extensible-enum`: values clients must expect to grow. */
  extensibleValues?: Set<string>;
  /** A property's own `x-stability-level`. */
  stability?: unknown;
  /** A property's own `deprecated`, `x-sunset` and `x-stability-level`, as lifecycle.ts reads them. */
  lifecycle: Record<string, unknown>;
  hasDefault: boolean;
  defaultValue?: unknown;
  opaque: Record<string, unknown>;
  annotations: Record<string, unknown>;
  extensions: Record<string, unknown>;
}

/** Extensions the diff reads itself: lifecycle (stability, sunset) and the extensible enum. */
const LIFECYCLE_AND_ENUM = new Set(['x-stability-level', 'x-sunset', 'x-extensible-enum']);

function emptyView(pointer: string): SchemaView {
  return {
    pointer,
    origin: pointer,
    types: null,
    nullable: false,
    bounds: {},
    uniqueItems: false,
    properties: new Map(),
    required: new Set(),
    additional: 'any',
    content: {},
    readOnly: false,
    writeOnly: false,
    lifecycle: {},
    hasDefault: false,
    opaque: {},
    annotations: {},
    extensions: {},
  };
}

function intersectTypes(a: Set<string> | null, b: Set<string> | null): Set<string> | null {
  if (a === null) return b;
  if (b === null) return a;
  return new Set([...a].filter((t) => b.has(t) || (t === 'integer' && b.has('number'))));
}

const isNullSchema = (schema: unknown) => isObject(schema) && schema.type === 'null' && Object.keys(schema).length <= 2;

/** Merges one schema object (one `allOf` part, or the schema itself) into the view. */
function mergeInto(view: SchemaView, document: unknown, located: Located, depth: number): void {
  const { node, pointer } = resolve(document, located.schema, located.pointer);
  if (!isObject(node)) return;
  if (depth === 0) {
    view.pointer = pointer;
    view.origin = pointer;
  }
  if (Array.isArray(node.allOf))
    node.allOf.forEach((part, i) =>
      mergeInto(view, document, { schema: part, pointer: child(pointer, 'allOf', i) }, depth + 1),
    );
  if (node.type !== undefined) {
    const list = (Array.isArray(node.type) ? node.type : [node.type]).map(String);
    // Within an allOf, null is allowed only if every typed part allows it.
    view.nullable = view.types === null ? list.includes('null') : view.nullable && list.includes('null');
    view.types = intersectTypes(view.types, new Set(list.filter((t) => t !== 'null')));
  }
  if (node.nullable === true) view.nullable = true;
  if (typeof node.format === 'string') view.format = node.format;
  const values = Array.isArray(node.enum) ? node.enum : 'const' in node ? [node.const] : undefined;
  if (values) {
    if (values.includes(null)) view.nullable = true;
    view.values = new Set(values.filter((v) => v !== null).map((v) => JSON.stringify(v)));
  }
  if (typeof node.pattern === 'string' && !MATCH_ALL.test(node.pattern)) view.pattern = node.pattern;
  for (const key of [...UPPER_BOUNDS, ...LOWER_BOUNDS, 'minContains', 'maxContains'])
    if (typeof node[key] === 'number') view.bounds[key] = node[key];
  if (node.contains !== undefined) view.contains = { schema: node.contains, pointer: child(pointer, 'contains') };
  if (node.contentSchema !== undefined)
    view.contentSchema = { schema: node.contentSchema, pointer: child(pointer, 'contentSchema') };
  for (const key of CONTENT) if (key in node) view.content[key] = node[key];
  if (node.readOnly === true) view.readOnly = true;
  if (node.writeOnly === true) view.writeOnly = true;
  if (Array.isArray(node['x-extensible-enum']))
    view.extensibleValues = new Set(node['x-extensible-enum'].map((v) => JSON.stringify(v)));
  if ('x-stability-level' in node) view.stability = node['x-stability-level'];
  for (const key of ['deprecated', 'x-sunset', 'x-stability-level']) if (key in node) view.lifecycle[key] = node[key];
  if (typeof node.multipleOf === 'number') view.multipleOf = node.multipleOf;
  if (node.uniqueItems === true) view.uniqueItems = true;
  if (isObject(node.properties))
    for (const name of Object.keys(node.properties))
      view.properties.set(name, { schema: node.properties[name], pointer: child(pointer, 'properties', name) });
  if (Array.isArray(node.required)) for (const name of node.required) view.required.add(String(name));
  if (node.additionalProperties === false) view.additional = 'none';
  else if (isObject(node.additionalProperties))
    view.additional = { schema: node.additionalProperties, pointer: child(pointer, 'additionalProperties') };
  if (node.items !== undefined) view.items = { schema: node.items, pointer: child(pointer, 'items') };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = node[keyword];
    if (!Array.isArray(list)) continue;
    const all = list.map((schema, i) => ({ schema, pointer: child(pointer, keyword, i), key: variantKey(schema, i) }));
    const kept = all.filter((variant) => !isNullSchema(resolve(document, variant.schema, variant.pointer).node));
    // `oneOf: [X, { type: 'null' }]` is X made nullable.
    if (kept.length === 1 && kept[0]) {
      mergeInto(view, document, kept[0], depth + 1);
      if (depth === 0) view.origin = resolve(document, kept[0].schema, kept[0].pointer).pointer;
    } else view.variants = { keyword, list: kept };
    if (kept.length < all.length) view.nullable = true;
  }
  if ('default' in node) {
    view.hasDefault = true;
    view.defaultValue = node.default;
  }
  for (const key of OPAQUE) if (key in node) view.opaque[key] = node[key];
  for (const key of ANNOTATIONS) if (key in node) view.annotations[key] = node[key];
  for (const key of Object.keys(node))
    if (key.startsWith('x-') && !LIFECYCLE_AND_ENUM.has(key)) view.extensions[key] = node[key];
}

/** A variant is matched across versions by the component it names, else by its place in the list. */
function variantKey(schema: unknown, index: number): string {
  return isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : `#${index}`;
}

/** Views one diff has made, per document and pointer: a shared component is compared from many operations. */
export type ViewCache = Map<unknown, Map<string, SchemaView>>;

/** The view of a schema (read only: the comparison never changes a view), made once per diff. */
export function schemaView(document: unknown, located: Located, cache?: ViewCache): SchemaView {
  const known = cache?.get(document);
  const cached = known?.get(located.pointer);
  if (cached) return cached;
  const view = emptyView(located.pointer);
  mergeInto(view, document, located, 0);
  if (cache) {
    const byPointer = known ?? new Map<string, SchemaView>();
    byPointer.set(located.pointer, view);
    if (!known) cache.set(document, byPointer);
  }
  return view;
}
