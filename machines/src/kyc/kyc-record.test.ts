import { describe, expect, it } from 'vitest';
import { kycStatusCache, readKycRecord } from './kyc-record.ts';

describe('readKycRecord', () => {
  it('reads flags, names and numbers', () => {
    expect(
      readKycRecord({
        aadhaarVerified: true,
        panVerified: false,
        nameOnAadhaar: 'Priya',
        nameOnPAN: 'PRIYA',
        aadhaarNumber: null,
      }),
    ).toEqual({
      aadhaarVerified: true,
      panVerified: false,
      nameOnAadhaar: 'Priya',
      nameOnPan: 'PRIYA',
    });
  });
  it('infers verified from a 12-character Aadhaar or a 10-character PAN', () => {
    expect(readKycRecord({ aadhaarNumber: '482193574821', panNumber: 'BQRPS1234F' })).toMatchObject({
      aadhaarVerified: true,
      panVerified: true,
    });
    expect(readKycRecord({ aadhaarNumber: '4821', panNumber: 'BQRPS' })).toMatchObject({
      aadhaarVerified: false,
      panVerified: false,
    });
    expect(readKycRecord(null)).toEqual({ aadhaarVerified: false, panVerified: false });
  });
  it('is cached as the two flags and a time', () => {
    expect(kycStatusCache({ aadhaarVerified: true, panVerified: false }, 5)).toEqual({
      aadhaarVerified: true,
      panVerified: false,
      ts: 5,
    });
  });
});
