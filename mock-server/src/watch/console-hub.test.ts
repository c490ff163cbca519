import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS as P } from '#contract/product.ts';
import { fastifyCaller, type SessionCaller } from '../testing/session-caller.ts';
import { ConsoleHub, consoleHubOf, FLUSH_MS, LISTED_CALLS_PER_SECOND, type StreamClient } from './console-hub.ts';
import type { CallSummary } from './call-summary.ts';

const JOB = `${P}/getJobById?jobId=100001&mobileNumber=0`;
const TOKEN = '/api/auth/fetchProgrammaticUserToken';
const SEARCH = '/recruiter-services/api/v1/positions/searchJobs';

interface Event {
  name: string;
  id?: number;
  data: Record<string, unknown>;
}

/** A console's end of the stream: every event it was sent, parsed. */
function fakeConsole(): StreamClient & { events: Event[]; closed: boolean } {
  const client = {
    events: [] as Event[],
    closed: false,
    send(text: string) {
      for (const block of text.split('\n\n')) {
        const lines = block.split('\n');
        const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        const id = lines.find((line) => line.startsWith('id: '))?.slice(4);
        if (name && data)
          client.events.push({ name, data: JSON.parse(data), ...(id === undefined ? {} : { id: Number(id) }) });
      }
    },
    backlog: () => 0,
    close() {
      client.closed = true;
    },
  };
  return client;
}

const batch = () => new Promise((resolve) => setTimeout(resolve, FLUSH_MS + 60));
const callsIn = (events: Event[]) =>
  events.filter((e) => e.name === 'calls').flatMap((e) => e.data.calls as CallSummary[]);

// Answers unchecked by the mock itself (MOCK_VALIDATE_RESPONSES=off): the console checks them all the same.
let mock: SessionCaller;
let hub: ConsoleHub;
beforeAll(async () => {
  mock = await fastifyCaller({ validateResponses: 'off' });
  hub = consoleHubOf(mock.worlds);
});
afterAll(() => mock.close());

