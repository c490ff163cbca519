// JSON pointers into a bundled contract, and the `$ref`s that point into it.
type Json = Record<string, unknown>;

const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const unescapeToken = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function child(pointer: string, ...tokens: Array<string | number>): string {
  return pointer + tokens.map((token) => `/${escapeToken(String(token))}`).join('');
}

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A pointer's tokens, unescaped ('' is the root: no token). */
export const tokensOf = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken);

export function at(document: unknown, pointer: string): unknown {
  let node: unknown = document;
  for (const token of tokensOf(pointer)) {
    if (Array.isArray(node)) node = node[Number(token)];
    else if (isObject(node)) node = node[token];
    else return undefined;
  }
  return node;
}

/** Follows `$ref`s (local ones, `#/…`) to the node they name; gives the node and its own pointer. */
export function resolve(document: unknown, node: unknown, pointer: string): { node: unknown; pointer: string } {
  let current = { node, pointer };
  for (let hops = 0; hops < 32; hops += 1) {
    const ref = isObject(current.node) ? current.node.$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#')) return current;
    const target = decodeURIComponent(ref.slice(1));
    current = { node: at(document, target), pointer: target };
  }
  throw new Error(`$ref chain longer than 32 hops at ${pointer}`);
}
