import { fileURLToPath } from 'node:url';
import { replaceEqualDeep } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { firstText } from '#web/features/jobs/model/read-fields.ts';
import { attribute, localFrame } from './attribute.ts';
import { installClientUsageRecorder, type RawRecord } from './recorder.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

// What the recorder notes of an answer the client parses, and what the attribution keeps: a read by the client's own
// code, not a copy (JSON.stringify, structural sharing) nor a test's own look at the answer.
const recorder = installClientUsageRecorder({ ownFrame: String.raw`conformance/client-usage/recorder\.ts` });
const BASE = 'http://127.0.0.1:8191';
const SEARCH = `${BASE}/recruiter-services/api/v1/positions/searchJobs`;
const ANSWER = {
  success: true,
  data: [
    { jobName: 'Delivery Partner', companyName: 'Swiggy', skills: [{ name: 'Driving' }] },
    { jobName: 'Store Helper', companyName: 'DMart', skills: [] },
  ],
};

/** The answer as the typed client gets it: a tracked response, parsed. */
async function parsedAnswer(body: unknown = ANSWER, via: 'json' | 'text' = 'json'): Promise<typeof ANSWER> {
  const exchange = recorder.noteRequest(new Request(SEARCH, { method: 'POST', body: '{}' }));
  const response = new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  recorder.track(response, exchange);
  if (via === 'text') return JSON.parse(await response.text()) as typeof ANSWER;
  return (await response.json()) as typeof ANSWER;
}

const responseKeys = (records: RawRecord[]) =>
  [...new Set(records.filter((r) => r.kind === 'response').map((r) => r.key))].sort();
const requestKeys = (records: RawRecord[]) =>
  [...new Set(records.filter((r) => r.kind === 'request' && r.key !== '').map((r) => r.key))].sort();

beforeEach(async () => {
  await recorder.take();
});

