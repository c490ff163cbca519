import { describe, expect, it } from 'vitest';
import { CallError } from '#web/api/index.ts';
import { messageText } from '#web/i18n/index.ts';
import { setupMockUpstream } from '#web/testing/mock-upstream.ts';
import { DEMO_MOBILE } from '#web/testing/session.ts';
import '../i18n.ts';
import { fetchUserTokenByMobile } from './fetch-user-token-by-mobile.ts';

const mock = setupMockUpstream();

const failure = async (mobile: string) => {
  const error: unknown = await fetchUserTokenByMobile(mobile).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CallError);
  return messageText((error as CallError).shown);
};

describe('fetchUserTokenByMobile', () => {
  it("says 'No mobile number available' without a number, asking nothing", async () => {
    expect(await failure('')).toBe('No mobile number available');
    expect(mock.world.log.list().map((r) => r.operationId)).not.toContain('fetchUserTokenByMobile');
  });

  it("gives the number's own token, and 'Authentication failed' for a number the upstream refuses", async () => {
    const token = await fetchUserTokenByMobile(DEMO_MOBILE);
    expect(mock.world.tokens.subjectOf(token)).toBe(DEMO_MOBILE);
    expect(await failure('7000000001')).toBe('Authentication failed');
  });
});
