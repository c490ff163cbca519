/** The checks a generated run applies, named as Schemathesis names them; each is reported per operation. */
export const CHECKS = [
  'not_a_server_error',
  'status_code_conformance',
  'content_type_conformance',
  'response_headers_conformance',
  'response_schema_conformance',
  'negative_data_rejection',
  'positive_data_acceptance',
  'ignored_auth',
  'unsupported_method',
  'missing_required_header',
] as const;

export type CheckName = (typeof CHECKS)[number];

/** What each check asks of an answer (README's checks table says the same). */
export const CHECK_RULES: Record<CheckName, string> = {
  not_a_server_error: 'no 5xx, and an answer within the per-call timeout',
  status_code_conformance: 'the status is documented for the operation',
  content_type_conformance: 'the media type is documented for that status (and a JSON one parses)',
  response_headers_conformance: 'the headers the contract marks required are there',
  response_schema_conformance: 'the body is valid against the documented schema',
  negative_data_rejection: 'a request that breaks exactly one stated rule is refused with a documented 4xx',
  positive_data_acceptance:
    'a schema-valid request is not refused, unless with a message the contract documents for that status',
  ignored_auth:
    "a bearer-only call refuses no token (401); an x-candidate call refuses no token and another candidate's (strict mode; a note in open mode)",
  unsupported_method: 'a method the path does not document is answered 405 with an Allow header',
  missing_required_header: 'a request without a header the operation requires (its bearer token) is refused with a 4xx',
};

export function parseChecks(list: string | undefined): CheckName[] {
  if (!list) return [...CHECKS];
  const names = list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(CHECKS as readonly string[]).includes(name));
  if (unknown.length > 0) throw new Error(`unknown check(s): ${unknown.join(', ')}; known: ${CHECKS.join(', ')}`);
  return names as CheckName[];
}
