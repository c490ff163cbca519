import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Row } from './mock-bench.ts';
import { sectionRows, triedTwice } from './retried.ts';

const row: Row = { measure: 'web: first ten cards (ms)', ours: '617', baseline: '', ratio: '' };

beforeEach(() => void vi.spyOn(console, 'log').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe('a bench section', () => {
  it('that fails once is run again, and its rows are those of the second run', async () => {
    const run = vi.fn<() => Promise<Row[]>>().mockRejectedValueOnce(new Error('NO_NAVSTART')).mockResolvedValue([row]);
    expect(await sectionRows('web client', run)).toEqual([row]);
    expect(run).toHaveBeenCalledTimes(2);
    expect(console.log).toHaveBeenCalledWith('  web client failed (NO_NAVSTART); trying it once more…');
  });

  it('that fails twice is one failed row naming it and the reason, and the next section still runs', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('Lighthouse failed on /referrals: NO_NAVSTART\nstack…')));
    const next = vi.fn(() => Promise.resolve([row]));
    const rows = [...(await sectionRows('lighthouse', failing)), ...(await sectionRows('web client', next))];
    expect(rows).toEqual([
      {
        measure: 'lighthouse',
        ours: 'failed twice: Lighthouse failed on /referrals: NO_NAVSTART',
        baseline: '',
        ratio: 'failed',
      },
      row,
    ]);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps the table a table when the reason holds a pipe', async () => {
    const [failed] = await sectionRows('diff', () => Promise.reject(new Error('a | b')));
    expect(failed?.ours).toBe('failed twice: a / b');
  });
});

describe('triedTwice', () => {
  it('runs work that succeeds once', async () => {
    const work = vi.fn(() => Promise.resolve(3));
    expect(await triedTwice('sign-in', work)).toEqual({ ok: true, value: 3 });
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("gives the second try's error when both fail", async () => {
    const work = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('first'))
      .mockRejectedValueOnce(new Error('second'));
    const tried = await triedTwice('sign-in', work);
    expect(tried.ok).toBe(false);
    expect(!tried.ok && (tried.error as Error).message).toBe('second');
  });
});
