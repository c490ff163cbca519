import { contract, loadOperations, type ContractOperation } from '../contract/load-contract.ts';
import type { MockWorld } from '../core/world.ts';

/** One operation as the console's coverage shows it: what the contract documents against what the world answered. */
export interface OperationCoverage {
  operationId: string;
  method: string;
  path: string;
  summary?: string;
  /** The specification does not show this path or method (`x-path-assumed`): check it against the real upstream first. */
  assumed: boolean;
  /** The client defines the call but does not make it (`x-unused-by-client`). */
  unusedByClient: boolean;
  documented: string[];
  answered: Array<{ status: number; count: number }>;
  /** Documented statuses no call has been answered with yet. */
  neverAnswered: string[];
  /** Statuses answered that the contract does not document. */
  undocumented: number[];
  calls: number;
}

export interface AreaCoverage {
  tag: string;
  description?: string;
  operations: OperationCoverage[];
}

type Json = Record<string, unknown>;

/** A documented status key ('200', '4XX', 'default') that covers an answered status. */
const covers = (key: string, status: number): boolean =>
  key === String(status) || key === `${String(status)[0]}XX` || key === 'default';

function contractOperation(operation: ContractOperation): Json {
  const item = (contract.paths as Json)[operation.path] as Json;
  return { pathAssumed: item['x-path-assumed'], ...(item[operation.method] as Json) };
}

interface StaticPart {
  operation: ContractOperation;
  summary?: string;
  assumed: boolean;
  unusedByClient: boolean;
}

let operations: StaticPart[] | undefined;
/** The contract's operations with what they declare of themselves: read once. */
function staticParts(): StaticPart[] {
  operations ??= loadOperations().map((operation) => {
    const raw = contractOperation(operation);
    return {
      operation,
      ...(typeof raw.summary === 'string' ? { summary: raw.summary } : {}),
      assumed: raw['x-path-assumed'] === true || raw.pathAssumed === true,
      unusedByClient: raw['x-unused-by-client'] === true,
    };
  });
  return operations;
}

/** Every operation of the contract by area (its first tag, in the contract's order of tags), with this world's calls. */
export function coverageOf(world: MockWorld): { areas: AreaCoverage[]; operations: number; answered: number } {
  const counts = new Map<string, Array<{ status: number; count: number }>>();
  for (const { operationId, status, count } of world.log.answeredCounts()) {
    const list = counts.get(operationId) ?? [];
    list.push({ status, count });
    counts.set(operationId, list);
  }
  const tags = ((contract.tags as Json[] | undefined) ?? []).map((tag) => ({
    tag: String(tag.name),
    ...(typeof tag.description === 'string' ? { description: tag.description } : {}),
  }));
  const areas = new Map<string, AreaCoverage>(tags.map((tag) => [tag.tag, { ...tag, operations: [] }]));
  for (const { operation, summary, assumed, unusedByClient } of staticParts()) {
    const answered = (counts.get(operation.operationId) ?? []).sort((a, b) => a.status - b.status);
    const documented = Object.keys(operation.responses);
    const area = areas.get(operation.tag) ?? { tag: operation.tag, operations: [] };
    areas.set(operation.tag, area);
    area.operations.push({
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      path: operation.path,
      ...(summary === undefined ? {} : { summary }),
      assumed,
      unusedByClient,
      documented,
      answered,
      neverAnswered: documented.filter(
        (key) => key !== 'default' && !answered.some(({ status }) => covers(key, status)),
      ),
      undocumented: answered
        .filter(({ status }) => !documented.some((key) => covers(key, status)))
        .map((a) => a.status),
      calls: answered.reduce((sum, { count }) => sum + count, 0),
    });
  }
  const all = [...areas.values()].filter((area) => area.operations.length > 0);
  const flat = all.flatMap((area) => area.operations);
  return { areas: all, operations: flat.length, answered: flat.filter((o) => o.calls > 0).length };
}
