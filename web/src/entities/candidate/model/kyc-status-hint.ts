import { kycStatusCache, type KycStatus } from '#machines';
import { LOCAL_KEYS } from '#web/shared/browser-keys.ts';

/** Keeps the two flags and a time under `kycStatus`, for screens that only need to know whether KYC is done. */
export function cacheKycStatus(status: Pick<KycStatus, 'aadhaarVerified' | 'panVerified'>): void {
  try {
    window.localStorage.setItem(LOCAL_KEYS.kycStatus, JSON.stringify(kycStatusCache(status, Date.now())));
  } catch {
    // storage full or blocked: the cache is only a hint
  }
}
