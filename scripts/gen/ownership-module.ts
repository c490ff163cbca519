import { tsString } from './ts-literal.ts';

interface CandidateField {
  in: string;
  name: string;
  by: string;
  unlessGiven?: string;
  notOwner?: string;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const PLACES = ['query', 'path', 'body'];
/** How the owner is found from the value: a candidate by the first four, a client by the last two. */
const KINDS = ['mobile', 'candidateId', 'applicationId', 'filePath', 'clientEmail', 'interviewId'];
const CLIENT_KINDS = ['clientEmail', 'interviewId'];
const NOT_OWNER = ['refused', 'visitor'];
const KEYS = ['in', 'name', 'by', 'unlessGiven', 'notOwner'];

function checked(operationId: string, field: CandidateField): CandidateField {
  const extra = Object.keys(field).filter((key) => !KEYS.includes(key));
  if (
    !PLACES.includes(field.in) ||
    !KINDS.includes(field.by) ||
    typeof field.name !== 'string' ||
    (field.unlessGiven !== undefined && typeof field.unlessGiven !== 'string') ||
    (field.notOwner !== undefined && !NOT_OWNER.includes(field.notOwner)) ||
    extra.length > 0
  ) {
    throw new Error(
      `${operationId}: x-candidate entries need in (${PLACES.join('/')}), name and by (${KINDS.join('/')}), ` +
        `and may have unlessGiven (another field's name) and notOwner (${NOT_OWNER.join('/')})`,
    );
  }
  return field;
}

function entryOf(field: CandidateField): string {
  const parts = [`in: ${tsString(field.in)}`, `name: ${tsString(field.name)}`, `by: ${tsString(field.by)}`];
  if (field.unlessGiven !== undefined) parts.push(`unlessGiven: ${tsString(field.unlessGiven)}`);
  if (field.notOwner !== undefined && field.notOwner !== 'refused') parts.push(`notOwner: ${tsString(field.notOwner)}`);
  return `{ ${parts.join(', ')} }`;
}

/**
 * openapi/ownership.ts: which request fields name the candidate (or client), per operation (the operations'
 * `x-candidate` extensions), and the header of the strict mode's user token (the `userToken` scheme).
 */
export function ownershipModule(document: Record<string, unknown>, header: string): string {
  const rows: string[] = [];
  const routes: string[] = [];
  const candidateBearer: string[] = [];
  const clientOperations: string[] = [];
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
      const valid = fields.map((f) => checked(operation.operationId, f));
      rows.push(`  ${operation.operationId}: [${valid.map(entryOf).join(', ')}],`);
      routes.push(`  ${tsString(`${method.toUpperCase()} ${path}`)}: ${tsString(operation.operationId)},`);
      if (valid.some((f) => CLIENT_KINDS.includes(f.by)))
        clientOperations.push(`  ${tsString(operation.operationId)},`);
    }
  }
  const schemes = (document.components as { securitySchemes: Record<string, { name?: string }> }).securitySchemes;
  const userHeader = schemes.userToken?.name;
  if (!userHeader) throw new Error('components.securitySchemes.userToken needs a header name');
  return [
    header.trimEnd(),
    '/**',
    ' * One x-candidate entry: where the value is, and how its owner is found (`by`). `unlessGiven`: the value names its',
    " * owner only when that other field is blank. `notOwner: 'visitor'`: a caller who is not the owner is answered as",
    " * a visitor (the value read as '0') instead of refused.",
    ' */',
    'export interface CandidateField {',
    "  in: 'query' | 'path' | 'body';",
    '  name: string;',
    `  by: ${KINDS.map((k) => tsString(k)).join(' | ')};`,
    '  unlessGiven?: string;',
    "  notOwner?: 'visitor';",
    '}',
    '',
    '/** x-candidate of each operation: the request fields that name the candidate (or client) whose data or money the call touches. */',
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
    '/** Operations owned by a client (an x-candidate entry by clientEmail or interviewId): the client interviewer’s calls. */',
    'export const CLIENT_OPERATIONS: readonly CandidateOperationId[] = [',
    ...clientOperations,
    '];',
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
