import { resolve } from './pointer.ts';
import { compareFacets, compareTypes, compareUnordered, describeTypes } from './schema-facets.ts';
import { schemaView, type Located, type SchemaView } from './schema-view.ts';

/** Reports one change found in a schema, at a data path (`data/*\/jobTitle`; '' is the body's root). */
export type SchemaEmit = (
  kind: string,
  pointer: string,
  old: unknown,
  next: unknown,
  detail: string,
  dataPath: string,
) => void;

export interface SchemaWalk {
  base: unknown;
  head: unknown;
  emit: SchemaEmit;
  /** sameInBoth: true when a schema and everything it references are unchanged. */
  same: (b: unknown, h: unknown) => boolean;
}

const join = (dataPath: string, name: string) => (dataPath === '' ? name : `${dataPath}/${name}`);

/** Compares two schemas of the same place (a parameter, a body, an answer), following every nested schema. */
export function compareSchemas(
  walk: SchemaWalk,
  b: Located,
  h: Located,
  dataPath: string,
  open = new Set<string>(),
): void {
  if (walk.same(b.schema, h.schema)) return;
  const bv = schemaView(walk.base, b);
  const hv = schemaView(walk.head, h);
  const key = `${bv.pointer}|${hv.pointer}`;
  if (open.has(key)) return; // a recursive schema: its inside is being compared further up
  open.add(key);
  const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string) =>
    walk.emit(kind, pointer, old, next, detail, dataPath);
  if (!bv.variants !== !hv.variants) {
    // One shape on one side, a list of shapes on the other: compared as the list and its matching shape.
    compareOneWithMany(walk, bv, hv, dataPath, open);
  } else if (compareTypes(bv, hv, emit)) {
    compareFacets(bv, hv, emit);
    compareUnordered(bv, hv, emit);
    compareProperties(walk, bv, hv, dataPath, open);
    compareAdditional(walk, bv, hv, dataPath, open);
    compareItems(walk, bv, hv, dataPath, open);
    compareVariants(walk, bv, hv, dataPath, open);
  }
  open.delete(key);
}

function compareProperties(
  walk: SchemaWalk,
  bv: SchemaView,
  hv: SchemaView,
  dataPath: string,
  open: Set<string>,
): void {
  const names = [...new Set([...bv.properties.keys(), ...hv.properties.keys()])].sort();
  for (const name of names) {
    const b = bv.properties.get(name);
    const h = hv.properties.get(name);
    const path = join(dataPath, name);
    const summary = (document: unknown, located: Located) => describeTypes(schemaView(document, located));
    if (b && !h) {
      walk.emit('property-removed', b.pointer, summary(walk.base, b), '(absent)', `field removed: ${name}`, path);
    } else if (h && !b) {
      const required = hv.required.has(name);
      const kind = required ? 'property-added-required' : 'property-added-optional';
      walk.emit(
        kind,
        h.pointer,
        '(absent)',
        summary(walk.head, h),
        `${required ? 'required' : 'optional'} field added: ${name}`,
        path,
      );
    } else if (b && h) {
      const was = bv.required.has(name);
      const now = hv.required.has(name);
      if (was && !now)
        walk.emit('required-removed', h.pointer, 'required', 'optional', `field made optional: ${name}`, path);
      if (!was && now)
        walk.emit('required-added', h.pointer, 'optional', 'required', `field made required: ${name}`, path);
      compareSchemas(walk, b, h, path, open);
    }
  }
}

function compareAdditional(
  walk: SchemaWalk,
  bv: SchemaView,
  hv: SchemaView,
  dataPath: string,
  open: Set<string>,
): void {
  const b = bv.additional;
  const h = hv.additional;
  const label = (a: SchemaView['additional']) => (typeof a === 'string' ? a : 'a schema');
  if (typeof b !== 'string' && typeof h !== 'string') return compareSchemas(walk, b, h, join(dataPath, '*'), open);
  if (b === h) return;
  // Open ('any') accepts most, a schema less, closed ('none') least.
  const rank = (a: SchemaView['additional']) => (a === 'any' ? 2 : a === 'none' ? 0 : 1);
  const kind = rank(h) > rank(b) ? 'additional-properties-widened' : 'additional-properties-narrowed';
  walk.emit(kind, hv.pointer, label(b), label(h), 'additionalProperties', dataPath);
}

function compareItems(walk: SchemaWalk, bv: SchemaView, hv: SchemaView, dataPath: string, open: Set<string>): void {
  if (bv.items && hv.items) return compareSchemas(walk, bv.items, hv.items, join(dataPath, '*'), open);
  if (bv.items) walk.emit('type-widened', hv.pointer, 'items with a schema', 'items of any type', 'items', dataPath);
  if (hv.items) walk.emit('type-narrowed', hv.pointer, 'items of any type', 'items with a schema', 'items', dataPath);
}

function compareVariants(walk: SchemaWalk, bv: SchemaView, hv: SchemaView, dataPath: string, open: Set<string>): void {
  const b = bv.variants;
  const h = hv.variants;
  if (b && h) {
    if (b.keyword !== h.keyword)
      return walk.emit('rule-changed', hv.pointer, b.keyword, h.keyword, 'oneOf/anyOf', dataPath);
    for (const variant of b.list) {
      const match = h.list.find((v) => v.key === variant.key);
      if (match) compareSchemas(walk, variant, match, dataPath, open);
      else
        walk.emit(
          'variant-removed',
          variant.pointer,
          variant.key,
          '(absent)',
          `${b.keyword} variant removed`,
          dataPath,
        );
    }
    for (const variant of h.list.filter((v) => !b.list.some((x) => x.key === v.key)))
      walk.emit('variant-added', variant.pointer, '(absent)', variant.key, `${h.keyword} variant added`, dataPath);
  }
}

/** The single shape is kept if it is one of the list (then the others are added or removed shapes). */
function compareOneWithMany(
  walk: SchemaWalk,
  bv: SchemaView,
  hv: SchemaView,
  dataPath: string,
  open: Set<string>,
): void {
  const b = bv.variants;
  const h = hv.variants;
  const single = b ? hv : bv;
  const list = (b ?? h)?.list ?? [];
  const listDoc = b ? walk.base : walk.head;
  const same = list.find((v) => resolve(listDoc, v.schema, v.pointer).pointer === single.origin);
  const others = list.filter((v) => v !== same);
  if (!same) {
    walk.emit(
      'rule-changed',
      hv.pointer,
      b ? 'a list of shapes' : 'one shape',
      b ? 'one shape' : 'a list of shapes',
      'oneOf/anyOf',
      dataPath,
    );
    return;
  }
  const singleLocated = { schema: { $ref: `#${single.origin}` }, pointer: single.origin };
  if (b) compareSchemas(walk, { schema: same.schema, pointer: same.pointer }, singleLocated, dataPath, open);
  else compareSchemas(walk, singleLocated, { schema: same.schema, pointer: same.pointer }, dataPath, open);
  for (const variant of others)
    walk.emit(
      b ? 'variant-removed' : 'variant-added',
      variant.pointer,
      b ? variant.key : '(absent)',
      b ? '(absent)' : variant.key,
      'variant',
      dataPath,
    );
}
