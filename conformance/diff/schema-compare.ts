import { lifecycleChanges, stabilityRank } from './lifecycle.ts';
import { resolve } from '../spec/pointer.ts';
import { compareFacets, compareTypes, compareUnordered, describeTypes } from './schema-facets.ts';
import { schemaView, type Located, type SchemaView, type ViewCache } from './schema-view.ts';
import type { Side } from './types.ts';

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
  /** Which way the data goes: a readOnly field is never sent in a request, a writeOnly one never in an answer. */
  side: Side;
  /** The `x-` extensions the contract declares rules (any other is documentation). */
  ruleExtensions: ReadonlySet<string>;
  /** The views this diff has made (schema-view.ts). */
  views: ViewCache;
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
  const bv = schemaView(walk.base, b, walk.views);
  const hv = schemaView(walk.head, h, walk.views);
  const key = `${bv.pointer}|${hv.pointer}`;
  if (open.has(key)) return; // a recursive schema: its inside is being compared further up
  open.add(key);
  let found = 0;
  const counted: SchemaWalk = {
    ...walk,
    emit: (...change) => {
      if (change[0] !== 'annotation-changed') found += 1;
      walk.emit(...change);
    },
  };
  const emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string) =>
    counted.emit(kind, pointer, old, next, detail, dataPath);
  if (!bv.variants !== !hv.variants) {
    // One shape on one side, a list of shapes on the other: compared as the list and its matching shape.
    compareOneWithMany(counted, bv, hv, dataPath, open);
  } else if (compareTypes(bv, hv, emit)) {
    compareFacets(bv, hv, emit);
    compareUnordered(bv, hv, emit, walk.ruleExtensions);
    compareProperties(counted, bv, hv, dataPath, open);
    compareAdditional(counted, bv, hv, dataPath, open);
    compareItems(counted, bv, hv, dataPath, open);
    compareVariants(counted, bv, hv, dataPath, open);
  }
  // Every allOf member must hold: a member added narrows the schema, unless it leaves the merged schema the same.
  const added = allOfMembers(walk.head, h).filter((member) => !allOfMembers(walk.base, b).includes(member));
  if (found > 0 && added.length > 0)
    walk.emit('allof-member-added', hv.pointer, '(absent)', added.join(', '), 'allOf member added', dataPath);
  open.delete(key);
}

/** The members of a schema's own allOf, each by the component it names or by its content. */
function allOfMembers(document: unknown, located: Located): string[] {
  const node = resolve(document, located.schema, located.pointer).node as { allOf?: unknown } | undefined;
  if (!node || !Array.isArray(node.allOf)) return [];
  return node.allOf.map((member) =>
    typeof member === 'object' && member !== null && typeof (member as { $ref?: unknown }).$ref === 'string'
      ? String((member as { $ref: string }).$ref)
      : JSON.stringify(member),
  );
}

/** A field the side never carries: readOnly in a request, writeOnly in an answer (on either version). */
function unsent(walk: SchemaWalk, ...views: SchemaView[]): boolean {
  return views.some((view) => (walk.side === 'request' ? view.readOnly : view.writeOnly));
}

/** The walk below a field this side never carries: every change there is `unsent-field-changed`. */
function unsentWalk(walk: SchemaWalk, name: string): SchemaWalk {
  const seen = new Set<string>();
  return {
    ...walk,
    emit: (_kind, pointer, old, next, detail, dataPath) => {
      if (seen.has(pointer + detail)) return;
      seen.add(pointer + detail);
      walk.emit(
        'unsent-field-changed',
        pointer,
        old,
        next,
        `${detail} (${name} is ${walk.side === 'request' ? 'readOnly' : 'writeOnly'})`,
        dataPath,
      );
    },
  };
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
    // Most fields are the same in both, and stay as required as they were: nothing to look at.
    if (b && h && bv.required.has(name) === hv.required.has(name) && walk.same(b.schema, h.schema)) continue;
    const path = join(dataPath, name);
    const bField = b && schemaView(walk.base, b, walk.views);
    const hField = h && schemaView(walk.head, h, walk.views);
    const fields = [bField, hField].filter((v): v is SchemaView => v !== undefined);
    const field = unsent(walk, ...fields) ? unsentWalk(walk, name) : walk;
    if (b && bField && !h) {
      field.emit('property-removed', b.pointer, describeTypes(bField), '(absent)', `field removed: ${name}`, path);
    } else if (h && hField && !b) {
      const required = hv.required.has(name);
      const kind = required ? 'property-added-required' : 'property-added-optional';
      field.emit(
        kind,
        h.pointer,
        '(absent)',
        describeTypes(hField),
        `${required ? 'required' : 'optional'} field added: ${name}`,
        path,
      );
    } else if (b && h && bField && hField) {
      const was = bv.required.has(name);
      const now = hv.required.has(name);
      if (was && !now)
        field.emit('required-removed', h.pointer, 'required', 'optional', `field made optional: ${name}`, path);
      if (!was && now)
        field.emit('required-added', h.pointer, 'optional', 'required', `field made required: ${name}`, path);
      for (const change of lifecycleChanges(`field ${name}`, bField.lifecycle, hField.lifecycle))
        if (change.kind !== 'stability-decreased')
          field.emit(change.kind, h.pointer, change.old, change.next, change.detail, path);
      const stability = [stabilityRank(bField.stability), stabilityRank(hField.stability)];
      if (stability[0] !== undefined && stability[1] !== undefined && stability[1] < stability[0])
        field.emit(
          'stability-decreased',
          h.pointer,
          String(bField.stability ?? 'stable'),
          String(hField.stability),
          `x-stability-level of ${name} lowered`,
          path,
        );
      compareSchemas(field, b, h, path, open);
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
