import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { DEMO_CANDIDATE_ID } from '../core/identities.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

interface JobOut {
  id: number;
  distance: number;
  skillIds: number[];
  designationId: number;
  jobWeight?: number | null;
  cityName: string;
  jobName: string;
}
interface Page {
  success: boolean;
  page: number;
  size: number;
  totalElements: number;
  data: JobOut[];
}

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
const DEMO_SKILLS = new Set([71, 72, 79, 80, 83, 29, 61]);
const isGeneric = (id: number) => id >= 990;

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = { authorization: `Bearer ${await t.token()}` };
});
afterAll(() => t.close());

const search = async (body: Record<string, unknown>) => {
  const response = await t.inject({
    method: 'POST',
    url: '/recruiter-services/api/v1/positions/searchJobs',
    headers: auth,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return t.json<Page>(response);
};
const get = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: `${PRODUCT_JOBS}/${url}`, headers });

describe('searchJobs', () => {
  it('finds more jobs at every radius step from Bengaluru', async () => {
    const counts: number[] = [];
    for (const distance of [50, 100, 150, 200, 250])
      counts.push((await search({ ...BENGALURU, distance, size: 1 })).totalElements);
    expect(counts[0]).toBeGreaterThan(0);
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThan(counts[i - 1]!);
  });

  it('lists jobs nearest first, within the radius, with the distance to 0.1 km', async () => {
    const { data } = await search({ ...BENGALURU, distance: 50, size: 1000 });
    const distances = data.map((j) => j.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const d of distances) {
      expect(d).toBeLessThanOrEqual(50);
      expect(Math.round(d * 10) / 10).toBe(d);
    }
  });

  it('pages from 1: page 2 continues page 1 without overlap', async () => {
    const first = await search({ ...BENGALURU, distance: 100, page: 1, size: 10 });
    const second = await search({ ...BENGALURU, distance: 100, page: 2, size: 10 });
    const both = await search({ ...BENGALURU, distance: 100, page: 1, size: 20 });
    expect(first).toMatchObject({ success: true, page: 1, size: 10 });
    expect(second.page).toBe(2);
    const ids = [...first.data, ...second.data].map((j) => j.id);
    expect(new Set(ids).size).toBe(20);
    expect(ids).toEqual(both.data.map((j) => j.id));
    expect(second.totalElements).toBe(first.totalElements);
  });

  it('answers an empty page past the end', async () => {
    const { totalElements } = await search({ ...BENGALURU, distance: 50, size: 1 });
    const past = await search({ ...BENGALURU, distance: 50, size: 1000, page: Math.ceil(totalElements / 1000) + 1 });
    expect(past.data).toEqual([]);
    expect(past.totalElements).toBe(totalElements);
  });

  it('uses distance 100, page 1 and size 10 when they are not given', async () => {
    const defaults = await search(BENGALURU);
    const explicit = await search({ ...BENGALURU, distance: 100, page: 1, size: 10 });
    expect(defaults).toEqual(explicit);
  });

  it('keeps jobs having any of the skills asked for', async () => {
    const all = await search({ ...BENGALURU, distance: 100, size: 1000 });
    const filtered = await search({ ...BENGALURU, distance: 100, size: 1000, skillIds: [91, 77] });
    expect(filtered.totalElements).toBeGreaterThan(0);
    expect(filtered.totalElements).toBeLessThan(all.totalElements);
    for (const job of filtered.data) expect(job.skillIds.some((id) => id === 91 || id === 77)).toBe(true);
    expect(filtered.totalElements).toBe(
      all.data.filter((j) => j.skillIds.includes(91) || j.skillIds.includes(77)).length,
    );
  });

  it('keeps jobs of the designations asked for', async () => {
    const filtered = await search({ ...BENGALURU, distance: 100, size: 1000, designationIds: [1, 11] });
    expect(filtered.totalElements).toBeGreaterThan(0);
    for (const job of filtered.data) expect([1, 11]).toContain(job.designationId);
  });

  it('weighs each job by the share of its skills the candidate has, for a known candidate only', async () => {
    const { data } = await search({ ...BENGALURU, distance: 50, size: 200, mobileNumber: '9876543210' });
    for (const job of data) {
      const real = job.skillIds.filter((id) => !isGeneric(id));
      const expected = Math.round((100 * real.filter((id) => DEMO_SKILLS.has(id)).length) / real.length);
      expect(job.jobWeight).toBe(expected);
    }
    expect(data.some((j) => (j.jobWeight ?? 0) > 0)).toBe(true);
    const visitor = await search({ ...BENGALURU, distance: 50, size: 20, mobileNumber: '0' });
    for (const job of visitor.data) expect(job).not.toHaveProperty('jobWeight');
  });

  it("answers 400 'Latitude and longitude are required' without a point", async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/recruiter-services/api/v1/positions/searchJobs',
      headers: auth,
      payload: { longitude: 77.5 },
    });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'Latitude and longitude are required' });
  });

  it('refuses pages over 1000 jobs', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/recruiter-services/api/v1/positions/searchJobs',
      headers: auth,
      payload: { ...BENGALURU, size: 1001 },
    });
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'size must be <= 1000' });
  });

  it('needs the service token', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/recruiter-services/api/v1/positions/searchJobs',
      payload: BENGALURU,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('legacy listings', () => {
  it('answer the same page as searchJobs', async () => {
    const expected = await search({ ...BENGALURU, distance: 50, page: 2, size: 5, mobileNumber: '9876543210' });
    const byQuery = await get(
      'fetchJobsByCoordinatesWithPagination?latitude=12.9716&longitude=77.5946&distance=50&page=2&size=5&mobileNumber=9876543210',
    );
    expect(t.json(byQuery)).toEqual(expected);
    const byBody = await t.inject({
      method: 'POST',
      url: `${PRODUCT_JOBS}/fetchJobsWithFilters`,
      payload: { ...BENGALURU, distance: 50, page: 2, size: 5, mobileNumber: '9876543210' },
    });
    expect(t.json(byBody)).toEqual(expected);
  });

  it('answers 400 without a point', async () => {
    const response = await get('fetchJobsByCoordinatesWithPagination?latitude=12.9716');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'Latitude and longitude are required' });
  });

  it('filters by keyword, city and skill names', async () => {
    const response = await get(
      'getJobsFilter?keyword=delivery&cityName=Pune&skills=Two-Wheeler%20Driving,Hindi&size=50',
    );
    const page = t.json<Page & { data: (JobOut & { skills: string[] })[] }>(response);
    expect(page.totalElements).toBeGreaterThan(0);
    for (const job of page.data) {
      expect(job.jobName.toLowerCase()).toContain('delivery');
      expect(job.cityName).toBe('Pune');
      expect(job.skills.some((s) => s === 'Two-Wheeler Driving' || s === 'Hindi')).toBe(true);
    }
  });
});

