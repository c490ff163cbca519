import { describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { takeClientViolations } from './client-violations.ts';
import { setupMockUpstream } from './mock-upstream.ts';

// The checks that every web test relies on: a request off the contract is caught and named.
describe('client conformance checks', () => {
  setupMockUpstream({ jobCount: 50 });

  it('catches a mistyped parameter', async () => {
    await fetch(`http://localhost${PRODUCT_JOBS}/getJobById?jobId=abc`);
    const [violation, ...rest] = takeClientViolations();
    expect(rest).toEqual([]);
    expect(violation).toMatchObject({ operationId: 'getJobById', problem: 'jobId must be integer' });
  });

  it('catches an undeclared parameter name', async () => {
    await fetch(`http://localhost${PRODUCT_JOBS}/getJobById?jobId=100001&jobid=100001`);
    expect(takeClientViolations()).toEqual([
      expect.objectContaining({ operationId: 'getJobById', problem: "undeclared query parameter 'jobid'" }),
    ]);
  });

  it('catches a body that breaks the schema', async () => {
    await fetch('http://localhost/recruiter-services/api/v1/positions/searchJobs', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latitude: 12.97, longitude: 77.59, size: 5000 }),
    });
    expect(takeClientViolations()).toEqual([expect.objectContaining({ operationId: 'searchJobs' })]);
  });

  it('lets a conforming request through without a violation', async () => {
    const response = await fetch(`http://localhost${PRODUCT_JOBS}/getLocationResults?input=Pune`);
    expect(response.status).toBe(200);
    expect(takeClientViolations()).toEqual([]);
  });
});
