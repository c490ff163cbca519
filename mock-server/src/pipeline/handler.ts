import type { MockRequest, MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';

/** One operation's behaviour: transport-free, given a validated request and the world. */
export type Handler = (request: MockRequest, world: MockWorld) => MockResponse | Promise<MockResponse>;

/** Handlers of one area, keyed by operationId. */
export type HandlerMap = Record<string, Handler>;