describe('getJobById', () => {
  it("answers the job with 'Not Applied' for a job the candidate has not applied for", async () => {
    const response = await get('getJobById?jobId=100001&mobileNumber=9123456780');
    expect(response.statusCode).toBe(200);
    expect(t.json(response)).toMatchObject({ success: true, data: { id: 100001, candidateStatus: 'Not Applied' } });
  });

  it("carries the candidate's application status", async () => {
    const application = t.app.world.db.application.findFirst({ where: { candidateId: { equals: DEMO_CANDIDATE_ID } } });
    expect(application).not.toBeNull();
    const response = await get(`getJobById?jobId=${application!.jobId}&mobileNumber=9876543210`);
    expect(t.json(response)).toMatchObject({
      data: { id: application!.jobId, candidateStatus: application!.candidateStatus },
    });
  });

  it("answers 404 'Job not found' for an unknown id", async () => {
    const response = await get('getJobById?jobId=99');
    expect(response.statusCode).toBe(404);
    expect(t.json(response)).toMatchObject({ message: 'Job not found' });
  });
});

describe('fetchJobFilterOptions', () => {
  interface Options {
    designations: { id: number; label: string }[];
    locations: { id: number; label: string }[];
    skills: { id: number; label: string }[];
  }
  const options = async (query: string) => t.json<Options>(await get(`fetchJobFilterOptions?${query}`));

  it('lists what occurs among jobs within 150 km, sorted by label', async () => {
    const found = await options('latitude=12.9716&longitude=77.5946');
    expect(found).toEqual(await options('latitude=12.9716&longitude=77.5946&radius=150'));
    const { data } = await search({ ...BENGALURU, distance: 150, size: 1000 });
    expect(found.locations.map((l) => l.label).sort()).toEqual([...new Set(data.map((j) => j.cityName))].sort());
    expect(found.designations.map((d) => d.id).sort((a, b) => a - b)).toEqual(
      [...new Set(data.map((j) => j.designationId))].sort((a, b) => a - b),
    );
    for (const list of [found.designations, found.locations, found.skills]) {
      const labels = list.map((o) => o.label);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    }
    expect(found.skills.map((s) => s.label)).not.toContain('General');
  });

  it('offers fewer choices in a smaller radius', async () => {
    const near = await options('latitude=12.9716&longitude=77.5946&radius=20');
    const far = await options('latitude=12.9716&longitude=77.5946&radius=250');
    expect(near.locations.length).toBeLessThan(far.locations.length);
  });

  it('answers 400 without a point', async () => {
    const response = await get('fetchJobFilterOptions?longitude=77.5');
    expect(response.statusCode).toBe(400);
    expect(t.json(response)).toMatchObject({ message: 'Latitude and longitude are required' });
  });
});

