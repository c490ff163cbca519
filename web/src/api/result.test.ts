import { describe, expect, it } from 'vitest';
import { toApiResult } from './result.ts';

const response = (status: number) => new Response(null, { status });

describe('toApiResult', () => {
  it('counts every 2xx as success, including an empty 204', () => {
    expect(toApiResult({ data: { id: 1 }, response: response(201) })).toEqual({
      ok: true,
      status: 201,
      data: { id: 1 },
    });
    expect(toApiResult({ data: undefined, response: response(204) })).toEqual({
      ok: true,
      status: 204,
      data: undefined,
    });
  });

  it('writes a parsed body back as JSON when the raw text was not kept', () => {
    expect(toApiResult({ error: { message: 'Invalid notificationId' }, response: response(400) })).toMatchObject({
      ok: false,
      message: { upstream: 'HTTP 400: {"message":"Invalid notificationId"}' },
    });
  });

  it('prefers the raw text and leaves the body empty when there was none', () => {
    expect(toApiResult({ error: { a: 1 }, response: response(400) }, '{ "a": 1 }')).toMatchObject({
      message: { upstream: 'HTTP 400: { "a": 1 }' },
    });
    expect(toApiResult({ error: undefined, response: response(502) })).toMatchObject({
      message: { upstream: 'HTTP 502: ' },
      body: '',
    });
  });
});
