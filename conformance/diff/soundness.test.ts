import { describe, expect, it } from 'vitest';
import { diffContracts } from './diff.ts';
import { realContract, schema, type Json } from './testing/real-contract.ts';

// The rules the diff states beyond one kind per row (docs/contract-changes.md): what is no change, whom a change
// of a lifecycle, a webhook, a security alternative or an encoded string breaks.

/** A one-operation contract: POST /items with a body schema and an answer schema. */
function contract(body: Json, answer: Json, operation: Json = {}, extra: Json = {}): Json {
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/items': {
        post: {
          operationId: 'addItem',
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: answer } } } },
          ...operation,
        },
      },
    },
    ...extra,
  };
}
const object = (properties: Json, required: string[] = []): Json => ({ type: 'object', properties, required });
const kinds = (base: Json, head: Json, options = {}) =>
  diffContracts(base, head, null, { today: '2026-06-01', ...options }).map((c) => [c.kind, c.side, c.breaks]);

describe('what is no change', () => {
  it('a pattern every string matches, added or removed', () => {
    const plain = contract(object({ name: { type: 'string' } }), object({}));
    for (const pattern of ['', '.*', '^.*$', '[\\s\\S]*'])
      expect(kinds(plain, contract(object({ name: { type: 'string', pattern } }), object({})))).toEqual([]);
    expect(kinds(plain, contract(object({ name: { type: 'string', pattern: '^$' } }), object({})))).toEqual([
      ['pattern-added', 'request', 'client'],
    ]);
  });

  it('an allOf member that leaves the merged schema the same', () => {
    const name = { name: { type: 'string', maxLength: 9 } };
    const base = contract({ allOf: [object(name)] }, object({}));
    const head = contract({ allOf: [object(name), { type: 'object' }] }, object({}));
    expect(kinds(base, head)).toEqual([]);
  });

  it('the 3.0 and the 3.1 ways of writing nullable and exclusive bounds', () => {
    const v30 = contract(
      object({ n: { type: 'integer', nullable: true, maximum: 9, exclusiveMaximum: true } }),
      object({}),
    );
    const v31 = contract(object({ n: { type: ['integer', 'null'], exclusiveMaximum: 9 } }), object({}));
    expect(kinds({ ...v30, openapi: '3.0.3' }, v31)).toEqual([]);
    const inclusive = contract(object({ n: { type: 'integer', nullable: true, maximum: 9 } }), object({}));
    expect(kinds({ ...inclusive, openapi: '3.0.3' }, { ...v30, openapi: '3.0.3' })).toEqual([
      ['bound-narrowed', 'request', 'client'],
    ]);
  });
});

describe('vendor extensions are documentation unless the contract declares them rules', () => {
  const tagged = (value: string, declared: string[] = []) =>
    contract(
      object({ name: { type: 'string', 'x-format-hint': value } }),
      object({}),
      {},
      declared.length ? { 'x-rule-extensions': declared } : {},
    );

  it('an undeclared x- extension changed breaks nobody', () => {
    expect(kinds(tagged('a'), tagged('b'))).toEqual([['annotation-changed', 'request', 'none']]);
  });

  it('a declared one is a rule both sides read', () => {
    expect(kinds(tagged('a', ['x-format-hint']), tagged('b', ['x-format-hint']))).toEqual([
      ['extension-changed', 'request', 'both'],
    ]);
  });

  it("this repository's contract declares its own (x-rules, x-upload, x-messages, x-supported…)", () => {
    expect(realContract()['x-rule-extensions']).toEqual(
      expect.arrayContaining(['x-rules', 'x-upload', 'x-messages', 'x-supported']),
    );
    const head = realContract();
    schema(head, 'AppLanguage')['x-label-note'] = 'not a rule';
    expect(kinds(realContract(), head).map(([kind]) => kind)).toEqual(expect.arrayContaining(['annotation-changed']));
    expect(kinds(realContract(), head).filter(([kind]) => kind !== 'annotation-changed')).toEqual([]);
  });
});

