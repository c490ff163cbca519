import type { Scenario } from './scenario.ts';

/** Every call waits at least this long… */
export const SLOW_NETWORK_DELAY_MS = 800;
/** …and up to this much more, drawn afresh for each call. */
export const SLOW_NETWORK_JITTER_MS = 1200;

export const slowNetworkScenario: Scenario = {
  name: 'slow-network',
  description: `Every operation answers after ${SLOW_NETWORK_DELAY_MS} to ${SLOW_NETWORK_DELAY_MS + SLOW_NETWORK_JITTER_MS} ms (a fixed delay plus jitter), then as usual. Shown as a delay-only fault for every operation; a fault added for one operation replaces it for that operation.`,
  arrange(world) {
    world.faults.add({ operationId: '*', status: 0, delayMs: SLOW_NETWORK_DELAY_MS, jitterMs: SLOW_NETWORK_JITTER_MS });
  },
};