describe('budget details', () => {
  it('answers the budget behind a job', async () => {
    const response = await get('getBudgetDetails?budgetId=50001', auth);
    expect(response.statusCode).toBe(200);
    const job = t.app.world.jobs.get(100001)!;
    expect(t.json(response)).toEqual({
      success: true,
      data: {
        budgetId: 50001,
        budgetName: job.budgetName,
        jobDescription: job.budgetDescription,
        requirements: job.requirements,
        responsibilities: job.responsibilities,
        companyName: job.companyName,
        recruiterId: job.recruiterId,
      },
    });
  });

  it("answers 404 'Budget not found', 400 'budgetId is required' and 401 without a token", async () => {
    const unknown = await get('getBudgetDetails?budgetId=1', auth);
    expect(unknown.statusCode).toBe(404);
    expect(t.json(unknown)).toMatchObject({ message: 'Budget not found' });
    const missing = await get('getBudgetDetails', auth);
    expect(missing.statusCode).toBe(400);
    expect(t.json(missing)).toMatchObject({ message: 'budgetId is required' });
    expect((await get('getBudgetDetails?budgetId=50001')).statusCode).toBe(401);
  });

  it("lists a recruiter's budgets page by page", async () => {
    const recruiterId = t.app.world.jobs.get(100001)!.recruiterId;
    const first = t.json<{ data: { budgetId: number; recruiterId: number }[] }>(
      await get(`fetchBudgetDetailsList?recruiterId=${recruiterId}&size=3`, auth),
    );
    const second = t.json<{ data: { budgetId: number; recruiterId: number }[] }>(
      await get(`fetchBudgetDetailsList?recruiterId=${recruiterId}&size=3&page=2`, auth),
    );
    expect(first.data).toHaveLength(3);
    for (const b of [...first.data, ...second.data]) expect(b.recruiterId).toBe(recruiterId);
    expect(second.data[0]!.budgetId).toBeGreaterThan(first.data[2]!.budgetId);
  });
});
