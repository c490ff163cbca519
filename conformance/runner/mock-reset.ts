/** A fault as the mock's control API lists it (with its id) and takes it back (without). */
interface FaultSetting {
  id?: string;
  operationId: string;
  status: number;
  body?: unknown;
  delayMs?: number;
  jitterMs?: number;
  times?: number;
  probability?: number;
}

interface DriftSetting {
  operationId: string;
  kind: string;
}

async function controlJson<T>(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}/__mock/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${method} /__mock/${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * Puts the mock's data back to the seed (`POST /__mock/reset`) and sets again the drift and faults its user had
 * set, which the reset clears: a run asked to start from the seed must not undo what the user is checking.
 */
export async function resetMockKeepingSetup(base: string): Promise<void> {
  const { drift } = await controlJson<{ drift: DriftSetting[] }>(base, 'GET', 'drift');
  const { faults } = await controlJson<{ faults: FaultSetting[] }>(base, 'GET', 'faults');
  await controlJson(base, 'POST', 'reset');
  for (const setting of drift) await controlJson(base, 'POST', 'drift', setting);
  for (const { id: _id, ...fault } of faults) await controlJson(base, 'POST', 'faults', fault);
}