describe('the console hub', () => {
  it('keeps nothing and checks nothing while no console is connected', async () => {
    expect(mock.worlds.tap.watching).toBe(false);
    await mock.call('GET', JOB);
    expect(hub.keptBytes().size).toBe(0);
  });

  it("streams every session's calls within a batch, with the verdict, and marks faults and drift", async () => {
    const console1 = fakeConsole();
    const disconnect = hub.connect(console1);
    try {
      expect(mock.worlds.tap.watching).toBe(true);
      expect(console1.events[0]).toMatchObject({ name: 'hello', data: { checking: 'off', resumed: false } });
      await mock.call('POST', '/__mock/faults', { session: 'a', body: { operationId: 'searchJobs', status: 503 } });
      await mock.call('POST', '/__mock/drift', {
        session: 'b',
        body: { operationId: 'getJobById', kind: 'drop-required' },
      });
      await mock.call('GET', JOB);
      await mock.call('GET', JOB, { session: 'b' });
      await mock.call('POST', SEARCH, { session: 'a', body: {} });
      await batch();
      const calls = callsIn(console1.events);
      expect(calls.map((c) => `${c.session} ${c.operationId} ${c.status}`)).toEqual([
        'null getJobById 200',
        'b getJobById 200',
        'a searchJobs 503',
      ]);
      expect(calls[0]).toMatchObject({
        method: 'GET',
        path: `${P}/getJobById`,
        verdict: { valid: true, violations: [] },
      });
      expect(calls[0]!.durationMs).toBeGreaterThanOrEqual(0);
      expect(calls[1]).toMatchObject({ drift: 'drop-required', verdict: { valid: false } });
      expect(calls[1]!.verdict.violations[0]).toMatchObject({ expected: 'a required property' });
      expect(calls[1]!.verdict.violations[0]!.pointer).toMatch(/^\/[A-Za-z]+/);
      // searchJobs documents no 503: the fault's answer is marked, and the contract says what it is.
      expect(calls[2]).toMatchObject({
        fault: { id: 'f1', status: 503 },
        verdict: { valid: false, violations: [{ pointer: '', expected: 'a documented status (200, 400, 401)' }] },
      });
      const changes = console1.events.filter((e) => e.name === 'control').flatMap((e) => e.data.changes as unknown[]);
      expect(changes).toEqual([
        { session: 'a', method: 'POST', path: '/__mock/faults' },
        { session: 'b', method: 'POST', path: '/__mock/drift' },
      ]);
    } finally {
      disconnect();
    }
    expect(mock.worlds.tap.watching).toBe(false);
  });

  it('shows a chosen call with its secrets masked, and keeps them for the curl that sends it again', async () => {
    const console1 = fakeConsole();
    const disconnect = hub.connect(console1);
    try {
      const token = (await mock.call('GET', TOKEN, { session: 'c' })).json.token as string;
      await mock.call('GET', `${P}/getBudgetDetails?budgetId=50001`, {
        session: 'c',
        headers: { authorization: `Bearer ${token}` },
      });
      await batch();
      const [issued, budget] = callsIn(console1.events).slice(-2);
      const tokenCall = hub.details(issued!.id)!;
      expect((tokenCall.answer.body as { token: string }).token).toBe('masked-token');
      const details = hub.details(budget!.id)!;
      expect(details.request.headers.authorization).toBe('Bearer masked-token');
      expect(details.request.query).toEqual({ budgetId: '50001' });
      expect(details.answer).toMatchObject({ status: 200, body: expect.objectContaining({}) });
      expect(details.reproduce).toEqual({
        method: 'GET',
        url: `${P}/getBudgetDetails?budgetId=50001`,
        headers: { authorization: `Bearer ${token}`, 'X-Mock-Session': 'c' },
      });
    } finally {
      disconnect();
    }
  });

  it('sends a reconnecting console the calls after the last one it saw', async () => {
    const first = fakeConsole();
    const disconnect = hub.connect(first);
    await mock.call('GET', JOB, { session: 'd' });
    await batch();
    const seen = callsIn(first.events).at(-1)!.id;
    disconnect();
    const again = fakeConsole();
    const disconnectAgain = hub.connect(again, seen);
    try {
      expect(again.events[0]).toMatchObject({ name: 'hello', data: { resumed: true } });
      expect(callsIn(again.events)).toEqual([]);
      await mock.call('GET', JOB, { session: 'd' });
      await batch();
      expect(callsIn(again.events).map((c) => c.id)).toEqual([seen + 1]);
    } finally {
      disconnectAgain();
    }
  });

  it('lists at most its budget of calls a second, and counts the ones beyond it', async () => {
    // A hub whose clock stands still: every call below falls in one second however long the machine takes to make them.
    const stillHub = new ConsoleHub(mock.worlds, () => 1_000_000);
    const console1 = fakeConsole();
    const disconnect = stillHub.connect(console1);
    const made = LISTED_CALLS_PER_SECOND + 60;
    try {
      for (let i = 0; i < made; i++) await mock.call('GET', JOB, { session: 'f' });
      await batch();
      const sent = callsIn(console1.events).filter((c) => c.session === 'f').length;
      const dropped = console1.events
        .filter((e) => e.name === 'calls')
        .reduce((sum, e) => sum + (e.data.dropped as number), 0);
      expect(sent + dropped).toBe(made);
      expect(dropped).toBeGreaterThan(0);
    } finally {
      disconnect();
    }
  });

  it("forgets an ended session's calls", async () => {
    const console1 = fakeConsole();
    const disconnect = hub.connect(console1);
    try {
      await mock.call('GET', JOB, { session: 'e' });
      expect(hub.keptBytes().get('e')).toBeGreaterThan(0);
      await mock.call('DELETE', '/__mock/sessions/e');
      expect(hub.keptBytes().has('e')).toBe(false);
      // Started again by its next call, its calls are kept again.
      await mock.call('GET', JOB, { session: 'e' });
      expect(hub.keptBytes().get('e')).toBeGreaterThan(0);
    } finally {
      disconnect();
    }
  });

  it('ends every stream when the server closes', () => {
    const console1 = fakeConsole();
    hub.connect(console1);
    hub.closeAll();
    expect(console1.closed).toBe(true);
    expect(mock.worlds.tap.watching).toBe(false);
  });
});
