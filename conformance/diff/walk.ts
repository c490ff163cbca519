import type { DeprecationPolicy } from './lifecycle.ts';
import type { SchemaWalk } from './schema-compare.ts';
import type { ViewCache } from './schema-view.ts';
import type { Side } from './types.ts';

type Json = Record<string, unknown>;

/** One change as a part of the walk reports it; the operation's name and flags are added by the walk. */
export interface Found {
  kind: string;
  side: Side;
  pointer: string;
  /** The pointer is the base's (something removed); default the head's. */
  inBase?: boolean;
  old: unknown;
  next: unknown;
  detail: string;
  dataPath: string | null;
}

export interface Settings {
  /** The date removals and sunsets are judged on (`YYYY-MM-DD`). */
  today: string;
  policy: DeprecationPolicy;
  /** The `x-` extensions the contract declares rules (`x-rule-extensions`, from either version). */
  ruleExtensions: ReadonlySet<string>;
}

/** Both contracts, what is the same in both, and where changes go. */
export interface Pair {
  base: Json;
  head: Json;
  settings: Settings;
  same: (b: unknown, h: unknown) => boolean;
  views: ViewCache;
  emit: (found: Found) => void;
}

export const text = (value: unknown) =>
  value === undefined ? '(none)' : typeof value === 'string' ? value : JSON.stringify(value);

/** The schema walk for one place: its side and the data path prefix (`body`, `query/x`; null: not the client's data). */
export function schemaWalk(pair: Pair, side: Side, prefix: string | null): SchemaWalk {
  return {
    base: pair.base,
    head: pair.head,
    same: pair.same,
    views: pair.views,
    side,
    ruleExtensions: pair.settings.ruleExtensions,
    emit: (kind, pointer, old, next, detail, dataPath) =>
      pair.emit({
        kind,
        side,
        pointer,
        inBase: kind === 'property-removed' || kind === 'variant-removed',
        old,
        next,
        detail,
        dataPath:
          prefix === null ? null : prefix === '' ? dataPath : dataPath === '' ? prefix : `${prefix}/${dataPath}`,
      }),
  };
}
