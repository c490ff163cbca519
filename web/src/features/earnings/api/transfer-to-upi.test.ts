import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { TransferCallError, transferToUpi, UNREADABLE_ANSWER } from './transfer-to-upi.ts';

const mock = setupMockUpstream({ jobCount: 5 });
afterEach(() => vi.useRealTimers());

const TRANSFER_URL = '*/legacy-services/api/v1/cashfree/directTransfer';
const input = {
  mobileNumber: '9123456780',
  vpa: 'rahul@oksbi',
  nameOnAadhar: 'Rahul',
  transferMode: 'upi',
  transferAmount: '100',
} as const;

describe('transferToUpi', () => {
  it("waits 15 s at most, then answers 'Error during transfer: Request timed out'", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mock.server.use(http.post(TRANSFER_URL, () => delay('infinite')));
    let settled = false;
    const result = transferToUpi(input).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ success: false, message: 'Error during transfer: Request timed out' });
  });

  it('throws when the connection drops or a 200 is not a JSON object, so the flow calls it unexpected', async () => {
    mock.server.use(http.post(TRANSFER_URL, () => HttpResponse.error(), { once: true }));
    await expect(transferToUpi(input)).rejects.toEqual(new TransferCallError('Network error'));
    mock.server.use(http.post(TRANSFER_URL, () => HttpResponse.text('"queued"'), { once: true }));
    await expect(transferToUpi(input)).rejects.toEqual(new TransferCallError(UNREADABLE_ANSWER));
  });

  it("hands on the answer's success, message and error", async () => {
    mock.server.use(
      http.post(TRANSFER_URL, () => HttpResponse.json({ success: false, message: '', error: 'LIMIT' }), { once: true }),
    );
    expect(await transferToUpi(input)).toEqual({ success: false, message: undefined, error: 'LIMIT' });
  });
});
