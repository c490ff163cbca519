/**
 * The masking rules for recorded exchanges. Every rule keeps the shape the contract asks for, so a masked
 * fixture still validates, and every rule is idempotent, so a value masked twice reads the same: replay masks
 * an incoming request by the same rules and compares it with the (already masked) fixture.
 *
 * - a value under a key naming a token (`token`, `userToken`, `deviceToken`…) becomes `masked-token`;
 * - a value under a key named `otp` (any case) keeps its length, every digit a 0;
 * - a mobile number (10 digits starting 6–9) keeps its first and last four digits: 9876543210 → 9000003210;
 * - an Aadhaar number (12 digits) keeps its last four: 123412341234 → 000000001234;
 * - a PAN (5 letters, 4 digits, 1 letter) keeps its last two digits and its last letter: ABCDE1234F → XXXXX0034F.
 * - a JSON Web Token (`eyJ….….…`) becomes `masked-token`.
 * Mobile, Aadhaar and PAN numbers and JSON Web Tokens are masked wherever they stand in a text, under any key.
 */
export const MASKED_TOKEN = 'masked-token';

const TOKEN_KEY = /token/i;
const OTP_KEY = /^otp$/i;
const MOBILE = /(?<![0-9A-Za-z])([6-9])[0-9]{5}([0-9]{4})(?![0-9A-Za-z])/g;
const AADHAAR = /(?<![0-9A-Za-z])[0-9]{8}([0-9]{4})(?![0-9A-Za-z])/g;
const JWT = /(?<![0-9A-Za-z_-])eyJ[0-9A-Za-z_-]+\.[0-9A-Za-z_-]+\.[0-9A-Za-z_-]+/g;
const PAN = /(?<![0-9A-Za-z])[A-Z]{5}[0-9]{2}([0-9]{2}[A-Z])(?![0-9A-Za-z])/g;

/** Masks the mobile, Aadhaar and PAN numbers and the JSON Web Tokens inside a text. */
export function maskText(text: string): string {
  return text
    .replace(JWT, MASKED_TOKEN)
    .replace(AADHAAR, (_, last4: string) => `00000000${last4}`)
    .replace(MOBILE, (_, first: string, last4: string) => `${first}00000${last4}`)
    .replace(PAN, (_, tail: string) => `XXXXX00${tail}`);
}

/** A secret found under `key`, masked (a token, a one-time code); undefined when the key names no secret. */
function maskedSecret(key: string, value: string): string | undefined {
  if (TOKEN_KEY.test(key)) return value === '' ? value : MASKED_TOKEN;
  if (OTP_KEY.test(key)) return value.replace(/[0-9]/g, '0');
  return undefined;
}

/** Masks one value found under `key` (a JSON property, a query parameter, a form field, a path parameter). */
export function maskValue(key: string, value: string): string {
  return maskedSecret(key, value) ?? maskText(value);
}

/**
 * Masks the secrets only — tokens and one-time codes by the same rules, JSON Web Tokens in any text — and leaves
 * numbers and names as they are: what the developer console shows of a call, which must still say whose it was.
 */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return maskedSecret(key, value) ?? value.replace(JWT, MASKED_TOKEN);
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskSecrets(item, name)]));
  }
  return value;
}

/** A request header with its secret masked: the credentials of Authorization (the scheme kept), a token header's value. */
export function maskHeader(name: string, value: string): string {
  if (/^(proxy-)?authorization$/i.test(name))
    return value.replace(/^(\S+\s+)?.+$/, (_, scheme = '') => `${scheme}${MASKED_TOKEN}`);
  return maskSecrets(value, name) as string;
}

/** Masks every string in a JSON value, by the key it stands under (arrays keep their parent's key). */
export function maskJson(value: unknown, key = ''): unknown {
  if (typeof value === 'string') return maskValue(key, value);
  if (Array.isArray(value)) return value.map((item) => maskJson(item, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskJson(item, name)]));
  }
  return value;
}
