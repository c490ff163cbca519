import { randomInt } from 'node:crypto';
import type { MockClock } from './clock.ts';
import { BoundedMap } from './bounded-map.ts';

export const DEMO_OTP = '1234';
export const OTP_TTL_MS = 5 * 60 * 1000;
/** Wrong codes in a row (whichever code they were meant for) before the number or address is locked. */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MS = 15 * 60 * 1000;
/** Codes one number or address may be sent within OTP_ISSUE_WINDOW_MS, counted since its last sign-in. */
export const OTP_ISSUE_LIMIT = 5;
export const OTP_ISSUE_WINDOW_MS = 15 * 60 * 1000;
/** Numbers and addresses the service remembers at once; the least recently seen are forgotten beyond this. */
const MAX_SUBJECTS = 100_000;
/** Codes the service lists as issued (GET /__mock/otp/codes, the console), the most recent. */
const LISTED_CODES = 200;

/** A code as it was issued: to whom (the subject's key), which, when, until when, and when it was used. */
export interface IssuedCode {
  key: string;
  code: string;
  issuedAt: number;
  expiresAt: number;
  usedAt?: number;
}

export type OtpMode = 'fixed' | 'random';
export type OtpCheck = 'ok' | 'wrong' | 'expired' | 'not-requested' | 'locked';
export type OtpIssue = { issued: true; code: string } | { issued: false; retryAfterMs: number };

/** The service's tables as plain entries (snapshots): what decides the next verify, lock and issue limit. */
export interface OtpState {
  mode: OtpMode;
  pending: Array<[string, Pending]>;
  lastIssued: Array<[string, string]>;
  lockedUntil: Array<[string, number]>;
  failures: Array<[string, Failures]>;
  issuedAt: Array<[string, number[]]>;
}

interface Pending {
  code: string;
  expiresAt: number;
}

interface Failures {
  count: number;
  lastAt: number;
}

/**
 * One-time codes keyed by 'mobile:<n>' or 'email:<address>'. In fixed mode every code is the demo
 * code; in random mode each is new and can be read back through the control API.
 *
 * Against guessing: wrong codes are counted per number or address, not per code, so asking for a new code
 * does not start the count again; the fifth wrong code in a row locks the subject for 15 minutes. A subject is
 * sent at most five codes in 15 minutes, counted since its last successful sign-in. Expired entries are
 * dropped as they are met and in a sweep every few hundred calls, and no table holds more than 100,000 subjects.
 */
export class OtpService {
  mode: OtpMode = 'fixed';
  private readonly pending = new BoundedMap<string, Pending>(MAX_SUBJECTS);
  private readonly lastIssued = new BoundedMap<string, string>(MAX_SUBJECTS);
  private readonly lockedUntil = new BoundedMap<string, number>(MAX_SUBJECTS);
  private readonly failures = new BoundedMap<string, Failures>(MAX_SUBJECTS);
  /** When each subject's recent codes were issued, oldest first (at most OTP_ISSUE_LIMIT). */
  private readonly issuedAt = new BoundedMap<string, number[]>(MAX_SUBJECTS);
  /** The last codes issued, oldest first: what a developer signing in needs to read, not what decides a sign-in. */
  private readonly issuedCodes: IssuedCode[] = [];
  private callsSinceSweep = 0;

  constructor(private readonly clock: MockClock) {}

  isLocked(key: string): boolean {
    return (this.lockedUntil.get(key) ?? 0) > this.clock.now();
  }

  /** Time left on a lock, in ms. */
  lockMsLeft(key: string): number {
    return Math.max(0, (this.lockedUntil.get(key) ?? 0) - this.clock.now());
  }

  /** A new code for the subject, unless it was sent OTP_ISSUE_LIMIT codes within the window. */
  issue(key: string): OtpIssue {
    this.tick();
    const now = this.clock.now();
    const recent = (this.issuedAt.get(key) ?? []).filter((at) => at > now - OTP_ISSUE_WINDOW_MS);
    if (recent.length >= OTP_ISSUE_LIMIT)
      return { issued: false, retryAfterMs: recent[0]! + OTP_ISSUE_WINDOW_MS - now };
    this.issuedAt.set(key, [...recent, now]);
    const code = this.mode === 'fixed' ? DEMO_OTP : String(randomInt(0, 10_000)).padStart(4, '0');
    this.pending.set(key, { code, expiresAt: now + OTP_TTL_MS });
    this.lastIssued.set(key, code);
    this.issuedCodes.push({ key, code, issuedAt: now, expiresAt: now + OTP_TTL_MS });
    if (this.issuedCodes.length > LISTED_CODES) this.issuedCodes.shift();
    return { issued: true, code };
  }

