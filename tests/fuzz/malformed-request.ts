import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { RESUME_FILE } from '#contract/rules.ts';
import { resolve, type ContractOperation, type ParameterSpec } from '#mock/contract/load-contract.ts';
import { isBinaryPart } from './hostile-request.ts';

/** How a request is broken. Each is applied only to operations where it is sure to break the contract. */
export type Mutation =
  | 'missing-required'
  | 'wrong-type'
  | 'too-long'
  | 'bad-json'
  | 'wrong-content-type'
  | 'wrong-json-shape'
  | 'oversized-upload'
  | 'not-a-document';

type Schema = Record<string, unknown>;
const typeOf = (p: ParameterSpec) => (p.schema as Schema).type;
const isTyped = (p: ParameterSpec) =>
  ['integer', 'number', 'boolean'].includes(String(typeOf(p))) || (p.schema as Schema).enum !== undefined;
const hasMaxLength = (p: ParameterSpec) => typeof (p.schema as Schema).maxLength === 'number';
const jsonBody = (op: ContractOperation) => op.requestBody?.content['application/json']?.schema as Schema | undefined;
const multipart = (op: ContractOperation) => {
  const schema = op.requestBody?.content['multipart/form-data']?.schema;
  return schema === undefined ? undefined : resolve<Schema>(schema);
};
const fileFields = (op: ContractOperation) =>
  Object.entries((multipart(op)?.properties as Record<string, Schema> | undefined) ?? {})
    .filter(([, s]) => isBinaryPart(s))
    .map(([name]) => name);
/** Uploads whose handlers refuse other document types. */
const TYPED_UPLOADS = new Set(['updateCandidateResume', 'verifyCandidateAadhaarPdf', 'applyForJob']);

export function mutationsFor(op: ContractOperation): Mutation[] {
  const params = op.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  const kinds: Mutation[] = [];
  if (params.some((p) => p.required && p.in === 'query') || op.requestBody?.required) kinds.push('missing-required');
  if (params.some(isTyped)) kinds.push('wrong-type');
  if (params.some((p) => hasMaxLength(p) && p.in === 'query')) kinds.push('too-long');
  if (jsonBody(op) && op.requestBody?.required) kinds.push('bad-json', 'wrong-json-shape');
  if (op.requestBody?.required) kinds.push('wrong-content-type');
  if (fileFields(op).length > 0 && op.responses['413']) kinds.push('oversized-upload');
  if (TYPED_UPLOADS.has(op.operationId)) kinds.push('not-a-document');
  return kinds;
}

function exampleOf(p: ParameterSpec): string {
  const example =
    (p as ParameterSpec & { example?: unknown }).example ??
    (p.schema as Schema).example ??
    (p.schema as Schema).default;
  if (example !== undefined) return String(example);
  if (typeOf(p) === 'integer' || typeOf(p) === 'number') return '1';
  if (typeOf(p) === 'boolean') return 'true';
  return 'x';
}

const WRONG_TYPE: Record<string, fc.Arbitrary<string>> = {
  integer: fc.constantFrom('abc', '1.5', '१२३', 'NaN', '1e999', '--1', '0x1G'),
  number: fc.constantFrom('abc', 'one', '1,5', 'NaN', '--1', '१.२'),
  boolean: fc.constantFrom('yes', 'maybe', '2', 'TRUE!', 'null'),
};

function multipartBody(
  boundary: string,
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; size: number },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
      ),
    );
    parts.push(Buffer.alloc(file.size, 0x41), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(parts);
}

/** A request for `op` broken by `mutation`; every other value is the contract's own example. */
export function malformedRequest(
  op: ContractOperation,
  mutation: Mutation,
  token: string,
): fc.Arbitrary<InjectOptions> {
  const params = op.parameters.filter((p) => p.in === 'query' || p.in === 'path');
  const base = () => Object.fromEntries(params.map((p) => [p.name, exampleOf(p)]));
  const build = (values: Record<string, string | undefined>, extra: Partial<InjectOptions> = {}): InjectOptions => {
    let url = op.path;
    const query = new URLSearchParams();
    for (const p of params) {
      const value = values[p.name];
      if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value ?? ''));
      else if (value !== undefined) query.append(p.name, value);
    }
    const search = query.toString();
    return {
      method: op.method.toUpperCase() as 'GET',
      url: search ? `${url}?${search}` : url,
      headers: { authorization: `Bearer ${token}`, ...(extra.headers ?? {}) },
      ...(extra.payload === undefined ? {} : { payload: extra.payload }),
    };
  };
  const validBody = (): Partial<InjectOptions> => {
    const schema = jsonBody(op);
    if (schema) return { payload: JSON.stringify({}), headers: { 'content-type': 'application/json' } };
    return {};
  };
  switch (mutation) {
    case 'missing-required': {
      const required = params.filter((p) => p.required && p.in === 'query');
      if (required.length === 0) return fc.constant(build(base()));
      return fc.constantFrom(...required).map((p) => build({ ...base(), [p.name]: undefined }, validBody()));
    }
    case 'wrong-type':
      return fc.constantFrom(...params.filter(isTyped)).chain((p) => {
        const enumValues = (p.schema as Schema).enum;
        const junk = enumValues
          ? fc.constantFrom('definitely-not-allowed', 'ZZZ', '').filter((v) => v !== '')
          : (WRONG_TYPE[String(typeOf(p))] ?? fc.constant('abc'));
        return junk.map((value) => build({ ...base(), [p.name]: value }, validBody()));
      });
    case 'too-long':
      return fc.constantFrom(...params.filter((p) => hasMaxLength(p) && p.in === 'query')).chain((p) =>
        fc.string({ minLength: 1, maxLength: 5 }).map((seed) =>
          build({
            ...base(),
            [p.name]: seed.padEnd(((p.schema as Schema).maxLength as number) + 1 + seed.length, 'ज'),
          }),
        ),
      );
    case 'bad-json':
      return fc
        .constantFrom('{', '{"latitude":}', "{'a':1}", '[1,2', 'nul', '{"a":1}}')
        .map((payload) => build(base(), { payload, headers: { 'content-type': 'application/json' } }));
    case 'wrong-json-shape': {
      const expectsArray = jsonBody(op)?.type === 'array';
      return fc
        .constantFrom(...(expectsArray ? ['{"a":1}', '"text"', '42'] : ['[1,2,3]', '"text"', '42', 'true']))
        .map((payload) => build(base(), { payload, headers: { 'content-type': 'application/json' } }));
    }
    case 'wrong-content-type':
      return fc
        .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded')
        .map((type) => build(base(), { payload: 'latitude=12&longitude=77', headers: { 'content-type': type } }));
    case 'oversized-upload':
    case 'not-a-document': {
      const [field] = fileFields(op);
      const fields = Object.fromEntries(
        Object.entries((multipart(op)?.properties as Record<string, Schema> | undefined) ?? {})
          .filter(([, s]) => !isBinaryPart(s))
          .map(([name]) => [
            name,
            name === 'candidateId'
              ? '100234'
              : name === 'mobileNumber' || name === 'mobile'
                ? '9876543210'
                : 'Priya Sharma',
          ]),
      );
      const boundary = 'fuzzboundary7MA4YWxk';
      const file =
        mutation === 'oversized-upload'
          ? { field: field!, name: 'big.pdf', type: 'application/pdf', size: RESUME_FILE.maxBytes + 2048 }
          : { field: field!, name: 'setup.exe', type: 'application/x-msdownload', size: 2048 };
      const payload = multipartBody(boundary, fields, file);
      return fc.constant(
        build(base(), { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }),
      );
    }
  }
}