describe('deprecation, sunset and stability', () => {
  const deprecated = (sunset?: string) =>
    contract(object({}), object({}), { deprecated: true, ...(sunset ? { 'x-sunset': sunset } : {}) });
  const removedAll = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} };

  it('removing what was deprecated with a sunset date that has passed breaks nobody, and says so', () => {
    const [change] = diffContracts(deprecated('2026-01-31'), removedAll, null, { today: '2026-06-01' });
    expect(change).toMatchObject({
      kind: 'operation-removed-after-sunset',
      breaks: 'none',
      detail: 'operation removed (deprecated, sunset 2026-01-31 has passed)',
    });
  });

  it('removing it before its sunset, without a sunset, or without deprecation breaks the client', () => {
    expect(kinds(deprecated('2026-12-31'), removedAll)).toEqual([
      ['operation-removed-before-sunset', 'request', 'client'],
    ]);
    expect(kinds(deprecated(), removedAll)).toEqual([['operation-removed', 'request', 'client']]);
    expect(kinds(contract(object({}), object({})), removedAll)).toEqual([['operation-removed', 'request', 'client']]);
  });

  it('--deprecation deprecated lets deprecation alone allow removal', () => {
    expect(kinds(deprecated(), removedAll, { policy: 'deprecated' })).toEqual([
      ['operation-removed-after-sunset', 'request', 'none'],
    ]);
  });

  it('a draft or alpha operation promises nothing: its changes and its removal break nobody, and say why', () => {
    const alpha = (max: number) =>
      contract(object({ name: { type: 'string', maxLength: max } }), object({}), { 'x-stability-level': 'alpha' });
    const [change] = diffContracts(alpha(20), alpha(10), null);
    expect(change).toMatchObject({ kind: 'bound-narrowed', breaks: 'none' });
    expect(change?.message).toContain('the operation is alpha (x-stability-level): it promises nothing');
    expect(kinds(alpha(20), removedAll)).toEqual([['operation-removed', 'request', 'none']]);
  });

  it('a lower stability level, a sunset moved earlier or dropped, breaks the client', () => {
    const level = (value: string) => contract(object({}), object({}), { 'x-stability-level': value });
    expect(kinds(level('stable'), level('beta'))).toEqual([['stability-decreased', 'request', 'client']]);
    // Lowered to a level that promises nothing: the lowering itself still breaks the client.
    expect(kinds(level('stable'), level('draft'))).toEqual([['stability-decreased', 'request', 'client']]);
    expect(kinds(level('beta'), level('stable'))).toEqual([['annotation-changed', 'request', 'none']]);
    expect(kinds(deprecated('2026-12-31'), deprecated('2026-07-01')).map(([kind]) => kind)).toContain(
      'sunset-moved-earlier',
    );
    expect(kinds(deprecated('2026-07-01'), deprecated('2026-12-31'))).toEqual([
      ['annotation-changed', 'request', 'none'],
    ]);
  });
});

describe('security alternatives', () => {
  const secured = (...alternatives: Json[]) => contract(object({}), object({}), { security: alternatives });

  it('an alternative dropped while one it still satisfies remains breaks nobody', () => {
    expect(kinds(secured({ key: [] }, { key: [], token: [] }), secured({ key: [] }))).toEqual([]);
  });

  it('a scheme or a scope asked on top, or anonymous calls refused, breaks the client', () => {
    expect(kinds(secured({ key: [] }), secured({ key: [], token: [] }))).toEqual([
      ['security-removed', 'request', 'client'],
    ]);
    // Either scheme alone is now enough: two ways the upstream must accept, and no client is refused.
    expect(kinds(secured({ key: [], token: [] }), secured({ key: [] }, { token: [] }))).toEqual([
      ['security-added', 'request', 'upstream'],
      ['security-added', 'request', 'upstream'],
    ]);
    expect(kinds(secured({ oauth: ['read'] }), secured({ oauth: ['read', 'write'] }))[0]).toEqual([
      'security-removed',
      'request',
      'client',
    ]);
    expect(kinds(secured({}, { key: [] }), secured({ key: [] }))).toEqual([['security-removed', 'request', 'client']]);
  });
});

describe('readOnly and writeOnly with required', () => {
  it('a readOnly field made required in a request breaks nobody: clients never send it', () => {
    const field = (required: string[]) =>
      contract(object({ id: { type: 'integer', readOnly: true } }, required), object({}));
    expect(kinds(field([]), field(['id']))).toEqual([['unsent-field-changed', 'request', 'none']]);
  });

  it('the same field made required in an answer still binds the upstream', () => {
    const field = (required: string[]) =>
      contract(object({}), object({ id: { type: 'integer', readOnly: true } }, required));
    expect(kinds(field([]), field(['id']))).toEqual([['required-added', 'response', 'upstream']]);
  });
});

describe('webhooks: the upstream calls the client', () => {
  const hook = (properties: Json, responses: Json = { '200': { description: 'ok' } }) => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    webhooks: {
      itemAdded: {
        post: {
          requestBody: { content: { 'application/json': { schema: object(properties) } } },
          responses,
        },
      },
    },
  });

  it('a field removed from what the upstream sends breaks the client, which reads it', () => {
    expect(kinds(hook({ id: { type: 'integer' } }), hook({}))).toEqual([['property-removed', 'request', 'client']]);
  });

  it('a status added to what the client may answer binds the upstream', () => {
    expect(kinds(hook({}), hook({}, { '200': { description: 'ok' }, '410': { description: 'gone' } }))).toEqual([
      ['status-added', 'response', 'upstream'],
    ]);
  });
});