  verify(key: string, code: string): OtpCheck {
    this.tick();
    if (this.isLocked(key)) return 'locked';
    const pending = this.pending.get(key);
    if (!pending) return 'not-requested';
    const now = this.clock.now();
    if (pending.expiresAt <= now) {
      this.pending.delete(key);
      return 'expired';
    }
    if (pending.code === code) {
      this.markUsed(key, now);
      this.pending.delete(key);
      this.failures.delete(key);
      this.issuedAt.delete(key);
      return 'ok';
    }
    const previous = this.failures.get(key);
    const count = previous && previous.lastAt > now - OTP_LOCK_MS ? previous.count + 1 : 1;
    if (count >= OTP_MAX_ATTEMPTS) {
      this.pending.delete(key);
      this.failures.delete(key);
      this.lockedUntil.set(key, now + OTP_LOCK_MS);
      return 'locked';
    }
    this.failures.set(key, { count, lastAt: now });
    return 'wrong';
  }

  last(key: string): string | undefined {
    return this.lastIssued.get(key);
  }

  /** The codes issued lately (the last 200 since the last clear or restore), newest first. */
  issued(): IssuedCode[] {
    return this.issuedCodes.map((entry) => ({ ...entry })).reverse();
  }

  private markUsed(key: string, at: number): void {
    for (let i = this.issuedCodes.length - 1; i >= 0; i--) {
      const entry = this.issuedCodes[i]!;
      if (entry.key !== key) continue;
      entry.usedAt = at;
      return;
    }
  }

  /** Entries held across all tables (for tests of the memory bound). */
  size(): number {
    return this.pending.size + this.lastIssued.size + this.lockedUntil.size + this.failures.size + this.issuedAt.size;
  }

  state(): OtpState {
    return {
      mode: this.mode,
      pending: [...this.pending].map(([key, p]) => [key, { ...p }]),
      lastIssued: [...this.lastIssued],
      lockedUntil: [...this.lockedUntil],
      failures: [...this.failures].map(([key, f]) => [key, { ...f }]),
      issuedAt: [...this.issuedAt].map(([key, times]) => [key, [...times]]),
    };
  }

  restore(state: OtpState): void {
    this.clear();
    this.mode = state.mode;
    for (const [key, p] of state.pending) this.pending.set(key, { ...p });
    for (const [key, code] of state.lastIssued) this.lastIssued.set(key, code);
    for (const [key, until] of state.lockedUntil) this.lockedUntil.set(key, until);
    for (const [key, f] of state.failures) this.failures.set(key, { ...f });
    for (const [key, times] of state.issuedAt) this.issuedAt.set(key, [...times]);
  }

  clear(): void {
    for (const table of [this.pending, this.lastIssued, this.lockedUntil, this.failures, this.issuedAt]) table.clear();
    this.issuedCodes.length = 0;
    this.callsSinceSweep = 0;
    this.mode = 'fixed';
  }

  private tick(): void {
    this.callsSinceSweep += 1;
    if (this.callsSinceSweep >= 512) this.sweep();
  }

  /** Drops what can no longer matter: expired codes, ended locks, old failures and issue times. */
  private sweep(): void {
    this.callsSinceSweep = 0;
    const now = this.clock.now();
    this.pending.deleteWhere((p) => p.expiresAt <= now);
    this.lockedUntil.deleteWhere((until) => until <= now);
    this.failures.deleteWhere((f) => f.lastAt <= now - OTP_LOCK_MS);
    this.issuedAt.deleteWhere((times) => times.every((at) => at <= now - OTP_ISSUE_WINDOW_MS));
    // The last code stays readable (control API) while its subject has anything else on record.
    this.lastIssued.deleteWhere((_code, key) => !this.pending.has(key) && !this.issuedAt.has(key));
  }
}

/** Whole minutes, rounded up, at least one. */
export const minutesLeft = (ms: number): number => Math.max(1, Math.ceil(ms / 60_000));
