import { createEmptyWorld, type MockWorld, type WorldOptions } from './core/world.ts';
import { seedWorld } from './seed/index.ts';

/** A seeded world: the same options give the same data. */
export function createWorld(options: WorldOptions = {}): MockWorld {
  const world = createEmptyWorld(options);
  seedWorld(world);
  return world;
}
