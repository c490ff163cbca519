import { LOWER_BOUNDS, UPPER_BOUNDS, type SchemaView } from './schema-view.ts';
import { show } from './show.ts';

// The keywords of one schema node that can be ordered: narrower (fewer values valid) or wider (more).

export type Emit = (kind: string, pointer: string, old: unknown, next: unknown, detail: string) => void;

export const describeTypes = (view: SchemaView) => (view.types === null ? 'any' : [...view.types].sort().join('|'));

function covers(wide: Set<string> | null, narrow: Set<string> | null): boolean {
  if (wide === null) return true;
  if (narrow === null) return false;
  return [...narrow].every((t) => wide.has(t) || (t === 'integer' && wide.has('number')));
}

/** Compares the types; false when they are unrelated (nothing below them is worth comparing). */
export function compareTypes(b: SchemaView, h: SchemaView, emit: Emit): boolean {
  const headCovers = covers(h.types, b.types);
  const baseCovers = covers(b.types, h.types);
  const old = describeTypes(b);
  const next = describeTypes(h);
  if (headCovers && baseCovers) return true;
  if (headCovers) emit('type-widened', h.pointer, old, next, `type widened`);
  else if (baseCovers) emit('type-narrowed', h.pointer, old, next, `type narrowed`);
  else {
    emit('type-changed', h.pointer, old, next, `type changed`);
    return false;
  }
  return true;
}

const WIDER_FORMAT: Record<string, string> = { int32: 'int64', float: 'double' };

export function compareFacets(b: SchemaView, h: SchemaView, emit: Emit): void {
  const at = h.pointer;
  if (b.nullable !== h.nullable)
    emit(
      h.nullable ? 'nullable-added' : 'nullable-removed',
      at,
      b.nullable,
      h.nullable,
      h.nullable ? 'made nullable' : 'no longer nullable',
    );
  if (b.format !== h.format) {
    const kind =
      b.format === undefined || WIDER_FORMAT[h.format ?? ''] === b.format
        ? 'format-narrowed'
        : h.format === undefined || WIDER_FORMAT[b.format] === h.format
          ? 'format-widened'
          : 'format-changed';
    emit(kind, at, b.format, h.format, 'format');
  }
  compareValues(b, h, emit);
  compareExtensibleValues(b, h, emit);
  if (b.pattern !== h.pattern) {
    const kind =
      b.pattern === undefined ? 'pattern-added' : h.pattern === undefined ? 'pattern-removed' : 'pattern-changed';
    emit(kind, at, b.pattern, h.pattern, 'pattern');
  }
  compareBounds(b, h, emit);
  if (b.hasDefault !== h.hasDefault || JSON.stringify(b.defaultValue) !== JSON.stringify(h.defaultValue))
    emit('default-changed', at, b.defaultValue, h.defaultValue, 'default value');
}

function compareValues(b: SchemaView, h: SchemaView, emit: Emit): void {
  const list = (values: Set<string>) => [...values].join(', ');
  if (b.values === undefined && h.values === undefined) return;
  if (b.values === undefined && h.values)
    return emit('enum-narrowed', h.pointer, 'any value', list(h.values), 'values limited');
  if (h.values === undefined && b.values)
    return emit('enum-widened', h.pointer, list(b.values), 'any value', 'enum dropped');
  if (!b.values || !h.values) return;
  const removed = [...b.values].filter((v) => !h.values?.has(v));
  const added = [...h.values].filter((v) => !b.values?.has(v));
  if (removed.length > 0)
    emit('enum-narrowed', h.pointer, list(b.values), list(h.values), `enum value removed: ${removed.join(', ')}`);
  if (added.length > 0)
    emit('enum-widened', h.pointer, list(b.values), list(h.values), `enum value added: ${added.join(', ')}`);
}

