import type { Violation } from '../runner/types.ts';

/** The violations of a run, one line per operation, status, pointer and what was expected, with a count. */
export interface ViolationGroup {
  operationId: string;
  status: number;
  pointer: string;
  expected: string;
  /** What the answer had instead (a missing field's likely new name). */
  note?: string;
  count: number;
  /** One request that drew it. */
  example: string;
}

export function groupViolations(violations: readonly Violation[]): ViolationGroup[] {
  const groups = new Map<string, ViolationGroup>();
  for (const v of violations) {
    const key = [v.operationId, v.status, v.pointer, v.expected].join('\u0000');
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.note ??= v.note;
    } else
      groups.set(key, {
        operationId: v.operationId,
        status: v.status,
        pointer: v.pointer,
        expected: v.expected,
        ...(v.note ? { note: v.note } : {}),
        count: 1,
        example: v.request,
      });
  }
  return [...groups.values()];
}

/** What the control API says is set on a mock, by operation: `drift rename-field`, `fault 503 ×50`. */
export type MockSetup = ReadonlyMap<string, string[]>;

/** `getBudgetDetails 200 at /success: expected a required property (missing success) — 14 calls, e.g. GET …`. */
export function groupLine(group: ViolationGroup, setup?: MockSetup): string {
  const where = group.status === 0 ? '' : ` ${group.status}`;
  const note = group.note ? ` (${group.note})` : '';
  const calls = `${group.count} call${group.count === 1 ? '' : 's'}, e.g. ${group.example}`;
  const set = setup?.get(group.operationId);
  const cause = set?.length ? `; set on the mock: ${set.join(', ')}` : '';
  return `${group.operationId}${where} at ${group.pointer || '(body)'}: expected ${group.expected}${note} — ${calls}${cause}`;
}

/** The drift and faults set on a mock (its control API at `base`), or an empty map for an upstream that has none. */
export async function mockSetup(base: string): Promise<MockSetup> {
  const setup = new Map<string, string[]>();
  const add = (operationId: string, what: string) => setup.set(operationId, [...(setup.get(operationId) ?? []), what]);
  const read = async <T>(path: string): Promise<T | undefined> => {
    try {
      const response = await fetch(`${base.replace(/\/$/, '')}/__mock/${path}`, { signal: AbortSignal.timeout(3000) });
      return response.ok ? ((await response.json()) as T) : undefined;
    } catch {
      return undefined;
    }
  };
  const drift = await read<{ drift?: Array<{ operationId: string; kind: string }> }>('drift');
  for (const d of drift?.drift ?? []) add(d.operationId, `drift ${d.kind}`);
  const faults = await read<{ faults?: Array<{ operationId: string; status: number; times?: number }> }>('faults');
  for (const f of faults?.faults ?? [])
    add(f.operationId, `fault ${f.status}${f.times === undefined ? '' : ` ×${f.times}`}`);
  return setup;
}
