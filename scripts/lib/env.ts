import { readFileSync } from 'node:fs';
import { AUTH_MODES, type AuthMode, type ResponseValidation } from '#mock/core/world.ts';
import { findScenario, unknownScenarioMessage } from '#mock/scenarios/index.ts';
import { MAX_SNAPSHOT_BYTES } from '#mock/control/snapshot/snapshot.ts';
import { BYTE_SIZE_SYNTAX, parseByteSize } from '#mock/core/byte-size.ts';

export function portFromEnv(fallback = 8080): number {
  const port = Number(process.env.PORT ?? fallback);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  return port;
}

/** Response checks against the contract: on ('throw') in CI, off otherwise unless MOCK_VALIDATE_RESPONSES says so. */
export function responseValidationFromEnv(): ResponseValidation {
  const value = process.env.MOCK_VALIDATE_RESPONSES ?? (process.env.CI ? 'throw' : 'off');
  if (value !== 'off' && value !== 'warn' && value !== 'throw')
    throw new Error('MOCK_VALIDATE_RESPONSES must be off, warn or throw');
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
  if (!(AUTH_MODES as readonly string[]).includes(value))
    throw new Error(`MOCK_AUTH must be ${AUTH_MODES.join(' or ')}, got ${value}`);
  return value as AuthMode;
}

/** The scenario to start in (MOCK_SCENARIO; see GET /__mock/scenario), or undefined for the default one. */
export function scenarioFromEnv(): string | undefined {
  const name = process.env.MOCK_SCENARIO;
  if (!name) return undefined;
  if (!findScenario(name)) throw new Error(`MOCK_SCENARIO: ${unknownScenarioMessage(name)}`);
  return name;
}

/** The parsed snapshot file to start from (MOCK_SNAPSHOT, a body GET /__mock/snapshot gave), or undefined. */
export function snapshotFromEnv(): { file: string; body: unknown } | undefined {
  const file = process.env.MOCK_SNAPSHOT;
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw new Error(`MOCK_SNAPSHOT: cannot read ${file} (${(cause as Error).message})`);
  }
  if (text.length > MAX_SNAPSHOT_BYTES)
    throw new Error(`MOCK_SNAPSHOT: ${file} is larger than ${MAX_SNAPSHOT_BYTES} bytes`);
  try {
    return { file, body: JSON.parse(text) as unknown };
  } catch {
    throw new Error(`MOCK_SNAPSHOT: ${file} is not JSON`);
  }
}

/** The total of stored files (MOCK_STORAGE_LIMIT, e.g. 256MB; see core/byte-size.ts), or undefined for the default. */
export function storageLimitFromEnv(): number | undefined {
  const value = process.env.MOCK_STORAGE_LIMIT;
  if (value === undefined || value === '') return undefined;
  const bytes = parseByteSize(value);
  if (bytes === undefined) throw new Error(`MOCK_STORAGE_LIMIT must be ${BYTE_SIZE_SYNTAX}, got ${value.slice(0, 40)}`);
  return bytes;
}

/** How many candidates sign-ins may create (MOCK_NEW_CANDIDATE_LIMIT), or undefined for the default. */
export function newCandidateLimitFromEnv(): number | undefined {
  const value = process.env.MOCK_NEW_CANDIDATE_LIMIT;
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(count) || count < 1)
    throw new Error(`MOCK_NEW_CANDIDATE_LIMIT must be a whole number from 1, got ${value.slice(0, 40)}`);
  return count;
}

/** How many sessions one mock holds (MOCK_SESSION_LIMIT), or undefined for the default (1,000). */
export function sessionLimitFromEnv(): number | undefined {
  const value = process.env.MOCK_SESSION_LIMIT;
  if (value === undefined || value === '') return undefined;
  const count = Number(value);
  if (!/^[0-9]+$/.test(value) || !Number.isSafeInteger(count) || count < 1)
    throw new Error(`MOCK_SESSION_LIMIT must be a whole number from 1, got ${value.slice(0, 40)}`);
  return count;
}

/** How long an unused session is kept (MOCK_SESSION_IDLE, in minutes), in ms, or undefined for the default (30 min). */
export function sessionIdleMsFromEnv(): number | undefined {
  const value = process.env.MOCK_SESSION_IDLE;
  if (value === undefined || value === '') return undefined;
  const minutes = Number(value);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(value) || !(minutes > 0) || minutes > 7 * 24 * 60)
    throw new Error(
      `MOCK_SESSION_IDLE must be minutes, more than 0 and at most 10080 (a week), got ${value.slice(0, 40)}`,
    );
  return minutes * 60_000;
}

/** The name answers give in X-Mock-Replica (MOCK_REPLICA), or undefined for the host name. */
export function replicaFromEnv(): string | undefined {
  const value = process.env.MOCK_REPLICA;
  if (value === undefined || value === '') return undefined;
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(value))
    throw new Error(`MOCK_REPLICA must be 1–64 characters of A–Z a–z 0–9 . _ -, got ${value.slice(0, 40)}`);
  return value;
}
