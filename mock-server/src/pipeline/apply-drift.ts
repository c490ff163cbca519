import { exactValidator } from '../contract/ajv.ts';
import { resolve, type ContractOperation } from '../contract/load-contract.ts';
import type { DriftKind } from '../core/drift.ts';
import type { MockResponse } from '../core/types.ts';

type Schema = Record<string, unknown>;
interface Target {
  holder: Record<string, unknown>;
  key: string;
}

const UNDOCUMENTED_STATUS = 418;

function matches(schema: Schema, value: unknown): boolean {
  return exactValidator(schema)(value);
}

/** The first property the schema requires that the value has, searching branches and then depth. */
function findRequired(schemaRef: unknown, value: unknown): Target | undefined {
  const schema = resolve<Schema>(schemaRef);
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = (schema[keyword] as unknown[] | undefined) ?? [];
    for (const branch of branches) {
      if (keyword !== 'allOf' && !matches(resolve<Schema>(branch), value)) continue;
      const found = findRequired(branch, value);
      if (found) return found;
    }
  }
  if (Array.isArray(value)) return value.length > 0 ? findRequired(schema.items, value[0]) : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  const key = ((schema.required as string[] | undefined) ?? []).find((name) => name in record);
  if (key) return { holder: record, key };
  for (const [name, property] of Object.entries((schema.properties as Schema | undefined) ?? {})) {
    const found = name in record ? findRequired(property, record[name]) : undefined;
    if (found) return found;
  }
  return undefined;
}

function wrongTypeFor(value: unknown): unknown {
  if (typeof value === 'string') return 12345;
  if (typeof value === 'number') return 'not-a-number';
  if (typeof value === 'boolean') return 'yes';
  return 'not-an-object';
}

/** Breaks a conforming response in the requested way (drift mode of the control API). */
export function applyDrift(operation: ContractOperation, response: MockResponse, kind: DriftKind): MockResponse {
  // `body` named, not only spread: an answer written ahead (serialisedJson) keeps it in a getter.
  if (kind === 'ignore-rule') return response; // a request-side drift: the answer is the handler's own
  if (kind === 'undocumented-status') return { ...response, body: response.body, status: UNDOCUMENTED_STATUS };
  const media = Object.values(operation.responses[String(response.status)]?.content ?? {})[0];
  const body = structuredClone(response.body);
  const target = media?.schema ? findRequired(media.schema, body) : undefined;
  if (!target) return { ...response, body: response.body, status: UNDOCUMENTED_STATUS };
  const { holder, key } = target;
  if (kind === 'wrong-type') holder[key] = wrongTypeFor(holder[key]);
  else {
    if (kind === 'rename-field') holder[`${key}_renamed`] = holder[key];
    delete holder[key];
  }
  // The body changed: an answer written ahead (`jsonBytes`) no longer says it.
  const { jsonBytes: _written, ...rest } = response;
  return { ...rest, body };
}
