import { tsString } from './ts-literal.ts';

interface CandidateField {
  in: string;
  name: string;
  by: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PLACES = ['query', 'path', 'body'];
const KINDS = ['mobile', 'candidateId'];

function checked(operationId: string, field: CandidateField): CandidateField {
  if (!PLACES.includes(field.in) || !KINDS.includes(field.by) || typeof field.name !== 'string') {
    throw new Error(
      `${operationId}: x-candidate entries need in (${PLACES.join('/')}), name and by (${KINDS.join('/')})`,
    );
  }
  return field;
}

/**
 * openapi/ownership.ts: which request fields name the candidate, per operation (the operations'
 * `x-candidate` extensions), and the header of the strict mode's user token (the `userToken` scheme).
 */
export function ownershipModule(document: Record<string, unknown>, header: string): string {
  const rows: string[] = [];
  const routes: string[] = [];
  const candidateBearer: string[] = [];
  for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, unknown>>)) {
    for (const method of METHODS) {
      const operation = item[method] as
        { operationId: string; 'x-candidate'?: CandidateField[]; 'x-bearer'?: string } | undefined;
      const fields = operation?.['x-candidate'];
      if (operation?.['x-bearer'] !== undefined) {
        if (operation['x-bearer'] !== 'candidate' || !fields) {
          throw new Error(`${operation.operationId}: x-bearer takes 'candidate', on an operation with x-candidate`);
        }
        candidateBearer.push(`  ${tsString(operation.operationId)},`);
      }
      if (!operation || !fields) continue;
      const entries = fields
        .map((f) => checked(operation.operationId, f))
        .map((f) => `{ in: ${tsString(f.in)}, name: ${tsString(f.name)}, by: ${tsString(f.by)} }`);
      rows.push(`  ${operation.operationId}: [${entries.join(', ')}],`);
      routes.push(`  ${tsString(`${method.toUpperCase()} ${path}`)}: ${tsString(operation.operationId)},`);
    }
  }
  const schemes = (document.components as { securitySchemes: Record<string, { name?: string }> }).securitySchemes;
  const userHeader = schemes.userToken?.name;
  if (!userHeader) throw new Error('components.securitySchemes.userToken needs a header name');
  return [
    header.trimEnd(),
    "export interface CandidateField { in: 'query' | 'path' | 'body'; name: string; by: 'mobile' | 'candidateId' }",
    '',
    '/** x-candidate of each operation: the request fields that name the candidate whose data or money the call touches. */',
    'export const CANDIDATE_FIELDS = {',
    ...rows,
    '} as const satisfies Record<string, readonly CandidateField[]>;',
    '',
    'export type CandidateOperationId = keyof typeof CANDIDATE_FIELDS;',
    '',
    "/** The same operations by 'METHOD path template', for code that sees requests rather than operation ids. */",
    'export const CANDIDATE_ROUTES: Readonly<Record<string, CandidateOperationId>> = {',
    ...routes,
    '};',
    '',
    '/**',
    ' * x-bearer: candidate — operations whose bearer itself must be the per-mobile token of the candidate they name (in',
    ' * strict ownership mode; a user token beside the service token is not enough).',
    ' */',
    'export const CANDIDATE_BEARER_OPERATIONS: readonly CandidateOperationId[] = [',
    ...candidateBearer,
    '];',
    '',
    '/** components.securitySchemes.userToken: the header that carries the user token in strict ownership mode. */',
    `export const USER_TOKEN_HEADER = ${tsString(userHeader)};`,
    '',
  ].join('\n');
}
