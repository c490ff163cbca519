import type { HttpHandler } from 'msw';
import type { MockWorld, WorldOptions } from '../../core/world.ts';
import { createWorld } from '../../create-world.ts';
import { createControlHandlers } from './control-handlers.ts';
import { createMswHandlers } from './create-handlers.ts';

export interface BrowserMock {
  world: MockWorld;
  /** Every contract operation and the control API under /__mock/, for a service worker to serve. */
  handlers: HttpHandler[];
}

/**
 * The mock for a page with no server behind it (the demo build): a freshly seeded world, the same as
 * `npm start` seeds, and the handlers that serve it. The page registers them with MSW's service worker.
 */
export function createBrowserMock(options: WorldOptions = {}): BrowserMock {
  const world = createWorld(options);
  return { world, handlers: [...createControlHandlers(world), ...createMswHandlers(world)] };
}
