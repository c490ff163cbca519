import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bytesToHex, hexToBytes } from './byte-text.ts';
import type { MockClock } from './clock.ts';

export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

const SIGNATURE_CHARS = 32;
/** Longest token the issuer writes (a 15-digit subject, 36-radix numbers): anything longer is not one of its tokens. */
const MAX_TOKEN_CHARS = 160;

/** What a snapshot keeps of the issuer (see TokenIssuer.state). */
export interface TokenIssuerState {
  /** The signing key: 32 bytes in hex. */
  key: string;
  generation: number;
  serial: number;
  issuedSinceExpiry: number;
  lifetimeMs: number;
}

interface TokenClaims {
  /** 'service', or the national mobile number the token was issued for. */
  subject: string;
  /** Bumped by expireAll: tokens of an earlier generation are no longer accepted. */
  generation: number;
  expiresAt: number;
}

/**
 * Service and per-mobile tokens, valid for 8 hours of mock time. They are stateless: each token carries its
 * subject, generation and expiry, signed with a key the issuer draws when it is made (and again on clear),
 * so the issuer keeps nothing per token and its memory stays the same however many tokens it hands out.
 * Format: `mock.<service|mobile-<n>>.<generation>.<serial>.<expiry>.<signature>` (numbers in base 36).
 */
export class TokenIssuer {
  private key: Uint8Array = randomBytes(32);
  private generation = 0;
  private serial = 0;
  /** Tokens handed out since the last expiry or clear (what expireAll reports). */
  private issuedSinceExpiry = 0;
  /** How long a token lives in mock time (a scenario may shorten it; clear puts back the 8 hours). */
  lifetimeMs = TOKEN_LIFETIME_MS;

  constructor(private readonly clock: MockClock) {}

  issue(mobileNumber?: string): string {
    this.serial += 1;
    this.issuedSinceExpiry += 1;
    const subject = mobileNumber ? `mobile-${mobileNumber}` : 'service';
    const expiresAt = this.clock.now() + this.lifetimeMs;
    const payload = `mock.${subject}.${this.generation.toString(36)}.${this.serial.toString(36)}.${expiresAt.toString(36)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  isValid(token: string | undefined): boolean {
    return this.liveClaims(token) !== undefined;
  }

  /** The national mobile number a live token was issued for; undefined for service tokens and unknown or expired ones. */
  subjectOf(token: string | undefined): string | undefined {
    const claims = this.liveClaims(token);
    return claims === undefined || claims.subject === 'service' ? undefined : claims.subject;
  }

  /** Ends every token issued so far; answers how many were issued since the last expiry. */
  expireAll(): number {
    this.generation += 1;
    const expired = this.issuedSinceExpiry;
    this.issuedSinceExpiry = 0;
    return expired;
  }

  clear(): void {
    this.key = randomBytes(32);
    this.generation = 0;
    this.serial = 0;
    this.issuedSinceExpiry = 0;
    this.lifetimeMs = TOKEN_LIFETIME_MS;
  }

  /**
   * Everything the issuer holds. Tokens are stateless, so there is no list of them to keep: with the key,
   * generation and lifetime restored, every token live when the state was taken is accepted again (until its
   * own expiry in mock time), in this process or another; a token signed with any other key is refused. The key
   * is the mock's own, drawn at start and on every reset, and guards nothing the control API does not already give.
   */
  state(): TokenIssuerState {
    return {
      key: bytesToHex(this.key),
      generation: this.generation,
      serial: this.serial,
      issuedSinceExpiry: this.issuedSinceExpiry,
      lifetimeMs: this.lifetimeMs,
    };
  }

  restore(state: TokenIssuerState): void {
    this.key = hexToBytes(state.key);
    ({
      generation: this.generation,
      serial: this.serial,
      issuedSinceExpiry: this.issuedSinceExpiry,
      lifetimeMs: this.lifetimeMs,
    } = state);
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url').slice(0, SIGNATURE_CHARS);
  }

  private liveClaims(token: string | undefined): TokenClaims | undefined {
    if (!token || token.length > MAX_TOKEN_CHARS) return undefined;
    const cut = token.lastIndexOf('.');
    const payload = token.slice(0, cut);
    const given = Buffer.from(token.slice(cut + 1));
    const expected = Buffer.from(this.sign(payload));
    if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const match = /^mock\.(service|mobile-([0-9]{1,15}))\.([0-9a-z]+)\.[0-9a-z]+\.([0-9a-z]+)$/.exec(payload);
    if (!match) return undefined;
    const claims: TokenClaims = {
      subject: match[2] ?? 'service',
      generation: parseInt(match[3]!, 36),
      expiresAt: parseInt(match[4]!, 36),
    };
    return claims.generation === this.generation && claims.expiresAt > this.clock.now() ? claims : undefined;
  }
}
