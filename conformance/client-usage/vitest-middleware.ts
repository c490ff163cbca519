import type { Middleware } from 'openapi-fetch';
import { installClientUsageRecorder, type RecordedExchange } from './recorder.ts';

/** The recorder in a Vitest worker: one for the files the worker runs, each file's records taken when it ends. */
export const recorder = installClientUsageRecorder({
  ownFrame: String.raw`conformance/client-usage/recorder\.ts`,
  settledFrame: String.raw`/(web|machines)/src/(?!testing/)[^:]*(?<!\.test\.tsx?):`,
});

/**
 * Added first to every typed client the code under test creates: notes each request before the other middleware
 * run, and marks the final answer (onResponse runs in reverse order, so this one sees what the caller gets).
 */
export function recordingMiddleware(): Middleware {
  const exchanges = new Map<string, RecordedExchange>();
  return {
    onRequest({ request, id }) {
      exchanges.set(id, recorder.noteRequest(request.clone()));
    },
    onResponse({ request, response, id }) {
      const exchange = exchanges.get(id);
      exchanges.delete(id);
      if (!exchange) return;
      recorder.noteHeaders(exchange, request.headers);
      recorder.track(response, exchange);
    },
  };
}
