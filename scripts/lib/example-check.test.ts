import { describe, expect, it } from 'vitest';
import contract from '#contract/openapi.json' with { type: 'json' };
import { contractExamples, examplesOffSchema } from './example-check.ts';

type Json = Record<string, unknown>;
const planted = (change: (document: Json) => void): Json => {
  const document = structuredClone(contract) as Json;
  change(document);
  return document;
};
const operation = (document: Json, path: string, method: string) =>
  (document.paths as Record<string, Record<string, Json>>)[path]![method]!;
const VERIFY_PAN = '/legacy-services/api/v1/cashfree/verifyPan';

describe('the contract examples check (npm run lint)', () => {
  it('passes the contract as it is', () => {
    expect(examplesOffSchema(contract as Json)).toEqual([]);
  });

  it('finds examples of every kind: parameters, request and response bodies, named examples, schemas', () => {
    const pointers = contractExamples(contract as Json).map((e) => e.pointer);
    expect(pointers).toContain('/components/parameters/MobileNumberQuery/example');
    expect(pointers).toContain(
      '/paths/~1recruiter-services~1api~1v1~1positions~1searchJobs/post/requestBody/content/application~1json/examples/home/value',
    );
    expect(pointers).toContain('/components/schemas/MobileNumber/examples/0');
    expect(pointers.some((p) => p.includes('/responses/400/content/application~1json/examples/'))).toBe(true);
  });

  it('fails a parameter example off its pattern, naming its pointer', () => {
    const document = planted((d) => {
      const parameter = (operation(d, VERIFY_PAN, 'post').parameters as Json[]).find((p) => p.name === 'panNumber')!;
      parameter.example = 'ABCDE12345';
    });
    const problems = examplesOffSchema(document);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.pointer).toMatch(
      /^\/paths\/~1legacy-services~1api~1v1~1cashfree~1verifyPan\/post\/parameters\/\d+\/example$/,
    );
    expect(problems[0]!.message).toBe('value has an invalid format (#/pattern)');
  });

  it('fails a response example that lacks a required field', () => {
    const document = planted((d) => {
      const media = (operation(d, VERIFY_PAN, 'post').responses as Record<string, Json>)['200']!.content as Record<
        string,
        Json
      >;
      delete (media['application/json']!.example as Json).success;
    });
    expect(examplesOffSchema(document).map((p) => p.message)).toEqual([expect.stringMatching(/success is required/)]);
  });

  it('fails a multipart example whose text does not coerce to the declared type', () => {
    const document = planted((d) => {
      const form = (d.paths as Record<string, Record<string, Json>>)[
        '/corporate-recruitment/talentJobs/updateCandidateResume'
      ]!.post!.requestBody as Json;
      ((form.content as Record<string, Json>)['multipart/form-data']!.example as Json).candidateId = 'one';
    });
    expect(examplesOffSchema(document)).toEqual([
      {
        pointer:
          '/paths/~1corporate-recruitment~1talentJobs~1updateCandidateResume/post/requestBody/content/multipart~1form-data/example',
        message: 'candidateId must be integer',
      },
    ]);
  });
});
