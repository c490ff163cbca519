import type { MockClock } from './clock.ts';

export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

interface IssuedToken {
  expiresAt: number;
  mobileNumber?: string;
}

/** Service tokens: issued by the token calls, valid for 8 hours of mock time. */
export class TokenIssuer {
  private readonly tokens = new Map<string, IssuedToken>();
  private counter = 0;

  constructor(private readonly clock: MockClock) {}

  issue(mobileNumber?: string): string {
    this.counter += 1;
    const subject = mobileNumber ? `mobile-${mobileNumber}` : 'service';
    const token = `mock.${subject}.${this.counter}.${this.clock.now().toString(36)}`;
    this.tokens.set(token, { expiresAt: this.clock.now() + TOKEN_LIFETIME_MS, mobileNumber });
    return token;
  }

  isValid(token: string | undefined): boolean {
    if (!token) return false;
    const issued = this.tokens.get(token);
    return issued !== undefined && issued.expiresAt > this.clock.now();
  }

  /** The national mobile number a live token was issued for; undefined for service tokens and unknown or expired ones. */
  subjectOf(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const issued = this.tokens.get(token);
    return issued !== undefined && issued.expiresAt > this.clock.now() ? issued.mobileNumber : undefined;
  }

  expireAll(): number {
    const now = this.clock.now();
    for (const issued of this.tokens.values()) issued.expiresAt = Math.min(issued.expiresAt, now);
    return this.tokens.size;
  }

  clear(): void {
    this.tokens.clear();
    this.counter = 0;
  }
}
