import { createServer, type IncomingMessage, type Server } from 'node:http';
import { clientRequestProblems } from '#mock/contract/client-request-check.ts';
import { checkResponse } from '#mock/contract/response-validator.ts';
import type { RawRequest, UploadedFile } from '#mock/contract/raw-request.ts';
import type { ContractOperation } from '#mock/contract/load-contract.ts';
import { describeViolation } from '../runner/format-violation.ts';
import { missingFieldNote } from '../runner/missing-field.ts';
import { observeBytes } from '../runner/observe-response.ts';
import type { Violation } from '../runner/types.ts';
import { OperationMatcher } from './match-operation.ts';
import { createForwarder } from './forward.ts';
import { createRecorder } from './record-exchange.ts';

export interface ProxyOptions {
  upstream: string;
  port: number;
  host?: string;
  /** The contract's operations (default this repository's). */
  operations?: ContractOperation[];
  /** Called for every request or response off the contract (default: printed to stderr). */
  onViolation?: (line: string, violation: Violation) => void;
  /** Called once per call forwarded, with one line: method, path, status, operation, time, violations (--verbose). */
  onCall?: (line: string) => void;
  /** A directory to write every forwarded exchange of a contract operation to, as a replay fixture (masked). */
  record?: string;
}

/** What the proxy saw since it started: calls, and the violations grouped (conformance/report/violation-groups.ts). */
export interface ProxyTally {
  calls: number;
  violations: Violation[];
}

export interface ValidatingProxy extends Server {
  tally: ProxyTally;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'host',
]);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function toRawRequest(
  url: URL,
  request: IncomingMessage,
  body: Buffer,
  pathParams: Record<string, string>,
): Promise<RawRequest> {
  const contentType = request.headers['content-type'];
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  const files: UploadedFile[] = [];
  let parsed: unknown;
  if (body.length > 0 && contentType?.startsWith('multipart/form-data')) {
    const form = await new Request(url, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = value;
      else
        files.push({
          field: name,
          filename: value.name,
          mimetype: value.type,
          size: value.size,
          data: Buffer.from(await value.arrayBuffer()),
        });
    }
    parsed = fields;
  } else if (body.length > 0) {
    const text = body.toString('utf8');
    try {
      parsed = contentType?.includes('json') ? (JSON.parse(text) as unknown) : text;
    } catch {
      parsed = text;
    }
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
  );
  return {
    method: request.method ?? 'GET',
    url: url.pathname + url.search,
    pathParams,
    query,
    headers,
    contentType,
    body: parsed,
    files,
  };
}

/**
 * Forwards every request to the upstream and reports, in the conformance runner's format, each
 * request the contract does not allow and each answer it does not promise. Traffic passes unchanged. With
 * `record`, each exchange of a contract operation is also written as a masked replay fixture.
 */
export function startValidatingProxy(options: ProxyOptions): Promise<ValidatingProxy> {
  const matcher = new OperationMatcher(options.operations);
  const tally: ProxyTally = { calls: 0, violations: [] };
  const forward = createForwarder(options.upstream);
  const onViolation = options.onViolation ?? ((line: string) => console.error(`[contract] ${line}`));
  const report = (line: string, violation: Violation) => {
    tally.violations.push(violation);
    onViolation(line, violation);
  };
  const record = options.record === undefined ? undefined : createRecorder(options.record);
  const server = createServer(async (request, response) => {
    const started = performance.now();
    let found = 0;
    const counted = (line: string, violation: Violation) => {
      found += 1;
      report(line, violation);
    };
    try {
      const url = new URL(request.url ?? '/', 'http://proxy.local');
      const body = await readBody(request);
      const summary = `${request.method} ${url.pathname}${url.search}`;
      const matched = matcher.match(request.method ?? 'GET', url.pathname);
      // The mock's control API is not part of the upstream contract: it passes unchecked.
      const isControl = url.pathname.startsWith('/__mock/');
      let raw: RawRequest | undefined;
      if (!matched && !isControl) {
        counted(`(no operation): ${summary} is not in the contract`, {
          operationId: '(none)',
          status: 0,
          pointer: '',
          expected: 'a documented path and method',
          request: summary,
        });
      } else if (matched) {
        raw = await toRawRequest(url, request, body, matched.pathParams);
        for (const problem of clientRequestProblems(matched.operation, raw)) {
          const violation = {
            operationId: problem.operationId,
            status: 0,
            pointer: '/request',
            expected: problem.problem,
            request: summary,
          };
          counted(describeViolation(violation), violation);
        }
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([k]) => !HOP_BY_HOP.has(k))
          .map(([k, v]) => [k, String(v)]),
      );
      const answer = await forward(request.method ?? 'GET', url.pathname + url.search, headers, body);
      const bytes = answer.bytes;
      const outHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) outHeaders[name] = value;
      }
      if (matched && raw) {
        const observed = observeBytes(answer.status, outHeaders, bytes);
        const violations = checkResponse(matched.operation, observed);
        for (const v of violations) {
          const note = missingFieldNote(v, observed.body);
          const violation: Violation = { ...v, request: summary, ...(note ? { note } : {}) };
          counted(describeViolation(violation), violation);
        }
        record?.({ operation: matched.operation, request: raw, path: url.pathname, observed, bytes, violations });
      }
      response.writeHead(answer.status, { ...outHeaders, 'content-length': String(bytes.length) });
      response.end(bytes);
      if (!isControl) {
        tally.calls += 1;
        const verdict = found === 0 ? 'conforms' : `${found} violation${found === 1 ? '' : 's'}`;
        options.onCall?.(
          `${summary} → ${answer.status} ${matched?.operation.operationId ?? '(not in the contract)'} ${(performance.now() - started).toFixed(1)} ms, ${verdict}`,
        );
      }
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ success: false, message: `Proxy could not reach the upstream: ${(error as Error).message}` }),
      );
    }
  });
  const proxy = Object.assign(server, { tally });
  return new Promise((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(proxy)));
}
