import { randomInt } from 'node:crypto';
import type { MockClock } from './clock.ts';

export const DEMO_OTP = '1234';
export const OTP_TTL_MS = 5 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;
const OTP_LOCK_MS = 15 * 60 * 1000;

export type OtpMode = 'fixed' | 'random';
export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'not-requested' | 'locked';

interface Pending {
  code: string;
  expiresAt: number;
  attempts: number;
}

/**
 * One-time codes keyed by 'mobile:<n>' or 'email:<address>'. In fixed mode every code is the demo
 * code; in random mode each is new and can be read back through the control API.
 */
export class OtpService {
  mode: OtpMode = 'fixed';
  private readonly pending = new Map<string, Pending>();
  private readonly lastIssued = new Map<string, string>();
  private readonly lockedUntil = new Map<string, number>();

  constructor(private readonly clock: MockClock) {}

  isLocked(key: string): boolean {
    return (this.lockedUntil.get(key) ?? 0) > this.clock.now();
  }

  /** Minutes left on a lock, rounded up, for the message. */
  lockMinutesLeft(key: string): number {
    return Math.max(1, Math.ceil(((this.lockedUntil.get(key) ?? 0) - this.clock.now()) / 60_000));
  }

  issue(key: string): string {
    const code = this.mode === 'fixed' ? DEMO_OTP : String(randomInt(0, 10_000)).padStart(4, '0');
    this.pending.set(key, { code, expiresAt: this.clock.now() + OTP_TTL_MS, attempts: 0 });
    this.lastIssued.set(key, code);
    return code;
  }

  verify(key: string, code: string): OtpCheck {
    if (this.isLocked(key)) return 'locked';
    const pending = this.pending.get(key);
    if (!pending) return 'not-requested';
    if (pending.expiresAt <= this.clock.now()) {
      this.pending.delete(key);
      return 'expired';
    }
    if (pending.code === code) {
      this.pending.delete(key);
      return 'ok';
    }
    pending.attempts += 1;
    if (pending.attempts >= OTP_MAX_ATTEMPTS) {
      this.pending.delete(key);
      this.lockedUntil.set(key, this.clock.now() + OTP_LOCK_MS);
      return 'locked';
    }
    return 'wrong';
  }

  last(key: string): string | undefined {
    return this.lastIssued.get(key);
  }

  clear(): void {
    this.pending.clear();
    this.lastIssued.clear();
    this.lockedUntil.clear();
    this.mode = 'fixed';
  }
}
