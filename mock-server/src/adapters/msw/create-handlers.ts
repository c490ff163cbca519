import { http, HttpResponse, type HttpHandler } from 'msw';
import { clientRequestProblems, type ClientRequestViolation } from '../../contract/client-request-check.ts';
import { loadOperations, type ContractOperation } from '../../contract/load-contract.ts';
import { badRequest } from '../../core/responses.ts';
import type { MockResponse } from '../../core/types.ts';
import type { MockWorld } from '../../core/world.ts';
import { asRegistry, type WorldRegistry } from '../../sessions/world-registry.ts';
import { handlers } from '../../handlers/index.ts';
import { handleRequest } from '../../pipeline/handle-request.ts';
import { handlerFor } from '../../pipeline/handler.ts';
import { routePath, UPLOAD_MAX_BYTES, uploadTooLarge } from '../routes.ts';
import { UploadRefused } from '../upload-refusals.ts';
import { readMswRequest, UnreadableBody } from './read-request.ts';

export interface MswOptions {
  /** Origin the operations are served at; '*' (the default) matches any origin. */
  baseUrl?: string;
  /** A different origin for some operations (e.g. the third-party location services). */
  baseUrlFor?: (operation: ContractOperation) => string | undefined;
  /** Called for every request that breaks the contract (client conformance checks in tests). */
  onClientViolation?: (violation: ClientRequestViolation) => void;
}

function toHttpResponse(response: MockResponse): Response {
  const headers = new Headers(response.headers);
  if (response.jsonBytes !== undefined) {
    headers.set('content-type', response.contentType ?? 'application/json');
    return new HttpResponse(response.jsonBytes, { status: response.status, headers });
  }
  if (response.body === undefined) return new HttpResponse(null, { status: response.status, headers });
  if (Buffer.isBuffer(response.body)) {
    headers.set('content-type', response.contentType ?? 'application/octet-stream');
    return new HttpResponse(new Uint8Array(response.body), { status: response.status, headers });
  }
  if (response.contentType?.startsWith('text/')) {
    headers.set('content-type', response.contentType);
    return new HttpResponse(String(response.body), { status: response.status, headers });
  }
  headers.set('content-type', response.contentType ?? 'application/json');
  return new HttpResponse(JSON.stringify(response.body), { status: response.status, headers });
}

/** The same handlers as the Fastify server, served to fetch through MSW (tests, backend-free builds). */
export function createMswHandlers(worlds: WorldRegistry | MockWorld, options: MswOptions = {}): HttpHandler[] {
  const registry = asRegistry(worlds);
  return loadOperations().map((operation) => {
    const handler = handlerFor(handlers, operation.operationId);
    const origin = options.baseUrlFor?.(operation) ?? options.baseUrl ?? '*';
    return http[operation.method](`${origin}${routePath(operation.path)}`, async ({ request, params }) => {
      try {
        const raw = await readMswRequest(request, params);
        // The same limit as the Fastify server's, answered the same way.
        if (raw.files.some((file) => file.size > UPLOAD_MAX_BYTES)) return toHttpResponse(uploadTooLarge(operation));
        if (options.onClientViolation)
          for (const problem of clientRequestProblems(operation, raw)) options.onClientViolation(problem);
        const resolved = registry.forCall(raw.headers['x-mock-session'], raw.headers.cookie);
        if ('refusal' in resolved) return toHttpResponse(resolved.refusal);
        return toHttpResponse(await handleRequest(resolved.world, operation, handler, raw));
      } catch (cause) {
        if (cause instanceof UploadRefused) return toHttpResponse(cause.response);
        if (cause instanceof UnreadableBody) {
          options.onClientViolation?.({
            operationId: operation.operationId,
            request: `${request.method} ${request.url}`,
            problem: cause.message,
          });
          return toHttpResponse(badRequest(cause.message));
        }
        throw cause;
      }
    });
  });
}
