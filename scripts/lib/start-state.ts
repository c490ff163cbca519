import { hostname } from 'node:os';
import type { WorldOptions } from '#mock/core/world.ts';
import { newInstance } from '#mock/sessions/instance.ts';
import { WorldRegistry } from '#mock/sessions/world-registry.ts';
import type { WorldStart } from '#mock/sessions/world-start.ts';
import {
  authModeFromEnv,
  jobCountFromEnv,
  newCandidateLimitFromEnv,
  replicaFromEnv,
  scenarioFromEnv,
  sessionIdleMsFromEnv,
  sessionLimitFromEnv,
  snapshotFromEnv,
  storageLimitFromEnv,
} from './env.ts';
import { replayFromEnv } from './replay-env.ts';

/** The worlds to serve, and what the banner says about where they start. */
export interface StartState {
  worlds: WorldRegistry;
  scenario: string;
  snapshotFile?: string;
  replayDir?: string;
  replaySize?: number;
}

function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * The worlds to serve, every one started the same way: seeded (MOCK_JOB_COUNT jobs), put in MOCK_SCENARIO's
 * scenario, then (MOCK_SNAPSHOT) restored from a snapshot file, whose own scenario then holds; recorded answers
 * from MOCK_REPLAY; the ownership mode from MOCK_AUTH; storage and new-candidate bounds from MOCK_STORAGE_LIMIT and
 * MOCK_NEW_CANDIDATE_LIMIT; sessions bounded by MOCK_SESSION_LIMIT and MOCK_SESSION_IDLE; answers naming
 * MOCK_REPLICA. The default world is made now, so a bad name, file or bound stops the script with the reason.
 */
export function startStateFromEnv(options: Pick<WorldOptions, 'validateResponses'>): StartState {
  let start: WorldStart;
  let snapshotFile: string | undefined;
  let bounds: { limit?: number; idleMs?: number };
  let replica: string | undefined;
  let replaySize: number | undefined;
  try {
    const snapshot = snapshotFromEnv();
    snapshotFile = snapshot?.file;
    const scenario = scenarioFromEnv();
    const replay = replayFromEnv();
    replaySize = replay?.size;
    start = {
      options: {
        ...options,
        auth: authModeFromEnv(),
        jobCount: jobCountFromEnv(),
        storageLimitBytes: storageLimitFromEnv(),
        newCandidateLimit: newCandidateLimitFromEnv(),
      },
      ...(scenario ? { scenario } : {}),
      ...(snapshot ? { snapshot: snapshot.body } : {}),
      ...(replay ? { replay } : {}),
    };
    bounds = { limit: sessionLimitFromEnv(), idleMs: sessionIdleMsFromEnv() };
    replica = replicaFromEnv();
  } catch (cause) {
    stop((cause as Error).message);
  }
  let worlds: WorldRegistry;
  try {
    worlds = new WorldRegistry(start, { ...bounds, instance: newInstance(replica ?? hostname()) });
  } catch (cause) {
    stop(`MOCK_SNAPSHOT: ${snapshotFile}: ${(cause as Error).message.replace(/^snapshot: /, '')}`);
  }
  return {
    worlds,
    scenario: worlds.defaultWorld.scenario,
    ...(snapshotFile ? { snapshotFile } : {}),
    ...(replaySize === undefined ? {} : { replayDir: process.env.MOCK_REPLAY, replaySize }),
  };
}

/** The banner lines for the ownership mode, the scenario, the bounds, sessions, the snapshot and the replay. */
export function printStartState(state: StartState): void {
  const { worlds } = state;
  const { files, newCandidates, options } = worlds.defaultWorld;
  console.log(
    `  ownership mode          ${options.auth}   (MOCK_AUTH=strict: a candidate's data needs that candidate's sign-in token)`,
  );
  console.log(`  scenario                ${state.scenario}   (MOCK_SCENARIO=<name>; GET /__mock/scenario lists them)`);
  console.log(
    `  bounds                  ${files.limitBytes} bytes of files, ${newCandidates.limit} new candidates   (MOCK_STORAGE_LIMIT, MOCK_NEW_CANDIDATE_LIMIT; GET /__mock/usage)`,
  );
  console.log(
    `  sessions                up to ${worlds.limit}, forgotten after ${worlds.idleMs / 60_000} min unused   (X-Mock-Session: <id>, or GET /__mock/sessions/<id>/join in a browser; MOCK_SESSION_LIMIT, MOCK_SESSION_IDLE)`,
  );
  console.log(`  replica                 ${worlds.instance.replica}   (X-Mock-Replica on every answer; MOCK_REPLICA)`);
  if (state.snapshotFile)
    console.log(`  snapshot                ${state.snapshotFile}   (MOCK_SNAPSHOT; GET /__mock/snapshot takes one)`);
  if (state.replayDir)
    console.log(
      `  replay                  ${state.replaySize} recorded answers from ${state.replayDir} (everything else from the simulation)`,
    );
}
