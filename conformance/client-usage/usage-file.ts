import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where each run writes its partial recordings (one file per Vitest test file or Playwright worker). */
export const PARTIALS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../reports/client-usage');
export const PARTIAL_FORMAT = 'client-usage-partial/2';
export const USAGE_FORMAT = 'client-usage/2';

/**
 * What one test file saw the client do with one operation: each key with one place (or null: none known), the
 * requests the client sent, and in how many of them each request key was.
 */
export interface OperationUsage {
  request: Record<string, string | null>;
  response: Record<string, string | null>;
  requests: number;
  sent: Record<string, number>;
}
export type FileUsage = Record<string, OperationUsage>;

/** A partial recording: by test file (repository-relative), by operationId. */
export interface PartialUsage {
  format: typeof PARTIAL_FORMAT;
  files: Record<string, FileUsage>;
}

export interface KeyUsage {
  tests: number;
  at: string;
}
/** A request key: `always` when every request the client made to the operation carried it. */
export interface RequestKeyUsage extends KeyUsage {
  sent: 'always' | 'sometimes';
}
export interface OperationSummary {
  tests: number;
  request: Record<string, RequestKeyUsage>;
  response: Record<string, KeyUsage>;
}
/** The shared format (`openapi/client-usage.json`), see openapi/README.md. */
export interface ClientUsage {
  format: typeof USAGE_FORMAT;
  operations: Record<string, OperationSummary>;
}

/** Removes the partial recordings whose names start with one of the prefixes (a run's own, before it starts). */
export function clearPartials(prefixes: string[], dir = PARTIALS_DIR): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (prefixes.some((prefix) => name.startsWith(prefix))) rmSync(join(dir, name), { force: true });
  }
}

export function writePartial(name: string, files: Record<string, FileUsage>, dir = PARTIALS_DIR): void {
  mkdirSync(dir, { recursive: true });
  const partial: PartialUsage = { format: PARTIAL_FORMAT, files };
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(partial)}\n`);
}

export function readPartials(dir = PARTIALS_DIR): PartialUsage[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => {
    const partial = JSON.parse(readFileSync(join(dir, name), 'utf8')) as PartialUsage;
    if (partial.format !== PARTIAL_FORMAT) throw new Error(`${join(dir, name)}: not a ${PARTIAL_FORMAT} recording`);
    return partial;
  });
}

/** Adds one test file's usage into another's (a test file seen by two runs, say the open and the strict journeys). */
export function addFileUsage(into: FileUsage, from: FileUsage): void {
  for (const [operationId, usage] of Object.entries(from)) {
    const target = (into[operationId] ??= { request: {}, response: {}, requests: 0, sent: {} });
    target.requests += usage.requests ?? 0;
    for (const [key, count] of Object.entries(usage.sent ?? {})) target.sent[key] = (target.sent[key] ?? 0) + count;
    for (const side of ['request', 'response'] as const) {
      for (const [key, at] of Object.entries(usage[side])) {
        const known = target[side][key];
        target[side][key] = known === undefined ? at : earliest(known, at);
      }
    }
  }
}

/** The place kept for a key: a known place over none, then the first in sort order (stable from run to run). */
function earliest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a < b ? a : b;
}

const sorted = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/**
 * Merges partial recordings into the shared format: `tests` counts the distinct test files, `at` is one place (the
 * test file's name when no frame placed it), a request key is `sent: always` when it was in every request the client
 * made to the operation, every key sorted.
 */
export function mergePartials(partials: PartialUsage[]): ClientUsage {
  const byFile: Record<string, FileUsage> = {};
  for (const partial of partials) {
    for (const [file, usage] of Object.entries(partial.files)) addFileUsage((byFile[file] ??= {}), usage);
  }
  const operations: Record<string, OperationSummary> = {};
  const requests: Record<string, { requests: number; sent: Record<string, number> }> = {};
  /** Keys whose place so far is a test file's name: a place in the client's code replaces it. */
  const unplaced = new Set<KeyUsage>();
  for (const file of Object.keys(byFile).sort()) {
    for (const [operationId, usage] of Object.entries(byFile[file] ?? {})) {
      const summary = (operations[operationId] ??= { tests: 0, request: {}, response: {} });
      summary.tests += 1;
      const counted = (requests[operationId] ??= { requests: 0, sent: {} });
      counted.requests += usage.requests;
      for (const [key, count] of Object.entries(usage.sent)) counted.sent[key] = (counted.sent[key] ?? 0) + count;
      for (const side of ['request', 'response'] as const) {
        const keys: Record<string, KeyUsage> = summary[side];
        for (const [key, at] of Object.entries(usage[side])) {
          let known = keys[key];
          if (!known) {
            // A request key's `sent` is settled once every file is counted, below.
            const first: RequestKeyUsage = { tests: 0, at: at ?? file, sent: 'sometimes' };
            known = side === 'request' ? first : { tests: first.tests, at: first.at };
            keys[key] = known;
            if (at === null) unplaced.add(known);
          } else if (at !== null && (unplaced.has(known) || at < known.at)) {
            known.at = at;
            unplaced.delete(known);
          }
          known.tests += 1;
        }
      }
    }
  }
  for (const [operationId, summary] of Object.entries(operations)) {
    const counted = requests[operationId];
    for (const [key, entry] of Object.entries(summary.request)) {
      const count = counted?.sent[key] ?? 0;
      entry.sent = counted && counted.requests > 0 && count === counted.requests ? 'always' : 'sometimes';
    }
    summary.request = sorted(summary.request);
    summary.response = sorted(summary.response);
  }
  return { format: USAGE_FORMAT, operations: sorted(operations) };
}

export function formatUsage(usage: ClientUsage): string {
  return `${JSON.stringify(usage, null, 2)}\n`;
}

/**
 * What two usage files disagree on: operations, request keys and response keys present in one and not the other,
 * and a request key sent always in one and sometimes in the other. The counts and places are not compared: they move
 * with any edit of the client or its tests.
 */
function usageDifferences(committed: ClientUsage, recorded: ClientUsage): string[] {
  const lines: string[] = [];
  const ids = new Set([...Object.keys(committed.operations), ...Object.keys(recorded.operations)]);
  for (const operationId of [...ids].sort()) {
    const before = committed.operations[operationId];
    const after = recorded.operations[operationId];
    if (!before) lines.push(`${operationId}: called by the client, not in the committed file`);
    else if (!after) lines.push(`${operationId}: in the committed file, no longer called by the client`);
    if (!before || !after) continue;
    for (const side of ['request', 'response'] as const) {
      const keys = new Set([...Object.keys(before[side]), ...Object.keys(after[side])]);
      for (const key of [...keys].sort()) {
        const was = before[side][key];
        const now = after[side][key];
        if (!was) lines.push(`${operationId} ${side} ${key}: recorded, not in the committed file`);
        else if (!now) lines.push(`${operationId} ${side} ${key}: in the committed file, not recorded`);
        else if (side === 'request' && (was as RequestKeyUsage).sent !== (now as RequestKeyUsage).sent)
          lines.push(
            `${operationId} request ${key}: sent ${(was as RequestKeyUsage).sent} in the committed file, ${(now as RequestKeyUsage).sent} recorded`,
          );
      }
    }
  }
  return lines;
}

/** The --check verdict: undefined when the committed file says what the recording says, else the message. */
export function checkUsage(committed: ClientUsage, recorded: ClientUsage): string | undefined {
  const differences = usageDifferences(committed, recorded);
  if (differences.length === 0) return undefined;
  return `openapi/client-usage.json differs from what the tests recorded:\n  ${differences.join('\n  ')}`;
}
