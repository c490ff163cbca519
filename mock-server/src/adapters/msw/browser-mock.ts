import type { HttpHandler } from 'msw';
import type { MockWorld, WorldOptions } from '../../core/world.ts';
import { WorldRegistry } from '../../sessions/world-registry.ts';
import { createControlHandlers } from './control-handlers.ts';
import { createMswHandlers } from './create-handlers.ts';

export interface BrowserMock {
  /** The default world (calls without a session). */
  world: MockWorld;
  /** Every world the page serves: the default one and each session's (X-Mock-Session). */
  worlds: WorldRegistry;
  /** Every contract operation and the control API under /__mock/, for a service worker to serve. */
  handlers: HttpHandler[];
}

/**
 * The mock for a page with no server behind it (the demo build): a freshly seeded world, the same as
 * `npm start` seeds (and a world per session, as the server keeps them), and the handlers that serve them. The page registers them with MSW's service worker.
 */
export function createBrowserMock(options: WorldOptions = {}): BrowserMock {
  const worlds = new WorldRegistry({ options });
  return {
    world: worlds.defaultWorld,
    worlds,
    handlers: [...createControlHandlers(worlds), ...createMswHandlers(worlds)],
  };
}
