import { existsSync, readFileSync } from 'node:fs';
import { isObject } from '../spec/pointer.ts';
import type { Side } from './types.ts';

// What the client sends and reads, as the test runs recorded it (openapi/client-usage.json, described in
// openapi/README.md): the operations it calls, the request fields it sends (always, or only sometimes), the answer
// paths it reads. Format `client-usage/2`; `client-usage/1` (no `sent`) is read as "sometimes".

interface UsageEntry {
  tests: number;
  at: string;
  /** Request keys: `always` when every request the client made to the operation carried it. */
  sent?: 'always' | 'sometimes';
}

interface OperationUsage {
  tests: number;
  request: Record<string, UsageEntry>;
  response: Record<string, UsageEntry>;
}

export interface Usage {
  format: 'client-usage/1' | 'client-usage/2';
  operations: Record<string, OperationUsage>;
}

export interface UsageVerdict {
  usedByClient: boolean | null;
  usage: string;
}

/** The usage file, or null when there is none (every change then reads `usedByClient: null`). */
export function loadUsage(file: string): Usage | null {
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    !isObject(parsed) ||
    (parsed.format !== 'client-usage/1' && parsed.format !== 'client-usage/2') ||
    !isObject(parsed.operations)
  )
    throw new Error(`${file}: not a client usage file (expected "format": "client-usage/2" and "operations")`);
  return parsed as unknown as Usage;
}

const plural = (n: number) => `${n} test${n === 1 ? '' : 's'}`;
const verb = (side: Side) => (side === 'request' ? 'sent' : 'read');

/**
 * Whether the client sends or reads what a change touches. `dataPath` null: the operation as a whole (used when the
 * client calls it). Otherwise the path counts when it, or a path below it, is in the usage file. `omitted`: the
 * change breaks only a client that leaves this request value out; one that always sends it is not affected.
 */
export function lookUp(
  usage: Usage | null,
  operationId: string,
  side: Side,
  dataPath: string | null,
  omitted: string | null = null,
): UsageVerdict {
  if (usage === null) return { usedByClient: null, usage: 'no usage data' };
  const operation = usage.operations[operationId];
  if (!operation) return { usedByClient: false, usage: 'not called by this client' };
  if (omitted !== null) {
    const entry = operation.request?.[omitted];
    if (entry?.sent === 'always')
      return {
        usedByClient: false,
        usage: `always sent by the client (${plural(entry.tests)}, e.g. ${entry.at}), so it is not affected`,
      };
    if (entry)
      return {
        usedByClient: true,
        usage: `sent by the client (${entry.sent ?? 'sometimes'}, ${plural(entry.tests)}, e.g. ${entry.at})`,
      };
    return { usedByClient: true, usage: `called by the client (${plural(operation.tests)}), which never sends it` };
  }
  const entries = Object.entries(operation[side] ?? {});
  if (dataPath === null) {
    const first =
      entries[0] ?? Object.entries(operation.request ?? {})[0] ?? Object.entries(operation.response ?? {})[0];
    const where = first ? `, e.g. ${first[1].at}` : '';
    return { usedByClient: true, usage: `called by the client (${plural(operation.tests)}${where})` };
  }
  const matches = entries.filter(([path]) => dataPath === '' || path === dataPath || path.startsWith(`${dataPath}/`));
  const notUsed = { usedByClient: false, usage: `not ${verb(side)} by this client` };
  if (matches.length === 0) return notUsed;
  const best = matches.find(([path]) => path === dataPath) ?? [...matches].sort((a, b) => b[1].tests - a[1].tests)[0];
  if (!best) return notUsed;
  const how = side === 'request' && best[1].sent ? `${best[1].sent}, ` : '';
  return {
    usedByClient: true,
    usage: `${verb(side)} by the client (${how}${plural(best[1].tests)}, e.g. ${best[1].at})`,
  };
}
