import { loadOperations } from '../contract/load-contract.ts';
import { control } from '../control/control-api.ts';
import type { RecordedAnswers } from '../core/types.ts';
import { createEmptyWorld, type AuthMode, type MockWorld, type WorldOptions } from '../core/world.ts';
import { applyScenario, findScenario, SCENARIOS, unknownScenarioMessage } from '../scenarios/index.ts';

/**
 * The state every world starts from: the server's world options, and what it was started in (MOCK_SCENARIO,
 * MOCK_SNAPSHOT, MOCK_REPLAY). The default world and every session's world are made from it alike.
 */
export interface WorldStart {
  options: WorldOptions;
  /** The scenario to start in (default 'default'). */
  scenario?: string;
  /** A snapshot to restore on top (its body, as PUT /__mock/snapshot takes it). */
  snapshot?: unknown;
  /** Recorded answers: each world replays them on its own (`fresh()`). */
  replay?: RecordedAnswers;
}

/** What a session may ask for at creation (POST /__mock/sessions), instead of the server's start. */
export interface SessionStart {
  scenario?: string;
  snapshot?: unknown;
  auth?: AuthMode;
}

const knownOperations = new Set(loadOperations().map((operation) => operation.operationId));
const knownOperation = (id: string) => knownOperations.has(id);

/**
 * A world for `session` (null: the default world), started as `start` says, or as the session asked: its own
 * scenario (then the server's snapshot is not applied: the session asked for that scenario's world), its own
 * snapshot, its own ownership mode. A name or snapshot that cannot be used gives the reason instead.
 */
export function startWorld(start: WorldStart, session: string | null, asked: SessionStart = {}): MockWorld | string {
  const scenarioName = asked.scenario ?? start.scenario ?? SCENARIOS[0]!.name;
  const scenario = findScenario(scenarioName);
  if (!scenario) return unknownScenarioMessage(scenarioName.slice(0, 100));
  const options = asked.auth === undefined ? start.options : { ...start.options, auth: asked.auth };
  const world = createEmptyWorld(options, session);
  applyScenario(world, scenario);
  const snapshot = asked.snapshot ?? (asked.scenario === undefined ? start.snapshot : undefined);
  if (snapshot !== undefined) {
    const restored = control.restoreSnapshot(world, snapshot, knownOperation);
    if (restored.status !== 200) return `snapshot: ${(restored.body as { message: string }).message}`;
  }
  if (start.replay) world.replay = start.replay.fresh();
  return world;
}
