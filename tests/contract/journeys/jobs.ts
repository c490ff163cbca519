import type { JourneyContext } from '#conformance/runner/journey-context.ts';
import type { Journey } from '#conformance/runner/run.ts';
import { at, expectMessage, listOf } from './support.ts';

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };
type Job = { id?: number; jobId?: number; budgetId?: number | null };
const idOf = (job: Job) => job.id ?? job.jobId;

export const jobJourneys: Journey[] = [
  {
    name: 'search by radius with paging and expansion',
    async run(c: JourneyContext) {
      const counts: number[] = [];
      for (const distance of [50, 100, 150, 200, 250]) {
        const result = await c.call('searchJobs', {
          json: { ...BENGALURU, distance, page: 1, size: 1000, mobileNumber: '0' },
          expect: 200,
        });
        counts.push(listOf<Job>(result.body).length);
      }
      c.expect(
        counts.every((n, i) => i === 0 || n >= counts[i - 1]!),
        `more jobs as the radius grows (${counts.join(', ')})`,
      );
      if (c.settings.isMock) c.expect(counts[4]! > counts[0]!, 'the mock finds more jobs at 250 km than at 50 km');
      const first = listOf<Job>(
        (await c.call('searchJobs', { json: { ...BENGALURU, distance: 100, page: 1, size: 10 }, expect: 200 })).body,
      );
      const second = listOf<Job>(
        (await c.call('searchJobs', { json: { ...BENGALURU, distance: 100, page: 2, size: 10 }, expect: 200 })).body,
      );
      const overlap = second.filter((job) => first.some((other) => idOf(other) === idOf(job)));
      c.expect(first.length === 10 && overlap.length === 0, 'page 2 continues page 1 without overlap');
      const missing = await c.call('searchJobs', { json: { distance: 50 }, expect: 400 });
      expectMessage(c, missing, 400, 'Latitude and longitude are required');
      await c.call('searchJobs', { json: { ...BENGALURU }, auth: 'none', expect: 401 });
      const options = await c.call('fetchJobFilterOptions', { query: { ...BENGALURU, radius: 150 }, expect: 200 });
      const skill = at<Array<{ id: number }>>(options.body, 'skills')?.[0];
      const designation = at<Array<{ id: number }>>(options.body, 'designations')?.[0];
      if (skill && designation) {
        await c.call('searchJobs', {
          json: { ...BENGALURU, distance: 150, skillIds: [skill.id], designationIds: [designation.id] },
          expect: 200,
        });
      }
      await c.call('fetchJobsByCoordinatesWithPagination', {
        query: { ...BENGALURU, distance: 50, page: 1, size: 5 },
        expect: 200,
      });
      await c.call('fetchJobsWithFilters', { json: { ...BENGALURU, distance: 50, page: 1, size: 5 }, expect: 200 });
      await c.call('getJobsFilter', {
        query: { keyword: 'Executive', cityName: 'Bengaluru', page: 1, size: 5 },
        expect: 200,
      });
      await c.call('fetchJobFilterOptions', { query: { longitude: 77.5 }, expect: 400 });
    },
  },
  {
    name: 'job by id and budget details',
    async run(c: JourneyContext) {
      const jobs = listOf<Job>(
        (await c.call('searchJobs', { json: { ...BENGALURU, distance: 50, size: 5 }, expect: 200 })).body,
      );
      const job = jobs[0];
      c.expect(job && idOf(job), 'a search finds a job');
      const mobile = c.settings.candidateMobile ?? '0';
      await c.call('getJobById', { query: { jobId: idOf(job)!, mobileNumber: mobile }, expect: 200 });
      await c.call('getJobById', { query: { jobId: 999_999_999 }, expect: 404 });
      await c.call('getJobById', { query: { jobId: 'abc' }, expect: 400 });
      const budgetId = job.budgetId;
      c.expect(typeof budgetId === 'number', 'the job names its budget');
      const budget = await c.call('getBudgetDetails', { query: { budgetId }, expect: 200 });
      c.expect(typeof at(budget.body, 'data.budgetName') === 'string', 'budget details carry the budget name');
      expectMessage(c, await c.call('getBudgetDetails', { query: {}, expect: 400 }), 400, 'budgetId is required');
      await c.call('getBudgetDetails', { query: { budgetId }, auth: 'none', expect: 401 });
      await c.call('getBudgetDetails', { query: { budgetId: 999_999_999 }, expect: 404 });
      await c.call('fetchBudgetDetailsList', { query: { page: 1, size: 5 }, expect: 200 });
    },
  },
  {
    name: 'location services',
    async run(c: JourneyContext) {
      const suggestions = listOf<{ placeId?: string; place_id?: string }>(
        (await c.call('getLocationResults', { query: { input: 'Beng' }, expect: 200 })).body,
        'predictions',
        'results',
        'items',
      );
      const placeId = suggestions[0]?.placeId ?? suggestions[0]?.place_id;
      c.expect(placeId, 'autocomplete suggests a place with an id');
      const place = await c.call('fetchPlaceIdDetails', { query: { placeId }, expect: 200 });
      c.expect(typeof at(place.body, 'geometry.location.lat') === 'number', 'place details carry coordinates');
      expectMessage(c, await c.call('fetchPlaceIdDetails', { query: {}, expect: 400 }), 400, 'placeId is required');
      await c.call('fetchPlaceIdDetails', { query: { placeId: 'place-nowhere' }, expect: 404 });
      const geo = await c.call('geocode', { query: { address: 'Koramangala, Bengaluru' }, expect: 200 });
      c.expect(at(geo.body, 'status') === 'OK', 'a known address geocodes');
      expectMessage(c, await c.call('geocode', { query: {}, expect: 400 }), 400, 'address is required');
      await c.call('getLocationResults', { query: {}, expect: 400 });
      if (!c.settings.isMock)
        c.skip('the third-party location services are other hosts; checked against the mock only');
      await c.call('lookupIpLocation', { expect: 200 });
      await c.call('reverseGeocode', { query: { ...BENGALURU, localityLanguage: 'en' }, expect: 200 });
      await c.call('reverseGeocode', { query: { latitude: 95, longitude: 0 }, expect: 400 });
      await c.call('reverseGeocodeBackup', { query: { lat: 12.9716, lon: 77.5946, format: 'jsonv2' }, expect: 200 });
      await c.call('reverseGeocodeBackup', { query: { lon: 77.5 }, expect: 400 });
    },
  },
  {
    name: 'languages and translation',
    async run(c: JourneyContext) {
      const languages = listOf((await c.call('fetchAppLanguage', { expect: 200 })).body);
      c.expect(languages.length >= 9, 'nine languages are offered');
      await c.call('fetchMultiLingualText', {
        query: { keys: 'My Applications,My Referrals,My Earnings,Sign In', languageCode: 'hi' },
        expect: 200,
      });
      await c.call('fetchMultiLingualText', { query: { keys: 'Sign In' }, expect: 400 });
      await c.call('covertInputToMultiLingualText', {
        query: { inputText: 'Delivery Executive', targetLanguageCode: 'ta' },
        expect: 200,
      });
      await c.call('covertInputToMultiLingualText', { query: { inputText: 'Delivery Executive' }, expect: 400 });
    },
  },
];
