import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract as contractDocument, type ContractOperation } from '#mock/contract/load-contract.ts';
import { OperationMatcher } from '../proxy/match-operation.ts';
import type { RawRecord } from './recorder.ts';
import type { FileUsage, OperationUsage } from './usage-file.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A stack frame turned into a place in the repository (`web/src/x.ts:12`), or undefined when it cannot be. */
export type FrameResolver = (frame: string) => string | undefined;

/** Frames of files on this machine (Vitest's): `/abs/path/web/src/x.ts:12:5` → `web/src/x.ts:12`. */
export const localFrame: FrameResolver = (frame) => {
  const found = /^(.*):(\d+):\d+$/.exec(frame);
  if (!found?.[1]) return undefined;
  const file = found[1].startsWith('file://') ? fileURLToPath(found[1]) : found[1];
  // Node's own code (node:internal/…) is a library's place.
  if (!file.startsWith('/')) return frame;
  return `${relative(root, file)}:${found[2]}`;
};

/** The client's own code: what it reads and sends counts (its tests and test helpers do not). */
export function isClientCode(place: string): boolean {
  return (
    /^(web|machines)\/src\//.test(place) &&
    !/\.test\.tsx?:/.test(place) &&
    !/(^|\/)testing\//.test(place) &&
    !place.includes('node_modules')
  );
}

/** A test or test helper, or the developer console (a tool over the mock, not the client): what it sends is its own. */
const isTestCode = (place: string) =>
  /^(tests|console)\//.test(place) || /\.test\.tsx?:/.test(place) || /(^|\/)testing\//.test(place);

/** The client's plumbing (the typed client and its middleware): a sending place outside it says more. */
const isPlumbing = (place: string) => place.startsWith('web/src/api/');

/**
 * Turns one test file's raw records into what the client called, sent (and in how many of its requests each key
 * was) and read, by operationId: a read counts when
 * the first frame that made it is the client's own code (a frame in a library is a copy — structural sharing, a
 * persister — and a test's frame is the test reading); a frame that cannot be placed counts, with no place. A request
 * counts when the innermost frame of the client or a test is the client's (a test that calls the typed client itself
 * chose what it sends). Records of URLs outside the contract are dropped.
 */
export function attribute(
  records: RawRecord[],
  resolve: FrameResolver,
  matcher: OperationMatcher = new OperationMatcher(),
): FileUsage {
  const usage: FileUsage = {};
  const place = (frame: string) => resolve(frame) ?? null;
  const operationOf = new Map<string, { operation: ContractOperation; pathParams: string[] } | null>();
  for (const record of records) {
    const id = `${record.method} ${record.url}`;
    if (!operationOf.has(id)) {
      const found = matcher.match(record.method, new URL(record.url).pathname);
      operationOf.set(id, found ? { operation: found.operation, pathParams: Object.keys(found.pathParams) } : null);
    }
    const found = operationOf.get(id);
    if (!found) continue;
    const { operation, pathParams } = found;
    if (record.kind === 'response') {
      const first = record.frames[0];
      const at = first === undefined ? null : place(first);
      if (first !== undefined && at !== null && !isClientCode(at)) continue;
      entry(usage, operation.operationId).response[record.key] ??= at;
      continue;
    }
    const places = record.frames.map(place).filter((at): at is string => at !== null);
    const composer = places.find((at) => isClientCode(at) || isTestCode(at));
    if (composer !== undefined && !isClientCode(composer)) continue;
    if (record.kind === 'sent') {
      const counted = entry(usage, operation.operationId);
      counted.requests += 1;
      const keys = [
        ...pathParams.map((name) => `path/${name}`),
        ...(record.keys ?? []).map((k) => requestKey(k, operation)),
      ];
      for (const key of new Set(keys)) if (key !== undefined) counted.sent[key] = (counted.sent[key] ?? 0) + 1;
      continue;
    }
    const client = places.filter(isClientCode);
    const at = client.find((at) => !isPlumbing(at)) ?? client[0] ?? null;
    const requests = entry(usage, operation.operationId).request;
    for (const name of pathParams) requests[`path/${name}`] ??= at;
    const key = requestKey(record.key, operation);
    if (key !== undefined) requests[key] ??= at;
  }
  return usage;
}

function entry(usage: FileUsage, operationId: string): OperationUsage {
  return (usage[operationId] ??= { request: {}, response: {}, requests: 0, sent: {} });
}

/**
 * A request record's key as the shared format names it: headers only where the contract names them (a header
 * parameter or an API-key scheme, in its spelling); Authorization, Accept and Content-Type are the transport's.
 */
function requestKey(key: string, operation: ContractOperation): string | undefined {
  if (key === '') return undefined;
  if (!key.startsWith('header/')) return key;
  const name = key.slice('header/'.length);
  const declared = [...operation.parameters.filter((p) => p.in === 'header').map((p) => p.name), ...apiKeyHeaders];
  const spelled = declared.find((candidate) => candidate.toLowerCase() === name);
  return spelled === undefined ? undefined : `header/${spelled}`;
}

const apiKeyHeaders: string[] = (() => {
  const schemes = (contractSchemes() ?? {}) as Record<string, { type?: string; in?: string; name?: string }>;
  return Object.values(schemes)
    .filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string')
    .map((scheme) => scheme.name as string);
})();

function contractSchemes(): unknown {
  return (contractDocument.components as { securitySchemes?: unknown } | undefined)?.securitySchemes;
}
