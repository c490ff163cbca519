import type { MockWorld } from '../core/world.ts';
import { resetWorld } from '../seed/index.ts';
import { defaultScenario } from './default.ts';
import { emptyWorldScenario } from './empty-world.ts';
import { kycCompleteScenario } from './kyc-complete.ts';
import { newCandidateScenario } from './new-candidate.ts';
import type { Scenario } from './scenario.ts';
import { slowNetworkScenario } from './slow-network.ts';
import { tokenChurnScenario } from './token-churn.ts';
import { upstreamDownScenario } from './upstream-down.ts';

export type { Scenario } from './scenario.ts';

/** Every scenario, 'default' first (MOCK_SCENARIO, POST /__mock/scenario). */
export const SCENARIOS: readonly Scenario[] = [
  defaultScenario,
  newCandidateScenario,
  kycCompleteScenario,
  upstreamDownScenario,
  slowNetworkScenario,
  tokenChurnScenario,
  emptyWorldScenario,
];

export const SCENARIO_NAMES: readonly string[] = SCENARIOS.map((scenario) => scenario.name);

export const findScenario = (name: string): Scenario | undefined =>
  SCENARIOS.find((scenario) => scenario.name === name);

export const unknownScenarioMessage = (name: string): string =>
  `Unknown scenario '${name}'. Scenarios: ${SCENARIO_NAMES.join(', ')}`;

/** Back to the seed (as POST /__mock/reset), then the scenario's changes; the world remembers its name. */
export function applyScenario(world: MockWorld, scenario: Scenario): void {
  resetWorld(world);
  scenario.arrange(world);
  world.scenario = scenario.name;
}