describe('the client usage recorder', () => {
  it('notes each property read of a parsed answer, array elements as *', async () => {
    const answer = await parsedAnswer();
    expect(answer.data[1]?.skills[0]?.name).toBeUndefined();
    expect(responseKeys(await recorder.take())).toEqual(['data', 'data/*', 'data/*/skills', 'data/*/skills/*']);
  });

  it('notes the reads of an answer parsed from its text (the typed client without Content-Length, an error body)', async () => {
    const answer = await parsedAnswer(ANSWER, 'text');
    expect(answer.success).toBe(true);
    expect(responseKeys(await recorder.take())).toEqual(['success']);
  });

  it('forgets the answers of one hand-over in the next (another test file in the same worker): the same text parsed again is not an answer', async () => {
    const exchange = recorder.noteRequest(new Request(SEARCH, { method: 'POST', body: '{}' }));
    const text = JSON.stringify({ pune: { latitude: 18.52 } });
    const response = new Response(text, { headers: { 'content-type': 'application/json' } });
    recorder.track(response, exchange);
    await response.text();
    expect(responseKeys(await recorder.take())).toEqual([]);
    const stored = JSON.parse(text) as { pune?: unknown };
    expect(stored.pune).toBeDefined();
    expect(responseKeys(await recorder.take())).toEqual([]);
  });

  it('notes nothing for a JSON.stringify of the answer, and the text is the answer as sent', async () => {
    const answer = await parsedAnswer();
    const text = JSON.stringify(answer);
    expect(responseKeys(await recorder.take())).toEqual([]);
    expect(text).toBe(JSON.stringify(ANSWER));
  });

  it('keeps a read by the client code, and drops structural sharing and a test reading the answer', async () => {
    const previous = await parsedAnswer();
    await recorder.take();
    const answer = await parsedAnswer();
    // TanStack Query compares a refetched answer with the last one, reading every leaf of both.
    expect(replaceEqualDeep(previous, answer)).toBe(previous);
    expect(answer.success).toBe(true);
    const job = answer.data[0] as unknown as Record<string, unknown>;
    expect(firstText(job, ['jobTitle', 'jobName'])).toBe('Delivery Partner');
    const usage = attribute(await recorder.take(), localFrame);
    expect(usage).toEqual({
      searchJobs: {
        // The request was the test's own (no client code on its stack): not the client's sending.
        request: {},
        response: {
          'data/*/jobTitle': expect.stringMatching(/^web\/src\/features\/jobs\/model\/read-fields\.ts:\d+$/) as string,
          'data/*/jobName': expect.stringMatching(/^web\/src\/features\/jobs\/model\/read-fields\.ts:\d+$/) as string,
        },
        requests: 0,
        sent: {},
      },
    });
  });

  it('hands over each request with every key it carried, to tell what the client always sends', async () => {
    recorder.noteRequest(new Request(`${SEARCH}?page=0`, { method: 'POST', body: JSON.stringify({ city: 'Pune' }) }));
    recorder.noteRequest(new Request(`${SEARCH}?page=1`, { method: 'POST', body: JSON.stringify({}) }));
    const sent = (await recorder.take()).filter((r) => r.kind === 'sent');
    expect(sent.map((r) => [...(r.keys ?? [])].sort())).toEqual([
      ['body', 'body/city', 'header/content-type', 'query/page'],
      ['body', 'header/content-type', 'query/page'],
    ]);
  });

  it('hands over a request whose body is still being read only once it is read, with its body keys', async () => {
    recorder.noteRequest(new Request(`${SEARCH}?page=0`, { method: 'POST', body: JSON.stringify({ city: 'Pune' }) }));
    const first = recorder.take();
    // A second request noted while the first hand-over waits on the first body; its body arrives later.
    const slowBody = new ReadableStream<Uint8Array>({
      start: (controller) => {
        setTimeout(() => {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ distance: 25 })));
          controller.close();
        }, 50);
      },
    });
    recorder.noteRequest(
      new Request(`${SEARCH}?page=1`, { method: 'POST', body: slowBody, duplex: 'half' } as RequestInit),
    );
    const sentKeys = (records: RawRecord[]) =>
      records.filter((r) => r.kind === 'sent').map((r) => [...(r.keys ?? [])].sort());
    const firstSent = sentKeys(await first);
    const secondSent = sentKeys(await recorder.take());
    expect([...firstSent, ...secondSent]).toEqual([
      ['body', 'body/city', 'header/content-type', 'query/page'],
      ['body', 'body/distance', 'query/page'],
    ]);
  });

  it("counts the client's own requests and the keys each carried; a test's own requests do not count", () => {
    const client = `${root}web/src/features/jobs/api/search-jobs.ts:30:5`;
    const test = `${root}web/src/features/jobs/api/search-jobs.test.ts:12:3`;
    const record = (keys: string[], frames: string[]): RawRecord => ({
      kind: 'sent',
      method: 'POST',
      url: SEARCH,
      key: '',
      keys,
      frames,
    });
    const usage = attribute(
      [
        record(['body', 'body/page', 'body/city'], [client]),
        record(['body', 'body/page'], [client]),
        record(['body'], [test]),
      ],
      localFrame,
    );
    expect(usage.searchJobs).toMatchObject({ requests: 2, sent: { body: 2, 'body/page': 2, 'body/city': 1 } });
  });

  it('counts a spread as a read of the object, not of each field', async () => {
    const answer = await parsedAnswer();
    const copy = { ...answer.data[0] };
    expect(responseKeys(await recorder.take())).toEqual(['data', 'data/*']);
    expect(copy.skills?.[0]?.name).toBe('Driving');
    expect(responseKeys(await recorder.take())).toEqual(['data/*/skills/*', 'data/*/skills/*/name']);
  });

  it('gives a structured clone (IndexedDB, structuredClone) the plain answer', async () => {
    const answer = await parsedAnswer();
    expect(structuredClone({ kept: answer.data })).toEqual({ kept: ANSWER.data });
  });

  it('notes the query, JSON body and multipart fields a request sends', async () => {
    recorder.noteRequest(
      new Request(`${BASE}/corporate-recruitment/talentJobs/getJobById?jobId=7&mobileNumber=0`, { method: 'GET' }),
    );
    recorder.noteRequest(
      new Request(SEARCH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ page: 0, skills: [{ name: 'Driving' }] }),
      }),
    );
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'resume.pdf');
    form.append('mobileNumber', '9876543210');
    recorder.noteRequest(
      new Request(`${BASE}/corporate-recruitment/talentJobs/updateCandidateResume`, { method: 'POST', body: form }),
    );
    expect(requestKeys(await recorder.take())).toEqual([
      'body',
      'body/file',
      'body/mobileNumber',
      'body/page',
      'body/skills',
      'body/skills/*',
      'body/skills/*/name',
      'header/content-type',
      'query/jobId',
      'query/mobileNumber',
    ]);
  });
});
