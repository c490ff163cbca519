import { describe, expect, it } from 'vitest';
import { AADHAAR_NUMBER, INDIAN_MOBILE, OTP_CODE, PAN_NUMBER } from '#contract/rules.ts';
import { MASKED_TOKEN, maskJson, maskText, maskValue } from './mask.ts';

describe('masking recorded exchanges', () => {
  it('keeps a mobile number a valid mobile number: first digit and last four', () => {
    expect(maskText('9876543210')).toBe('9000003210');
    expect(maskText('6123456789')).toMatch(/^[6-9][0-9]{9}$/);
    expect(maskText('OTP sent to 7012345678.')).toBe('OTP sent to 7000005678.');
  });

  it('keeps an Aadhaar number 12 digits with its last four, and a PAN 5 letters 4 digits 1 letter', () => {
    expect(maskText('123412345678')).toBe('000000005678');
    expect(maskText('ABCPE1234F')).toBe('XXXXX0034F');
    expect(maskText('ABCPE1234F')).toMatch(/^[A-Z]{5}[0-9]{4}[A-Z]$/);
  });

  it('masks tokens by key and JSON Web Tokens anywhere, and one-time codes by key keeping their length', () => {
    expect(maskValue('token', 'mock.service.0.1.abc.sig')).toBe(MASKED_TOKEN);
    expect(maskValue('deviceToken', 'fcm-123')).toBe(MASKED_TOKEN);
    expect(maskValue('message', 'Bearer eyJhbGciOiJIUzI1NiJ9.c2Vzc2lvbg.sig1')).toBe(`Bearer ${MASKED_TOKEN}`);
    expect(maskValue('OTP', '4821')).toBe('0000');
    expect(maskValue('otp', '482193')).toBe('000000');
  });

  it('leaves other values alone: longer digit runs, ids inside words, numbers, names', () => {
    expect(maskText('12345678901234')).toBe('12345678901234');
    expect(maskText('job-98765432101')).toBe('job-98765432101');
    expect(maskText('a1b29876543210')).toBe('a1b29876543210');
    expect(maskJson({ jobId: 9876543210, name: 'Priya Sharma', panVerified: true })).toEqual({
      jobId: 9876543210,
      name: 'Priya Sharma',
      panVerified: true,
    });
  });

  it('masks every string of a JSON value by its key, inside arrays too', () => {
    const masked = maskJson({
      token: 't',
      data: { mobile: '9876543210', panNumber: 'ABCPE1234F', list: ['8123456789'] },
      aadhaar: [{ aadhaarNumber: '123412345678' }],
    });
    expect(masked).toEqual({
      token: MASKED_TOKEN,
      data: { mobile: '9000003210', panNumber: 'XXXXX0034F', list: ['8000006789'] },
      aadhaar: [{ aadhaarNumber: '000000005678' }],
    });
  });

  it('is idempotent, so replay can mask a live request by the same rules and match the masked fixture', () => {
    const value = {
      token: 'x',
      OTP: '1234',
      mobileNumber: '9876543210',
      pan: 'ABCPE1234F',
      aadhaarNumber: '123412345678',
    };
    expect(maskJson(maskJson(value))).toEqual(maskJson(value));
  });

  it('keeps every masked value within the contract rule it was under', () => {
    expect(maskText('9876543210')).toMatch(INDIAN_MOBILE.pattern);
    expect(maskValue('OTP', '4821')).toMatch(OTP_CODE.pattern);
    expect(maskText('ABCPE1234F')).toMatch(PAN_NUMBER.pattern);
    expect(maskText('123412345678')).toMatch(AADHAAR_NUMBER.pattern);
  });
});
