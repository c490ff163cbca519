import { existsSync, readFileSync } from 'node:fs';
import { isObject } from './pointer.ts';
import type { Side } from './types.ts';

// What the client reads, as the test runs recorded it (openapi/client-usage.json, format `client-usage/1`,
// described in openapi/README.md): the operations it calls, the request fields it sends, the answer paths it reads.

interface UsageEntry {
  tests: number;
  at: string;
}

interface OperationUsage {
  tests: number;
  request: Record<string, UsageEntry>;
  response: Record<string, UsageEntry>;
}

export interface Usage {
  format: 'client-usage/1';
  operations: Record<string, OperationUsage>;
}

export interface Reading {
  readByClient: boolean | null;
  reading: string;
}

/** The usage file, or null when there is none (every change then reads `readByClient: null`). */
export function loadUsage(file: string): Usage | null {
  if (!existsSync(file)) return null;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(parsed) || parsed.format !== 'client-usage/1' || !isObject(parsed.operations))
    throw new Error(`${file}: not a client usage file (expected "format": "client-usage/1" and "operations")`);
  return parsed as unknown as Usage;
}

const plural = (n: number) => `${n} test${n === 1 ? '' : 's'}`;

/**
 * Whether the client sends or reads what a change touches. `dataPath` null: the operation as a whole (read when
 * the client calls it). Otherwise the path counts as read when it, or a path below it, is in the usage file.
 */
export function lookUp(usage: Usage | null, operationId: string, side: Side, dataPath: string | null): Reading {
  if (usage === null) return { readByClient: null, reading: 'no usage data' };
  const operation = usage.operations[operationId];
  const notRead = { readByClient: false, reading: 'not read by this client' };
  if (!operation) return notRead;
  const entries = Object.entries(operation[side] ?? {});
  if (dataPath === null) {
    const first =
      entries[0] ?? Object.entries(operation.request ?? {})[0] ?? Object.entries(operation.response ?? {})[0];
    const where = first ? `, e.g. ${first[1].at}` : '';
    return { readByClient: true, reading: `read by the client (${plural(operation.tests)}${where})` };
  }
  const matches = entries.filter(([path]) => dataPath === '' || path === dataPath || path.startsWith(`${dataPath}/`));
  if (matches.length === 0) return notRead;
  const best = matches.find(([path]) => path === dataPath) ?? [...matches].sort((a, b) => b[1].tests - a[1].tests)[0];
  if (!best) return notRead;
  return { readByClient: true, reading: `read by the client (${plural(best[1].tests)}, e.g. ${best[1].at})` };
}
