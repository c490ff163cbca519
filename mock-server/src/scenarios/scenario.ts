import type { MockWorld } from '../core/world.ts';

/** A named preset of world, faults, latency and clock, applied on top of a freshly seeded world. */
export interface Scenario {
  name: string;
  /** What a client notices (served by GET /__mock/scenario). */
  description: string;
  /** Changes the freshly seeded world; 'default' changes nothing. */
  arrange(world: MockWorld): void;
}
