import { describe, expect, it } from 'vitest';
import type { RawRequest } from './raw-request.ts';
import { loadOperations } from './load-contract.ts';
import { validateRequest } from './request-validator.ts';

const operations = new Map(loadOperations().map((o) => [o.operationId, o]));
const op = (id: string) => {
  const found = operations.get(id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
};
const raw = (parts: Partial<RawRequest>): RawRequest => ({
  method: 'GET',
  url: '/',
  pathParams: {},
  query: {},
  headers: {},
  files: [],
  ...parts,
});

describe('validateRequest', () => {
  it('coerces query values to their declared types', () => {
    const result = validateRequest(op('getJobById'), raw({ query: { jobId: '1042', mobileNumber: '9876543210' } }));
    expect(result).toMatchObject({ ok: true, query: { jobId: 1042, mobileNumber: '9876543210' } });
  });

  it('names a missing required parameter', () => {
    expect(validateRequest(op('getBudgetDetails'), raw({}))).toEqual({
      ok: false,
      field: 'budgetId',
      message: 'budgetId is required',
      missing: true,
      keyword: 'required',
    });
  });

  it('treats a blank value as missing', () => {
    expect(validateRequest(op('geocode'), raw({ query: { address: '   ' } }))).toMatchObject({
      ok: false,
      message: 'address is required',
    });
  });

  it('names a mistyped parameter and the type it must have', () => {
    expect(validateRequest(op('getJobById'), raw({ query: { jobId: 'abc' } }))).toMatchObject({
      ok: false,
      field: 'jobId',
      message: 'jobId must be integer',
    });
  });

  it('checks JSON bodies exactly, without coercion', () => {
    const result = validateRequest(
      op('searchJobs'),
      raw({ method: 'POST', contentType: 'application/json', body: { latitude: '12.9', longitude: 77.5 } }),
    );
    expect(result).toMatchObject({ ok: false, field: 'latitude', message: 'latitude must be number' });
  });

  it('refuses a media type the operation does not accept, naming the ones it does', () => {
    const result = validateRequest(
      op('searchJobs'),
      raw({ method: 'POST', contentType: 'text/plain', body: 'latitude=1' }),
    );
    expect(result).toMatchObject({ ok: false, message: 'Content-Type must be application/json' });
  });

  it('accepts a multipart form and lets files take part by name', () => {
    const result = validateRequest(
      op('updateCandidateResume'),
      raw({
        method: 'POST',
        contentType: 'multipart/form-data; boundary=x',
        body: { candidateId: '100234' },
        files: [
          {
            field: 'resume',
            filename: '100234_Resume.pdf',
            mimetype: 'application/pdf',
            size: 10,
            data: Buffer.from('%PDF-1.4'),
          },
        ],
      }),
    );
    expect(result.ok).toBe(true);
  });
});
