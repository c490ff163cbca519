import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import type { RawRequest } from '#mock/contract/raw-request.ts';
import { checkResponse, formatViolation, type ContractViolation } from '#mock/contract/response-validator.ts';
import { FIXTURE_FORMAT, significantFields, type Fixture, type RecordedResponse } from '#mock/replay/fixture.ts';
import { maskJson, maskText, maskValue } from '#mock/replay/mask.ts';
import type { Observed } from '../runner/observe-response.ts';

/** The answer headers a client acts on; the rest (dates, lengths, compression) would only make fixtures noisy. */
const KEPT_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'location',
  'retry-after',
  'www-authenticate',
];

export interface Exchange {
  operation: ContractOperation;
  request: RawRequest;
  /** The path as sent, without the query. */
  path: string;
  observed: Observed;
  bytes: Buffer;
  /** What the proxy found off the contract in the answer as received. */
  violations: ContractViolation[];
}

function recordedResponse(observed: Observed, bytes: Buffer): RecordedResponse {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = observed.headers[name];
    if (value !== undefined) headers[name] = maskValue(name, value);
  }
  const response: RecordedResponse = { status: observed.status, headers };
  if (bytes.length === 0) return response;
  if (typeof observed.body === 'string') response.text = maskText(observed.body);
  else if (observed.body !== undefined) response.json = maskJson(observed.body);
  else response.base64 = bytes.toString('base64');
  return response;
}

/** One exchange as a fixture: the request's significant fields and the answer, masked, with the contract's verdict. */
export function toFixture(exchange: Exchange): Fixture {
  const { operation, request, observed } = exchange;
  const response = recordedResponse(observed, exchange.bytes);
  const masked = checkResponse(operation, {
    status: response.status,
    contentType: response.headers['content-type'],
    headers: response.headers,
    body: response.json ?? response.text,
  });
  const violations = [
    ...exchange.violations.map(formatViolation),
    ...masked
      .filter((v) => !exchange.violations.some((seen) => seen.pointer === v.pointer))
      .map((v) => `after masking: ${formatViolation(v)}`),
  ];
  return {
    format: FIXTURE_FORMAT,
    operationId: operation.operationId,
    request: { method: request.method.toUpperCase(), path: maskText(exchange.path), ...significantFields(request) },
    response,
    conforms: violations.length === 0,
    violations,
  };
}

/**
 * Writes each exchange to DIR as `NNNNN-<operationId>.json`, numbered on from the fixtures already there, so
 * replay answers a request recorded several times in the order it was recorded.
 */
export function createRecorder(dir: string): (exchange: Exchange) => string {
  mkdirSync(dir, { recursive: true });
  let count = readdirSync(dir).filter((name) => name.endsWith('.json')).length;
  return (exchange) => {
    count += 1;
    const file = join(dir, `${String(count).padStart(5, '0')}-${exchange.operation.operationId}.json`);
    writeFileSync(file, `${JSON.stringify(toFixture(exchange), null, 2)}\n`);
    return file;
  };
}
