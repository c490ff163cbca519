import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { resolve, type ContractOperation, type ParameterSpec } from '#mock/contract/load-contract.ts';

// Requests an attacker sends rather than a careless client: multipart framing that lies, forms with too
// many parts, the names of Object.prototype's properties wherever a value is looked up, and control-API
// bodies nested far deeper than any real one.

/** How a request is made hostile. */
export type Hostility =
  'multipart-boundary' | 'too-many-parts' | 'reserved-part-name' | 'prototype-value' | 'prototype-json';

/** The names that break a lookup in a plain object (`table[value]`) when the code forgets own-property checks. */
export const PROTOTYPE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
] as const;

type Schema = Record<string, unknown>;
const multipartSchema = (op: ContractOperation) => {
  const schema = op.requestBody?.content['multipart/form-data']?.schema;
  return schema === undefined ? undefined : resolve<Schema>(schema);
};
const jsonSchema = (op: ContractOperation) => op.requestBody?.content['application/json']?.schema as Schema | undefined;
/** A form part that carries a file: `format: binary`, directly or through `allOf` and references. */
export function isBinaryPart(schema: unknown): boolean {
  const resolved = resolve<Schema>(schema);
  return resolved.format === 'binary' || ((resolved.allOf as unknown[] | undefined) ?? []).some(isBinaryPart);
}
const valueParameters = (op: ContractOperation) => op.parameters.filter((p) => p.in === 'query' || p.in === 'path');

export function hostilitiesFor(op: ContractOperation): Hostility[] {
  const kinds: Hostility[] = [];
  if (multipartSchema(op)) kinds.push('multipart-boundary', 'too-many-parts', 'reserved-part-name');
  if (valueParameters(op).length > 0 || Object.keys(formFields(op)).length > 0) kinds.push('prototype-value');
  if (jsonSchema(op)) kinds.push('prototype-json');
  return kinds;
}

/** Whether the answer must be a 4xx: every hostility but a prototype name as a value, which may be a valid value. */
export const mustRefuse = (kind: Hostility): boolean => kind !== 'prototype-value';

function exampleOf(p: ParameterSpec): string {
  const example = (p as ParameterSpec & { example?: unknown }).example ?? p.schema.example ?? p.schema.default;
  if (example !== undefined) return String(example);
  return p.schema.type === 'integer' || p.schema.type === 'number' ? '1' : p.schema.type === 'boolean' ? 'true' : 'x';
}

function request(
  op: ContractOperation,
  token: string,
  values: Record<string, string>,
  extra: { payload?: string | Buffer; contentType?: string } = {},
): InjectOptions {
  let url = op.path;
  const query = new URLSearchParams();
  for (const p of valueParameters(op)) {
    const value = values[p.name];
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(value ?? ''));
    else if (value !== undefined) query.append(p.name, value);
  }
  const search = query.toString();
  return {
    method: op.method.toUpperCase() as 'POST',
    url: search ? `${url}?${search}` : url,
    headers: { authorization: `Bearer ${token}`, ...(extra.contentType ? { 'content-type': extra.contentType } : {}) },
    ...(extra.payload === undefined ? {} : { payload: extra.payload }),
  };
}

const part = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (boundary: string, name: string, filename: string) =>
  `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\r\n`;

/** The form's text fields with plausible values. */
function formFields(op: ContractOperation): Record<string, string> {
  const properties = (multipartSchema(op)?.properties as Record<string, Schema> | undefined) ?? {};
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([, s]) => !isBinaryPart(s))
      .map(([name]) => [
        name,
        name === 'candidateId' ? '100234' : /mobile/i.test(name) ? '9876543210' : 'Priya Sharma',
      ]),
  );
}

