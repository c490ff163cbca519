import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#machines';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
// The screen's English texts, which the messages below are shown in.
import '../i18n.ts';
import { TransferCallError, transferToUpi, UNREADABLE_ANSWER } from './transfer-to-upi.ts';

const english = (shown: Message | undefined) => (shown ? messageText(shown) : undefined);

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
    const answer = await result;
    expect(answer.success).toBe(false);
    expect(english(answer.message)).toBe('Error during transfer: Request timed out');
  });

  it('throws when the connection drops or a 200 is not a JSON object, so the flow calls it unexpected', async () => {
    mock.server.use(http.post(TRANSFER_URL, () => HttpResponse.error(), { once: true }));
    const dropped = await transferToUpi(input).catch((error: unknown) => error);
    expect(dropped).toBeInstanceOf(TransferCallError);
    expect(english((dropped as TransferCallError).shown)).toBe('Network error');
    mock.server.use(http.post(TRANSFER_URL, () => HttpResponse.text('"queued"'), { once: true }));
    const unreadable = await transferToUpi(input).catch((error: unknown) => error);
    expect(unreadable).toBeInstanceOf(TransferCallError);
    expect((unreadable as TransferCallError).shown).toBe(UNREADABLE_ANSWER);
    expect(english(UNREADABLE_ANSWER)).toBe('The server sent an answer that could not be read');
  });

  it("hands on the answer's success, message and error", async () => {
    mock.server.use(
      http.post(TRANSFER_URL, () => HttpResponse.json({ success: false, message: '', error: 'LIMIT' }), { once: true }),
    );
    expect(await transferToUpi(input)).toEqual({ success: false, message: undefined, error: { upstream: 'LIMIT' } });
  });

  it("refuses with the server's own words, else 'Failed to transfer (HTTP {status})'", async () => {
    mock.server.use(
      http.post(TRANSFER_URL, () => HttpResponse.json({ message: 'Invalid UPI ID' }, { status: 400 }), { once: true }),
    );
    expect(await transferToUpi(input)).toEqual({ success: false, message: { upstream: 'Invalid UPI ID' } });
    mock.server.use(http.post(TRANSFER_URL, () => new HttpResponse('oops', { status: 502 }), { once: true }));
    const refused = await transferToUpi(input);
    expect(english(refused.message)).toBe('Failed to transfer (HTTP 502)');
  });
});
