import { inJsonSchemaDialect } from '../spec/openapi-30.ts';
import type { SourceMap } from '../spec/source-places.ts';
import { classify, classifyWebhook, kindOf, whyFor } from './kinds.ts';
import type { DeprecationPolicy } from './lifecycle.ts';
import { diffOperations } from './operations.ts';
import type { Breaks, Change, RawChange } from './types.ts';
import { lookUp, type Usage } from './usage.ts';

type Json = Record<string, unknown>;

export interface DiffOptions {
  /** The date removals and sunsets are judged on (default today, UTC). */
  today?: string;
  /** `sunset` (default): removal is allowed once a deprecation's sunset date has passed; `deprecated`: once deprecated. */
  policy?: DeprecationPolicy;
  /** Where each version is written, to name each change's source file and line. */
  places?: { base?: SourceMap; head?: SourceMap };
}

/** The extensions a contract declares rules: its root's `x-rule-extensions` list. */
const ruleExtensionsOf = (document: Json): string[] =>
  Array.isArray(document['x-rule-extensions']) ? document['x-rule-extensions'].map(String) : [];

/** Changes of the promise itself: a stability level lowered, a lifecycle no one can read. */
const LIFECYCLE = new Set(['stability-decreased', 'lifecycle-invalid']);

const sideName = (change: RawChange) =>
  `${change.webhook ? 'webhook ' : ''}${change.side === 'request' ? 'request' : 'answer'}`;

/** Every change from the base contract to the head, classified (kinds.ts) and matched against the client's usage. */
export function diffContracts(base: Json, head: Json, usage: Usage | null, options: DiffOptions = {}): Change[] {
  const raw: RawChange[] = [];
  const seen = new Set<string>();
  const settings = {
    today: options.today ?? new Date().toISOString().slice(0, 10),
    policy: options.policy ?? 'sunset',
    ruleExtensions: new Set([...ruleExtensionsOf(base), ...ruleExtensionsOf(head)]),
  };
  const dialect = { wrapUntypedNullable: false };
  diffOperations(inJsonSchemaDialect(base, dialect), inJsonSchemaDialect(head, dialect), settings, (change) => {
    // A shared component reached twice by one operation at one place is one change.
    const key = [change.operationId, change.side, change.kind, change.pointer, change.dataPath, change.detail].join(
      '\u0000',
    );
    if (seen.has(key)) return;
    seen.add(key);
    raw.push(change);
  });
  return raw.map((change) => classified(change, usage, options));
}

function classified(change: RawChange, usage: Usage | null, options: DiffOptions): Change {
  const kind = kindOf(change.kind);
  // A webhook's own removal or addition reads its row as written; what changes inside it, with the roles exchanged.
  const byKind: Breaks =
    change.webhook && !change.kind.startsWith('webhook-')
      ? classifyWebhook(change.kind, change.side)
      : classify(change.kind, change.side);
  // What promises nothing breaks nobody when it changes — except the change of its promise itself.
  const unstable = change.unstable && !LIFECYCLE.has(change.kind) ? change.unstable : undefined;
  const breaks: Breaks = unstable ? 'none' : byKind;
  const whole = kind.whole?.includes(change.side) ?? false;
  const omitted = change.side === 'request' && !change.webhook && kind.omitted === true;
  const { usedByClient, usage: used } = change.webhook
    ? { usedByClient: null, usage: 'a webhook: the client receives it at its own server' }
    : lookUp(usage, change.operationId, change.side, whole ? null : change.dataPath, omitted ? change.dataPath : null);
  const where = change.dataPath === null || change.dataPath === '' ? '' : ` \`${change.dataPath}\``;
  const verdict = breaks === 'none' ? 'breaks nothing' : `breaks ${breaks}`;
  const why = unstable
    ? `the operation is ${unstable} (x-stability-level): it promises nothing`
    : whyFor(change.kind, change.side);
  const tail = breaks === 'client' || breaks === 'both' ? `; ${used}` : '';
  const place = (change.located === 'base' ? options.places?.base : options.places?.head)?.place(change.pointer);
  const source = place ? `${place.file}:${place.line}` : undefined;
  const message = `${sideName(change)}${where}: ${change.detail}: ${change.old} → ${change.new} — ${verdict}: ${why}${tail}`;
  return { ...change, breaks, usedByClient, usage: used, ...(source ? { source } : {}), message };
}
