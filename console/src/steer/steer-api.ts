import { queryOptions } from '@tanstack/react-query';
import type { components } from '#contract/mock-control.d.ts';
import { answered } from '../api/control-error.ts';
import { consoleKeys } from '../api/console-keys.ts';
import type { ControlClient, Scope } from '../api/control-client.ts';

export type Fault = components['schemas']['Fault'];
export type FaultInForce = components['schemas']['FaultInForce'];
export type DriftKind = 'rename-field' | 'drop-required' | 'wrong-type' | 'undocumented-status' | 'ignore-rule';
export type ScenarioName = components['schemas']['ScenarioName'];

export const DRIFT_KINDS: ReadonlyArray<{ kind: DriftKind; text: string }> = [
  { kind: 'rename-field', text: 'Rename a required field' },
  { kind: 'drop-required', text: 'Drop a required field' },
  { kind: 'wrong-type', text: 'Give a required field the wrong type' },
  { kind: 'undocumented-status', text: 'Answer an undocumented status (418)' },
  { kind: 'ignore-rule', text: 'Stop enforcing the request rules' },
];

export const faultsQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.faults(scope),
    queryFn: async () => answered(await client.GET('/__mock/faults')).faults,
  });

export const driftQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.drift(scope),
    queryFn: async () => answered(await client.GET('/__mock/drift')).drift,
  });

export const scenarioQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.scenario(scope),
    queryFn: async () => answered(await client.GET('/__mock/scenario')),
  });

export const clockQueryOptions = (scope: Scope, client: ControlClient) =>
  queryOptions({
    queryKey: consoleKeys.clock(scope),
    queryFn: async () => answered(await client.GET('/__mock/clock')).now,
  });

export const addFault = async (client: ControlClient, fault: Fault) =>
  answered(await client.POST('/__mock/faults', { body: fault }));
export const removeFault = async (client: ControlClient, id: string) =>
  answered(await client.DELETE('/__mock/faults/{id}', { params: { path: { id } } }));
export const clearFaults = async (client: ControlClient) => answered(await client.DELETE('/__mock/faults'));
export const setDrift = async (client: ControlClient, drift: { operationId: string; kind: DriftKind }) =>
  answered(await client.POST('/__mock/drift', { body: drift }));
export const removeDrift = async (client: ControlClient, operationId: string) =>
  answered(await client.DELETE('/__mock/drift/{operationId}', { params: { path: { operationId } } }));
export const setScenario = async (client: ControlClient, name: ScenarioName) =>
  answered(await client.POST('/__mock/scenario', { body: { name } }));
export const advanceClock = async (client: ControlClient, advanceMs: number) =>
  answered(await client.POST('/__mock/clock', { body: { advanceMs } }));
export const expireTokens = async (client: ControlClient) => answered(await client.POST('/__mock/tokens/expire'));
export const setOtpMode = async (client: ControlClient, mode: 'fixed' | 'random') =>
  answered(await client.POST('/__mock/otp/mode', { body: { mode } }));
export const resetWorld = async (client: ControlClient) => answered(await client.POST('/__mock/reset'));
export const takeSnapshot = async (client: ControlClient) => answered(await client.GET('/__mock/snapshot'));
export const restoreSnapshot = async (client: ControlClient, snapshot: unknown) =>
  answered(
    // The file is checked by the mock, which names any field it refuses.
    await client.PUT('/__mock/snapshot', { body: snapshot as components['schemas']['Snapshot'] }),
  );