/** `x-extensible-enum`: a value removed narrows; one added is expected by every client of an extensible enum. */
function compareExtensibleValues(b: SchemaView, h: SchemaView, emit: Emit): void {
  const before = b.extensibleValues ?? new Set<string>();
  const after = h.extensibleValues ?? new Set<string>();
  if (!b.extensibleValues || !h.extensibleValues) return;
  const list = (values: Set<string>) => [...values].join(', ');
  const removed = [...before].filter((v) => !after.has(v));
  const added = [...after].filter((v) => !before.has(v));
  if (removed.length > 0)
    emit(
      'enum-narrowed',
      h.pointer,
      list(before),
      list(after),
      `x-extensible-enum value removed: ${removed.join(', ')}`,
    );
  if (added.length > 0)
    emit(
      'extensible-enum-widened',
      h.pointer,
      list(before),
      list(after),
      `x-extensible-enum value added: ${added.join(', ')}`,
    );
}

/** `contains`: added narrows, removed widens; its `minContains` (1 when absent) and `maxContains` are bounds. */
function compareContains(b: SchemaView, h: SchemaView, emit: Emit): void {
  if (!b.contains && h.contains) emit('bound-narrowed', h.pointer, '(none)', 'an item matching', 'contains added');
  if (b.contains && !h.contains) emit('bound-widened', h.pointer, 'an item matching', '(none)', 'contains removed');
  if (!b.contains || !h.contains) return;
  const min = (view: SchemaView) => view.bounds.minContains ?? 1;
  const max = (view: SchemaView) => view.bounds.maxContains ?? Infinity;
  if (min(b) !== min(h))
    emit(
      min(h) > min(b) ? 'bound-narrowed' : 'bound-widened',
      h.pointer,
      `minContains ${min(b)}`,
      `minContains ${min(h)}`,
      'minContains',
    );
  if (max(b) !== max(h))
    emit(
      max(h) < max(b) ? 'bound-narrowed' : 'bound-widened',
      h.pointer,
      `maxContains ${show(b.bounds.maxContains)}`,
      `maxContains ${show(h.bounds.maxContains)}`,
      'maxContains',
    );
  if (JSON.stringify(b.contains.schema) !== JSON.stringify(h.contains.schema))
    emit('rule-changed', h.pointer, b.contains.schema, h.contains.schema, 'contains');
}

/** An encoded string: how it is encoded (`contentMediaType`, `contentEncoding`), and what it decodes to. */
function compareContent(b: SchemaView, h: SchemaView, emit: Emit): void {
  for (const key of new Set([...Object.keys(b.content), ...Object.keys(h.content)]))
    if (JSON.stringify(b.content[key]) !== JSON.stringify(h.content[key]))
      emit('content-encoding-changed', h.pointer, b.content[key], h.content[key], key);
  if (!b.contentSchema && h.contentSchema)
    emit('content-schema-added', h.pointer, '(none)', 'a schema', 'contentSchema added');
  else if (b.contentSchema && !h.contentSchema)
    emit('content-schema-removed', h.pointer, 'a schema', '(none)', 'contentSchema removed');
  else if (
    b.contentSchema &&
    h.contentSchema &&
    JSON.stringify(b.contentSchema.schema) !== JSON.stringify(h.contentSchema.schema)
  )
    emit('rule-changed', h.pointer, b.contentSchema.schema, h.contentSchema.schema, 'contentSchema');
}

const NUMERIC = new Set(['maximum', 'exclusiveMaximum', 'minimum', 'exclusiveMinimum']);

/**
 * A number's limit on one side, `maximum` and `exclusiveMaximum` read together (the tighter one holds): 9
 * exclusive is narrower than 9 inclusive, as 8 inclusive is narrower than 9.
 */
