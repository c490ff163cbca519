import { loadOperations } from '#mock/contract/load-contract.ts';
import { control } from '#mock/control/control-api.ts';
import type { MockWorld, WorldOptions } from '#mock/core/world.ts';
import { createWorld } from '#mock/create-world.ts';
import { newCandidateLimitFromEnv, scenarioFromEnv, snapshotFromEnv, storageLimitFromEnv } from './env.ts';

/** What the banner says about the state the mock starts in. */
export interface StartState {
  world: MockWorld;
  scenario: string;
  snapshotFile?: string;
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The world to serve: seeded, put in MOCK_SCENARIO's scenario, then (MOCK_SNAPSHOT) restored from a snapshot
 * file, whose own scenario then holds; its storage and new-candidate bounds from MOCK_STORAGE_LIMIT and
 * MOCK_NEW_CANDIDATE_LIMIT. A bad name, file or bound stops the script with the reason.
 */
export function startStateFromEnv(worldOptions: WorldOptions): StartState {
  let scenario: string | undefined;
  let snapshot: ReturnType<typeof snapshotFromEnv>;
  let bounds: Pick<WorldOptions, 'storageLimitBytes' | 'newCandidateLimit'>;
  try {
    scenario = scenarioFromEnv();
    snapshot = snapshotFromEnv();
    bounds = { storageLimitBytes: storageLimitFromEnv(), newCandidateLimit: newCandidateLimitFromEnv() };
  } catch (cause) {
    stop((cause as Error).message);
  }
  const world = createWorld({ ...worldOptions, ...bounds });
  if (scenario) control.setScenario(world, { name: scenario });
  if (snapshot) {
    const known = new Set(loadOperations().map((operation) => operation.operationId));
    const result = control.restoreSnapshot(world, snapshot.body, (id) => known.has(id));
    if (result.status !== 200) stop(`MOCK_SNAPSHOT: ${snapshot.file}: ${(result.body as { message: string }).message}`);
  }
  return { world, scenario: world.scenario, ...(snapshot ? { snapshotFile: snapshot.file } : {}) };
}

/** The banner lines for the scenario and the snapshot. */
export function printStartState(state: StartState): void {
  console.log(`  scenario                ${state.scenario}   (MOCK_SCENARIO=<name>; GET /__mock/scenario lists them)`);
  const { files, newCandidates } = state.world;
  console.log(
    `  bounds                  ${files.limitBytes} bytes of files, ${newCandidates.limit} new candidates   (MOCK_STORAGE_LIMIT, MOCK_NEW_CANDIDATE_LIMIT; GET /__mock/usage)`,
  );
  if (state.snapshotFile)
    console.log(`  snapshot                ${state.snapshotFile}   (MOCK_SNAPSHOT; GET /__mock/snapshot takes one)`);
}
