import { AUTH_MODES, type AuthMode, type ResponseValidation } from '#mock/core/world.ts';

export function portFromEnv(fallback = 8080): number {
  const port = Number(process.env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  return port;
}

/** Response checks against the contract: on ('throw') in CI, off otherwise unless MOCK_VALIDATE_RESPONSES says so. */
export function responseValidationFromEnv(): ResponseValidation {
  const value = process.env.MOCK_VALIDATE_RESPONSES ?? (process.env.CI ? 'throw' : 'off');
  if (value !== 'off' && value !== 'warn' && value !== 'throw') throw new Error('MOCK_VALIDATE_RESPONSES must be off, warn or throw');
  return value;
}

/** Size of the generated job table (MOCK_JOB_COUNT, default 5,000). */
export function jobCountFromEnv(): number | undefined {
  if (process.env.MOCK_JOB_COUNT === undefined) return undefined;
  const count = Number(process.env.MOCK_JOB_COUNT);
  if (!Number.isInteger(count) || count < 1) throw new Error('MOCK_JOB_COUNT must be a positive whole number');
  return count;
}

/** The mock's ownership mode (MOCK_AUTH): 'open' (default, what the upstream is shown to do) or 'strict'. */
export function authModeFromEnv(): AuthMode {
  const value = process.env.MOCK_AUTH || 'open';
  if (!(AUTH_MODES as readonly string[]).includes(value)) throw new Error(`MOCK_AUTH must be ${AUTH_MODES.join(' or ')}, got ${value}`);
  return value as AuthMode;
}
