import { describe, expect, it } from 'vitest';
import { ownershipModule } from './ownership-module.ts';

// openapi/ownership.ts is generated from the operations' x-candidate: its shape and the checks on it.

const HEADER = '// Generated. Do not edit.\n';
const SCHEMES = { securitySchemes: { userToken: { name: 'X-User-Token' } } };

function documentWith(operations: Record<string, Record<string, unknown>>) {
  return {
    paths: Object.fromEntries(Object.entries(operations).map(([path, op]) => [path, { get: op }])),
    components: SCHEMES,
  };
}

describe('ownershipModule', () => {
  it('writes each owner kind, unlessGiven and notOwner: visitor, and lists the client’s operations', () => {
    const module = ownershipModule(
      documentWith({
        '/timeline/{id}': { operationId: 'timeline', 'x-candidate': [{ in: 'path', name: 'id', by: 'applicationId' }] },
        '/interviews': {
          operationId: 'interviews',
          'x-candidate': [
            { in: 'query', name: 'emailId', by: 'clientEmail' },
            { in: 'query', name: 'mobileNumber', by: 'mobile', unlessGiven: 'emailId' },
          ],
        },
        '/search': {
          operationId: 'search',
          'x-candidate': [{ in: 'query', name: 'mobileNumber', by: 'mobile', notOwner: 'visitor' }],
        },
      }),
      HEADER,
    );
    expect(module).toContain("  timeline: [{ in: 'path', name: 'id', by: 'applicationId' }],");
    expect(module).toContain(
      "  interviews: [{ in: 'query', name: 'emailId', by: 'clientEmail' }, { in: 'query', name: 'mobileNumber', by: 'mobile', unlessGiven: 'emailId' }],",
    );
    expect(module).toContain("  search: [{ in: 'query', name: 'mobileNumber', by: 'mobile', notOwner: 'visitor' }],");
    expect(module).toContain(
      "export const CLIENT_OPERATIONS: readonly CandidateOperationId[] = [\n  'interviews',\n];",
    );
    expect(module).toContain("'GET /search': 'search',");
  });

  it.each([
    [{ in: 'query', name: 'x', by: 'email' }],
    [{ in: 'query', name: 'x', by: 'mobile', notOwner: 'ignored' }],
    [{ in: 'query', name: 'x', by: 'mobile', unlessGiven: 3 }],
    [{ in: 'query', name: 'x', by: 'mobile', owner: 'someone' }],
  ])('refuses an entry it cannot enforce: %o', (entry) => {
    expect(() => ownershipModule(documentWith({ '/a': { operationId: 'a', 'x-candidate': [entry] } }), HEADER)).toThrow(
      /a: x-candidate entries need/,
    );
  });
});
