import { describe, expect, it } from 'vitest';
import { loadOperations, resolve } from '../contract/load-contract.ts';
import { json, notFound, text } from '../core/responses.ts';
import { authHandlers } from '../handlers/auth.ts';
import { FILE_PARTS, type Handler, type HandlerTable } from './handler.ts';

// Compile-time checks, never run: tsc fails when a directive below stops finding its error.
// @ts-expect-error a body the operation does not document
const _undocumentedBody: Handler<'fetchProgrammaticUserToken'> = () => json({ tokn: 'mock.service.1' });
// @ts-expect-error a text answer where the operation documents only JSON
const _undocumentedMedia: Handler<'getJobById'> = () => text('Job not found', 404);
const _inputOffContract: Handler<'getJobById'> = (request) => {
  // @ts-expect-error jobId is an integer once the pipeline has validated the query
  request.query.jobId.trim();
  // @ts-expect-error getJobById declares no body
  const _noBody: unknown = request.body.jobId;
  return notFound('Job not found');
};
// @ts-expect-error a table must have every operation's handler
const _incompleteTable: HandlerTable = { ...authHandlers };

type Schema = { type?: string; format?: string; allOf?: unknown[]; properties?: Record<string, unknown> };

/** A schema is a file part when it (or what it refers to, or an allOf branch) is a binary string. */
function isBinary(schemaRef: unknown): boolean {
  const schema = resolve<Schema>(schemaRef);
  return schema.format === 'binary' || (schema.allOf ?? []).some(isBinary);
}

describe('the file parts left out of multipart body types', () => {
  const binaryParts = loadOperations().flatMap((operation) => {
    const form = operation.requestBody?.content['multipart/form-data']?.schema;
    const properties = form ? (resolve<Schema>(form).properties ?? {}) : {};
    return Object.entries(properties).flatMap(([name, schema]) => (isBinary(schema) ? [name] : []));
  });

  it('are exactly the binary parts of the contract’s forms', () => {
    expect([...new Set(binaryParts)].sort()).toEqual([...FILE_PARTS].sort());
  });
});
