import { describe, expect, it } from 'vitest';
import { fillMessage } from './message-template.ts';

describe('fillMessage (the mock)', () => {
  it('fills each placeholder with its value as written, a replacement pattern in a value included', () => {
    expect(
      fillMessage('Applied for {{jobName}} at {{companyName}}, {{cityName}}', {
        jobName: 'Sales $& Lead',
        companyName: 'Acme',
        cityName: 'Pune',
      }),
    ).toBe('Applied for Sales $& Lead at Acme, Pune');
    expect(fillMessage('Too many OTP requests. Please try again after {{minutes}} minutes.', { minutes: 15 })).toBe(
      'Too many OTP requests. Please try again after 15 minutes.',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    expect(fillMessage('Interview (round {{round}}) on {{when}}', { round: 2 })).toBe(
      'Interview (round 2) on {{when}}',
    );
  });
});
