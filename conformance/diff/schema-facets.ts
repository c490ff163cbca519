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

function compareBounds(b: SchemaView, h: SchemaView, emit: Emit): void {
  for (const key of [...UPPER_BOUNDS, ...LOWER_BOUNDS]) {
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

/** Keywords compared for equality only: rules that cannot be ordered, extensions, documentation. */
export function compareUnordered(b: SchemaView, h: SchemaView, emit: Emit): void {
  const differs = (x: Record<string, unknown>, y: Record<string, unknown>) =>
    [...new Set([...Object.keys(x), ...Object.keys(y)])]
      .filter((k) => JSON.stringify(x[k]) !== JSON.stringify(y[k]))
      .sort();
  for (const key of differs(b.opaque, h.opaque)) emit('rule-changed', h.pointer, b.opaque[key], h.opaque[key], key);
  for (const key of differs(b.extensions, h.extensions))
    emit('extension-changed', h.pointer, b.extensions[key], h.extensions[key], key);
  const notes = differs(b.annotations, h.annotations);
  if (notes.length > 0)
    emit(
      'annotation-changed',
      h.pointer,
      notes.map((k) => b.annotations[k]),
      notes.map((k) => h.annotations[k]),
      notes.join(', '),
    );
}
