import { describe, expect, it } from 'vitest';
import { loadOperations, resolve } from '../contract/load-contract.ts';
import { STORAGE_FULL } from '../core/responses.ts';

/** True when the schema, through its references, has a `format: binary` value (a file). */
function carriesFile(schema: unknown, seen = new Set<unknown>()): boolean {
  const node = resolve<unknown>(schema);
  if (typeof node !== 'object' || node === null || seen.has(node)) return false;
  seen.add(node);
  if ((node as { format?: unknown }).format === 'binary') return true;
  return Object.values(node).some((child) => carriesFile(child, seen));
}

/** The operations whose form carries a file: each one stores what it is sent. */
const uploads = loadOperations().filter((operation) =>
  carriesFile(operation.requestBody?.content['multipart/form-data']?.schema),
);

describe('the storage-full refusal, in the contract', () => {
  it('covers the four operations that store a file', () => {
    expect(uploads.map((operation) => operation.operationId).sort()).toEqual([
      'applyForJob',
      'updateCandidateResume',
      'verifyAadhaarCard',
      'verifyCandidateAadhaarPdf',
    ]);
  });

  it.each(uploads.map((operation) => [operation.operationId, operation] as const))(
    '%s documents 413 with the storage-full message',
    (_id, operation) => {
      const media = operation.responses['413']?.content?.['application/json'] as
        { examples?: Record<string, { value?: { message?: string } }> } | undefined;
      expect(Object.values(media?.examples ?? {}).map((example) => example.value?.message)).toContain(STORAGE_FULL);
    },
  );
});
