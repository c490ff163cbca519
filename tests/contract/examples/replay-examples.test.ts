import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import contract from '#contract/openapi.json' with { type: 'json' };
import { multipartBody, type FilePart } from '#mock/testing/multipart.ts';
import { SAMPLE_DOCX, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG } from '#mock/testing/sample-documents.ts';
import { buildTestApp, type TestApp } from '#mock/testing/test-app.ts';
import {
  exampleRequests,
  followLink,
  urlOf,
  type ExampleFile,
  type ExampleRequest,
} from '#conformance/examples/request-examples.ts';

// Every request the contract's examples describe, sent to a fresh mock (reset before each, so one example's write
// does not decide another's answer), must get the status its example documents.

const BYTES: Record<string, Uint8Array> = {
  'application/pdf': SAMPLE_PDF,
  'image/jpeg': SAMPLE_JPEG,
  'image/png': SAMPLE_PNG,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': SAMPLE_DOCX,
};

const filePart = (file: ExampleFile): FilePart => ({
  field: file.field,
  filename: file.filename,
  type: file.contentType,
  data: BYTES[file.contentType] ?? SAMPLE_PDF,
});

async function injection(request: ExampleRequest, token: string): Promise<InjectOptions> {
  const headers: Record<string, string> = { ...request.parameters.header };
  if (request.bearer) headers.authorization = `Bearer ${token}`;
  const base = { method: request.method.toUpperCase() as InjectOptions['method'], url: urlOf(request) };
  if (request.form) {
    const body = await multipartBody(request.form.fields, request.form.files.map(filePart));
    return { ...base, headers: { ...headers, ...body.headers }, payload: body.payload };
  }
  if (request.json === undefined) return { ...base, headers };
  return {
    ...base,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(request.json),
  };
}

let mock: TestApp;
beforeAll(async () => {
  mock = await buildTestApp();
});
afterAll(() => mock.close());

async function send(request: ExampleRequest): Promise<LightMyRequestResponse> {
  const token = await mock.token();
  let sent = request;
  if (request.after) {
    const first = await mock.inject(await injection(request.after.request, token));
    sent = followLink(request, String(first.headers['content-type']).includes('json') ? first.json() : first.body);
  }
  return mock.inject(await injection(sent, token));
}

const requests = exampleRequests(contract as Record<string, unknown>);

describe('every request example, replayed against a fresh mock, answers its documented status', () => {
  it.each(requests.map((r) => [`${r.operationId} (${r.name})`, r] as const))('%s', async (_label, request) => {
    await mock.inject({ method: 'POST', url: '/__mock/reset' });
    const response = await send(request);
    // The answer's text is part of what is compared, so a failure says why the mock refused.
    expect({ status: response.statusCode, body: response.body.slice(0, 300) }).toEqual({
      status: expect.toBeOneOf(request.expect),
      body: expect.any(String),
    });
  });
});