function compareLimit(b: SchemaView, h: SchemaView, emit: Emit, inclusive: string, exclusive: string): void {
  const upper = inclusive === 'maximum';
  const limit = (view: SchemaView): { value: number; exclusive: boolean } => {
    const candidates = [
      view.bounds[inclusive] === undefined ? undefined : { value: view.bounds[inclusive]!, exclusive: false },
      view.bounds[exclusive] === undefined ? undefined : { value: view.bounds[exclusive]!, exclusive: true },
    ].filter((c): c is { value: number; exclusive: boolean } => c !== undefined);
    const none = { value: upper ? Infinity : -Infinity, exclusive: false };
    return candidates.reduce((tight, c) => (tighter(c, tight) ? c : tight), none);
  };
  // How far in a limit lets values go: a lower maximum, or the same one made exclusive, lets in fewer.
  const tighter = (x: { value: number; exclusive: boolean }, y: { value: number; exclusive: boolean }) =>
    upper
      ? x.value < y.value || (x.value === y.value && x.exclusive && !y.exclusive)
      : x.value > y.value || (x.value === y.value && x.exclusive && !y.exclusive);
  const was = limit(b);
  const now = limit(h);
  if (was.value === now.value && was.exclusive === now.exclusive) return;
  const words = (l: { value: number; exclusive: boolean }) =>
    Number.isFinite(l.value) ? `${l.exclusive ? exclusive : inclusive} ${l.value}` : `${inclusive} (none)`;
  emit(
    tighter(now, was) ? 'bound-narrowed' : 'bound-widened',
    h.pointer,
    words(was),
    words(now),
    now.exclusive || was.exclusive ? exclusive : inclusive,
  );
}

function compareBounds(b: SchemaView, h: SchemaView, emit: Emit): void {
  compareContains(b, h, emit);
  compareContent(b, h, emit);
  for (const key of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
    if (NUMERIC.has(key)) continue;
    const old = b.bounds[key];
    const next = h.bounds[key];
    if (old === next) continue;
    const upper = (UPPER_BOUNDS as readonly string[]).includes(key);
    // An absent bound is no bound: +∞ for a maximum, −∞ for a minimum.
    const oldValue = old ?? (upper ? Infinity : -Infinity);
    const nextValue = next ?? (upper ? Infinity : -Infinity);
    const narrowed = upper ? nextValue < oldValue : nextValue > oldValue;
    emit(narrowed ? 'bound-narrowed' : 'bound-widened', h.pointer, `${key} ${show(old)}`, `${key} ${show(next)}`, key);
  }
  compareLimit(b, h, emit, 'maximum', 'exclusiveMaximum');
  compareLimit(b, h, emit, 'minimum', 'exclusiveMinimum');
  if (b.multipleOf !== h.multipleOf) {
    const old = b.multipleOf;
    const next = h.multipleOf;
    const kind =
      old === undefined || (next !== undefined && next % old === 0)
        ? 'bound-narrowed'
        : next === undefined || old % next === 0
          ? 'bound-widened'
          : 'rule-changed';
    emit(kind, h.pointer, old, next, 'multipleOf');
  }
  if (b.uniqueItems !== h.uniqueItems)
    emit(h.uniqueItems ? 'bound-narrowed' : 'bound-widened', h.pointer, b.uniqueItems, h.uniqueItems, 'uniqueItems');
}

/**
 * Keywords compared for equality only: rules that cannot be ordered, extensions, documentation. An `x-` extension is
 * a rule only where the contract declares it one (`ruleExtensions`); any other is documentation.
 */
export function compareUnordered(b: SchemaView, h: SchemaView, emit: Emit, ruleExtensions: ReadonlySet<string>): void {
  const differs = (x: Record<string, unknown>, y: Record<string, unknown>) =>
    [...new Set([...Object.keys(x), ...Object.keys(y)])]
      .filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]))
      .sort();
  for (const key of differs(b.opaque, h.opaque)) emit('rule-changed', h.pointer, b.opaque[key], h.opaque[key], key);
  const extensions = differs(b.extensions, h.extensions);
  for (const key of extensions.filter((k) => ruleExtensions.has(k)))
    emit('extension-changed', h.pointer, b.extensions[key], h.extensions[key], key);
  const notes = [...differs(b.annotations, h.annotations), ...extensions.filter((k) => !ruleExtensions.has(k))];
  const noted = (view: SchemaView, key: string) =>
    key in view.annotations ? view.annotations[key] : view.extensions[key];
  if (notes.length > 0)
    emit(
      'annotation-changed',
      h.pointer,
      notes.map((k) => noted(b, k)),
      notes.map((k) => noted(h, k)),
      notes.join(', '),
    );
}
