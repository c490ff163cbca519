import { describe, expect, it, vi } from 'vitest';
import { loadOperations } from '../contract/load-contract.ts';
import type { RawRequest } from '../contract/raw-request.ts';
import { json } from '../core/responses.ts';
import { createWorld } from '../create-world.ts';
import { handleRequest } from './handle-request.ts';
import type { RuntimeHandler } from './handler.ts';

const operation = loadOperations().find((o) => o.operationId === 'fetchProgrammaticUserToken')!;
const raw: RawRequest = {
  method: 'get',
  url: '/api/auth/fetchProgrammaticUserToken?x=1',
  pathParams: {},
  query: {},
  headers: {},
  contentType: undefined,
  body: undefined,
  files: [],
};
const token: RuntimeHandler = () => json({ token: 'mock.service.1' });

describe('handleRequest', () => {
  it('answers in the same turn when nothing on the way is awaited, and logs the call', () => {
    const world = createWorld();
    world.log.clear();
    const response = handleRequest(world, operation, token, raw);
    expect(response).not.toBeInstanceOf(Promise);
    expect(response).toMatchObject({ status: 200, body: { token: 'mock.service.1' } });
    expect(world.log.list()).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/auth/fetchProgrammaticUserToken', status: 200 }),
    ]);
  });

  it.each([
    [
      'throws',
      (() => {
        throw new Error('store unavailable');
      }) as RuntimeHandler,
    ],
    ['rejects', (() => Promise.reject(new Error('store unavailable'))) as RuntimeHandler],
  ])('answers 500 with the cause and logs it when the handler %s', async (_how, failing) => {
    const world = createWorld();
    world.log.clear();
    const response = await handleRequest(world, operation, failing, raw);
    expect(response).toMatchObject({ status: 500, body: { message: 'store unavailable' } });
    expect(world.log.list().map((entry) => entry.status)).toEqual([500]);
  });

  it('waits out an injected delay, then answers from the simulation when the fault has no status', async () => {
    const world = createWorld();
    world.faults.add({ operationId: operation.operationId, status: 0, delayMs: 20 });
    vi.useFakeTimers();
    try {
      let answered: unknown;
      void Promise.resolve(handleRequest(world, operation, token, raw)).then((response) => (answered = response));
      await vi.advanceTimersByTimeAsync(19);
      expect(answered).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toMatchObject({ status: 200, body: { token: 'mock.service.1' } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers an injected fault with its status and body', () => {
    const world = createWorld();
    world.faults.add({ operationId: operation.operationId, status: 503, body: { message: 'down' } });
    expect(handleRequest(world, operation, token, raw)).toEqual({ status: 503, body: { message: 'down' } });
  });
});