const BOUNDARY = fc.stringMatching(/^[A-Za-z0-9'()+_,\-.]{1,40}$/);

/** Framing that does not match: no boundary, an empty one, another one, a form cut short or never closed. */
function lyingFraming(
  op: ContractOperation,
  token: string,
  values: Record<string, string>,
): fc.Arbitrary<InjectOptions> {
  const body = (boundary: string) =>
    Object.entries(formFields(op))
      .map(([name, value]) => part(boundary, name, value))
      .join('') + `--${boundary}--\r\n`;
  return fc.oneof(
    fc
      .tuple(
        BOUNDARY,
        fc.constantFrom(
          'multipart/form-data',
          'multipart/form-data;',
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary=""',
          'multipart/form-data; charset=utf-8',
        ),
      )
      .map(([used, contentType]) => request(op, token, values, { payload: body(used), contentType })),
    fc
      .tuple(BOUNDARY, BOUNDARY)
      .filter(([used, declared]) => used !== declared && !used.includes(declared))
      .map(([used, declared]) =>
        request(op, token, values, { payload: body(used), contentType: `multipart/form-data; boundary=${declared}` }),
      ),
    fc.tuple(BOUNDARY, fc.nat({ max: 200 })).map(([boundary, cut]) => {
      const whole = body(boundary);
      return request(op, token, values, {
        payload: whole.slice(0, Math.min(cut, whole.length - 8)),
        contentType: `multipart/form-data; boundary=${boundary}`,
      });
    }),
    fc.tuple(BOUNDARY, fc.uint8Array({ minLength: 1, maxLength: 300 })).map(([boundary, bytes]) =>
      request(op, token, values, {
        payload: Buffer.from(bytes),
        contentType: `multipart/form-data; boundary=${boundary}`,
      }),
    ),
  );
}

/** A hostile request for `op`; everything not made hostile is the contract's own example. */
export function hostileRequest(op: ContractOperation, kind: Hostility, token: string): fc.Arbitrary<InjectOptions> {
  const values = Object.fromEntries(valueParameters(op).map((p) => [p.name, exampleOf(p)]));
  const boundary = 'hostileBoundary9x';
  const form = (parts: string) => ({
    payload: `${parts}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  const fields = Object.entries(formFields(op))
    .map(([name, value]) => part(boundary, name, value))
    .join('');
  switch (kind) {
    case 'multipart-boundary':
      return lyingFraming(op, token, values);
    case 'too-many-parts':
      return fc.oneof(
        fc
          .integer({ min: 41, max: 120 })
          .map((count) =>
            request(
              op,
              token,
              values,
              form(fields + Array.from({ length: count }, (_, i) => part(boundary, `extra${i}`, 'x')).join('')),
            ),
          ),
        fc
          .integer({ min: 4, max: 12 })
          .map((count) =>
            request(
              op,
              token,
              values,
              form(
                fields + Array.from({ length: count }, (_, i) => filePart(boundary, 'resume', `cv${i}.pdf`)).join(''),
              ),
            ),
          ),
      );
    case 'reserved-part-name':
      // Names of Object.prototype's own properties ('prototype' is only a function's, so it is an ordinary name).
      return fc
        .constantFrom(...PROTOTYPE_KEYS.filter((name) => name in Object.prototype))
        .map((name) => request(op, token, values, form(fields + part(boundary, name, 'x'))));
    case 'prototype-value': {
      const names = [
        ...valueParameters(op).map((p) => `param:${p.name}`),
        ...Object.keys(formFields(op)).map((name) => `field:${name}`),
      ];
      return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...PROTOTYPE_KEYS)).map(([target, key]) => {
        const [where, name] = target.split(':') as ['param' | 'field', string];
        if (where === 'param')
          return request(op, token, { ...values, [name]: key }, multipartSchema(op) ? form(fields) : {});
        const changed = Object.entries({ ...formFields(op), [name]: key })
          .map(([field, value]) => part(boundary, field, value))
          .join('');
        return request(op, token, values, form(changed));
      });
    }
    case 'prototype-json':
      return fc.constantFrom(...PROTOTYPE_KEYS).map((key) =>
        request(op, token, values, {
          payload: `{"${key}":{"polluted":true},"nested":{"${key}":{"prototype":{"polluted":true}}}}`,
          contentType: 'application/json',
        }),
      );
  }
}

/** Which fields each control call reads: a deep value there must be refused; elsewhere it is ignored. */
const CONTROL_FIELDS: ReadonlyMap<string, readonly string[]> = new Map([
  ['/__mock/faults', ['operationId', 'body']],
  ['/__mock/drift', ['operationId', 'kind']],
  ['/__mock/clock', ['advanceMs']],
  ['/__mock/otp/mode', ['mode']],
]);

export interface DeepControlCall {
  request: InjectOptions;
  /** True when the deep value is the body or a field the call reads, so the call must be refused with 400. */
  mustRefuse: boolean;
}

/** Control-API calls with a value nested 33 to 12,000 deep, as the whole body or in one of its fields. */
export function deepControlRequest(): fc.Arbitrary<DeepControlCall> {
  return fc
    .tuple(
      fc.constantFrom(...CONTROL_FIELDS.keys()),
      fc.integer({ min: 33, max: 12_000 }),
      fc.constantFrom(['[', ']'], ['{"a":', '}']),
      fc.constantFrom('whole', 'operationId', 'body', 'kind', 'advanceMs', 'mode'),
    )
    .map(([url, depth, [open, close], where]) => {
      const deep = open!.repeat(depth) + close!.repeat(depth);
      const field = (name: string, plain: string) => `"${name}":${where === name ? deep : plain}`;
      const payload =
        where === 'whole'
          ? deep
          : `{${[field('operationId', '"searchJobs"'), '"status":503', field('kind', '"missing-field"'), field('advanceMs', '1000'), field('mode', '"fixed"'), field('body', '{}')].join(',')}}`;
      return {
        request: {
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        } satisfies InjectOptions,
        mustRefuse: where === 'whole' || (CONTROL_FIELDS.get(url) ?? []).includes(where),
      };
    });
}
