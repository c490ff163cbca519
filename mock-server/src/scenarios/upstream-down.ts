import type { Scenario } from './scenario.ts';

export const UPSTREAM_DOWN_STATUS = 503;

export const upstreamDownScenario: Scenario = {
  name: 'upstream-down',
  description: `Every operation answers ${UPSTREAM_DOWN_STATUS} (the control API still answers). Shown as a fault for every operation; DELETE /__mock/faults brings the upstream back.`,
  arrange(world) {
    world.faults.add({
      operationId: '*',
      status: UPSTREAM_DOWN_STATUS,
      body: { success: false, message: 'Service unavailable' },
    });
  },
};
