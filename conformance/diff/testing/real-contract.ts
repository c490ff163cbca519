import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The real bundled contract, for tests that plant one change in a copy of it.
export type Json = Record<string, unknown>;

export const root = fileURLToPath(new URL('../../..', import.meta.url));
const text = readFileSync(`${root}openapi/openapi.json`, 'utf8');

export function realContract(): Json {
  return JSON.parse(text) as Json;
}

const PREFIX = '/corporate-recruitment/talentJobs';

/** A node of a contract by its path of keys (no JSON pointer escaping needed). */
export function node(document: Json, ...keys: string[]): Json {
  let current: unknown = document;
  for (const key of keys) current = (current as Json)[key];
  if (typeof current !== 'object' || current === null) throw new Error(`no object at ${keys.join(' → ')}`);
  return current as Json;
}

export const operationNode = (document: Json, name: string, method: string) =>
  node(document, 'paths', `${PREFIX}/${name}`, method);
export const schema = (document: Json, name: string) => node(document, 'components', 'schemas', name);
export const property = (document: Json, schemaName: string, name: string) =>
  node(document, 'components', 'schemas', schemaName, 'properties', name);
