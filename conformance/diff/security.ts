import { isObject } from '../spec/pointer.ts';

// An operation's security is a list of alternatives; each alternative names schemes (with OAuth scopes) that must
// all be met. A client meets one alternative; it keeps working while some alternative of the head asks for no more
// than the one it met (a subset of its schemes, each with a subset of its scopes). `{}` (anonymous) asks nothing.

type Json = Record<string, unknown>;
/** scheme → its scopes. */
export type Alternative = Map<string, Set<string>>;

export function alternativesOf(document: Json, operation: Json): Alternative[] {
  const list = Array.isArray(operation.security)
    ? operation.security
    : Array.isArray(document.security)
      ? document.security
      : [];
  // No requirement at all is an anonymous call.
  if (list.length === 0) return [new Map()];
  return list.map(
    (entry) =>
      new Map(
        Object.entries(isObject(entry) ? entry : {}).map(([scheme, scopes]) => [
          scheme,
          new Set(Array.isArray(scopes) ? scopes.map(String) : []),
        ]),
      ),
  );
}

/** What a client that meets `met` sends is enough for `asked`. */
export const satisfies = (met: Alternative, asked: Alternative): boolean =>
  [...asked].every(([scheme, scopes]) => {
    const has = met.get(scheme);
    return has !== undefined && [...scopes].every((scope) => has.has(scope));
  });

export function describeAlternative(alternative: Alternative): string {
  if (alternative.size === 0) return 'anonymous';
  return [...alternative]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([scheme, scopes]) => (scopes.size === 0 ? scheme : `${scheme} [${[...scopes].sort().join(', ')}]`))
    .join(' + ');
}

export function schemeShape(document: Json, name: string): string | undefined {
  const schemes = isObject(document.components) ? document.components.securitySchemes : undefined;
  const scheme = isObject(schemes) ? schemes[name] : undefined;
  if (!isObject(scheme)) return undefined;
  const { type, scheme: httpScheme, in: where, name: header, flows, openIdConnectUrl } = scheme;
  const urls = isObject(flows)
    ? Object.fromEntries(
        Object.entries(flows).map(([flow, value]) => [
          flow,
          isObject(value) ? { authorizationUrl: value.authorizationUrl, tokenUrl: value.tokenUrl } : value,
        ]),
      )
    : undefined;
  return JSON.stringify({
    type,
    httpScheme: typeof httpScheme === 'string' ? httpScheme.toLowerCase() : httpScheme,
    where,
    header,
    urls,
    openIdConnectUrl,
  });
}
