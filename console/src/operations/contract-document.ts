import { queryOptions } from '@tanstack/react-query';
import { consoleKeys } from '../api/console-keys.ts';

export type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The bundled contract, a chunk of its own: fetched when an operation's contract is first opened. */
export const contractQueryOptions = () =>
  queryOptions({
    queryKey: consoleKeys.contract(),
    queryFn: async () => (await import('#contract/openapi.json')).default as unknown as Json,
  });

/** A value with every `$ref` inside it followed, to `depth` levels (a reference deeper, or back up, stays a reference). */
export function resolveDeep(document: Json, value: unknown, depth = 8, seen: readonly string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveDeep(document, item, depth, seen));
  if (!isObject(value)) return value;
  const ref = value.$ref;
  if (typeof ref === 'string') {
    if (depth <= 0 || seen.includes(ref)) return value;
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), document);
    return resolveDeep(document, target, depth - 1, [...seen, ref]);
  }
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, resolveDeep(document, item, depth, seen)]),
  );
}

/** One operation of the contract (its path's shared parameters added), every reference in it followed. */
export function operationOf(document: Json, path: string, method: string): Json | undefined {
  const item = (document.paths as Json | undefined)?.[path];
  if (!isObject(item) || !isObject(item[method])) return undefined;
  const operation = item[method] as Json;
  const parameters = [
    ...(Array.isArray(item.parameters) ? item.parameters : []),
    ...(Array.isArray(operation.parameters) ? operation.parameters : []),
  ];
  return resolveDeep(document, { ...operation, parameters }) as Json;
}
