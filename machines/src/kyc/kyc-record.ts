import { asLoose } from '../values/loose-record.ts';
import type { KycStatus } from './kyc-io.ts';

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * fetchCandidateKYCDetails' data as the KYC machine holds it. A check counts as verified when its flag says so,
 * or when the number is complete: 12 characters of Aadhaar, 10 of PAN.
 */
export function readKycRecord(data: unknown): KycStatus {
  const raw = asLoose(data);
  const aadhaarNumber = text(raw.aadhaarNumber);
  const panNumber = text(raw.panNumber);
  const status: KycStatus = {
    aadhaarVerified: raw.aadhaarVerified === true || aadhaarNumber?.length === 12,
    panVerified: raw.panVerified === true || panNumber?.length === 10,
  };
  const nameOnAadhaar = text(raw.nameOnAadhaar);
  const nameOnPan = text(raw.nameOnPan) ?? text(raw.nameOnPAN);
  if (nameOnAadhaar) status.nameOnAadhaar = nameOnAadhaar;
  if (nameOnPan) status.nameOnPan = nameOnPan;
  if (aadhaarNumber) status.aadhaarNumber = aadhaarNumber;
  if (panNumber) status.panNumber = panNumber;
  return status;
}

/** What the browser keeps under `kycStatus`. */
export interface KycStatusCache {
  aadhaarVerified: boolean;
  panVerified: boolean;
  ts: number;
}

export function kycStatusCache(
  status: Pick<KycStatus, 'aadhaarVerified' | 'panVerified'>,
  now: number,
): KycStatusCache {
  return { aadhaarVerified: status.aadhaarVerified, panVerified: status.panVerified, ts: now };
}
