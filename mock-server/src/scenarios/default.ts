import type { Scenario } from './scenario.ts';

export const defaultScenario: Scenario = {
  name: 'default',
  description:
    'The seeded demo world: every identity, job and history as the README describes, no faults, no added latency.',
  arrange: () => undefined,
};
