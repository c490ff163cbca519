import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { bytesToHex, hexToBytes } from './byte-text.ts';
import type { MockClock } from './clock.ts';

export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;

const SIGNATURE_CHARS = 32;
/** Longest token the issuer writes (a 24-character subject, 36-radix numbers): anything longer is not one of its tokens. */
const MAX_TOKEN_CHARS = 160;
const CLIENT_KEY_CHARS = 24;

/** Who a live token was issued to: the anonymous service, a candidate (by national mobile) or a client (by e-mail key). */
export type TokenPrincipal =
  { kind: 'service' } | { kind: 'candidate'; mobile: string } | { kind: 'client'; key: string };

/**
 * The key a client's token carries instead of the e-mail itself (an address may be longer than a token and hold its
 * separators): the first 24 hex digits of the SHA-256 of the address in lower case.
 */
export function clientKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, CLIENT_KEY_CHARS);
}

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
  subject: TokenPrincipal;
  /** Bumped by expireAll: tokens of an earlier generation are no longer accepted. */
  generation: number;
  expiresAt: number;
}

/**
 * Service, per-mobile and per-client (e-mail sign-in) tokens, valid for 8 hours of mock time. They are stateless: each token carries its
 * subject, generation and expiry, signed with a key the issuer draws when it is made (and again on clear),
 * so the issuer keeps nothing per token and its memory stays the same however many tokens it hands out.
 * Format: `mock.<service|mobile-<n>|client-<key>>.<generation>.<serial>.<expiry>.<signature>` (numbers in base 36;
 * the client's key is `clientKey` of the e-mail).
 */
export class TokenIssuer {
  private key: Uint8Array = randomBytes(32);
  private generation = 0;
  private serial = 0;
  /** Tokens handed out since the last expiry or clear (what expireAll reports). */
  private issuedSinceExpiry = 0;
  /** How long a token lives in mock time (a scenario may shorten it; clear puts back the 8 hours). */
  lifetimeMs = TOKEN_LIFETIME_MS;

  /**
   * `realm` is the session the issuer belongs to ('' for the default world): it is signed into every token, so a
   * token issued in one session is refused in every other, even one restored from the same snapshot (same key).
   */
  constructor(
    private readonly clock: MockClock,
    private readonly realm = '',
  ) {}

  issue(mobileNumber?: string): string {
    return this.issueFor(mobileNumber ? `mobile-${mobileNumber}` : 'service');
  }

  /** A token for the client whose e-mail sign-in it is (the strict ownership mode's e-mail session). */
  issueForClient(email: string): string {
    return this.issueFor(`client-${clientKey(email)}`);
  }

  private issueFor(subject: string): string {
    this.serial += 1;
    this.issuedSinceExpiry += 1;
    const expiresAt = this.clock.now() + this.lifetimeMs;
    const payload = `mock.${subject}.${this.generation.toString(36)}.${this.serial.toString(36)}.${expiresAt.toString(36)}`;
    return `${payload}.${this.sign(payload)}`;
  }

  isValid(token: string | undefined): boolean {
    return this.liveClaims(token) !== undefined;
  }

  /** The national mobile number a live token was issued for; undefined for service tokens and unknown or expired ones. */
  subjectOf(token: string | undefined): string | undefined {
    const subject = this.liveClaims(token)?.subject;
    return subject?.kind === 'candidate' ? subject.mobile : undefined;
  }

  /** Who a live token was issued to; undefined for unknown or expired tokens. */
  principalOf(token: string | undefined): TokenPrincipal | undefined {
    return this.liveClaims(token)?.subject;
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
    const mac = createHmac('sha256', this.key);
    if (this.realm !== '') mac.update(`${this.realm}\n`);
    return mac.update(payload).digest('base64url').slice(0, SIGNATURE_CHARS);
  }

  private liveClaims(token: string | undefined): TokenClaims | undefined {
    if (!token || token.length > MAX_TOKEN_CHARS) return undefined;
    const cut = token.lastIndexOf('.');
    const payload = token.slice(0, cut);
    const given = Buffer.from(token.slice(cut + 1));
    const expected = Buffer.from(this.sign(payload));
    if (cut < 0 || given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const match =
      /^mock\.(service|mobile-([0-9]{1,15})|client-([0-9a-f]{24}))\.([0-9a-z]+)\.[0-9a-z]+\.([0-9a-z]+)$/.exec(payload);
    if (!match) return undefined;
    const subject: TokenPrincipal = match[2]
      ? { kind: 'candidate', mobile: match[2] }
      : match[3]
        ? { kind: 'client', key: match[3] }
        : { kind: 'service' };
    const claims: TokenClaims = { subject, generation: parseInt(match[4]!, 36), expiresAt: parseInt(match[5]!, 36) };
    return claims.generation === this.generation && claims.expiresAt > this.clock.now() ? claims : undefined;
  }
}
