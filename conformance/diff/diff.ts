import { classify, kindOf, whyFor } from './kinds.ts';
import { diffOperations } from './operations.ts';
import type { Change, RawChange } from './types.ts';
import { lookUp, type Usage } from './usage.ts';

type Json = Record<string, unknown>;

/** Every change from the base contract to the head, classified (kinds.ts) and matched against the client's usage. */
export function diffContracts(base: Json, head: Json, usage: Usage | null): Change[] {
  const raw: RawChange[] = [];
  const seen = new Set<string>();
  diffOperations(base, head, (change) => {
    // A shared component reached twice by one operation at one place is one change.
    const key = [change.operationId, change.side, change.kind, change.pointer, change.dataPath, change.detail].join(
      '\u0000',
    );
    if (seen.has(key)) return;
    seen.add(key);
    raw.push(change);
  });
  return raw.map((change) => {
    const kind = kindOf(change.kind);
    const breaks = classify(change.kind, change.side);
    const whole = kind.whole?.includes(change.side) ?? false;
    const { readByClient, reading } = lookUp(usage, change.operationId, change.side, whole ? null : change.dataPath);
    const where = change.dataPath === null || change.dataPath === '' ? '' : ` \`${change.dataPath}\``;
    const verdict = breaks === 'none' ? 'breaks nothing' : `breaks ${breaks}`;
    const tail = breaks === 'client' || breaks === 'both' ? `; ${reading}` : '';
    const side = change.side === 'request' ? 'request' : 'answer';
    const message = `${side}${where}: ${change.detail}: ${change.old} → ${change.new} — ${verdict}: ${whyFor(change.kind, change.side)}${tail}`;
    return { ...change, breaks, readByClient, reading, message };
  });
}
