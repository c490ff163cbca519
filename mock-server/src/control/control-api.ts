import { DEMO_OTP, type OtpMode } from '../core/otp.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import { DRIFT_KINDS, type DriftKind } from '../core/drift.ts';
import type { FaultSpec } from '../core/faults.ts';
import type { MockWorld } from '../core/world.ts';
import { otpSubject } from '../domain/otp-subject.ts';
import { resetWorld } from '../seed/index.ts';
import { MAX_BODY_DEPTH, MAX_BODY_VALUES, withinJsonBounds } from './json-depth.ts';
import { DEMO_LINKS } from '../seed/seed-links.ts';

/** What the control API can do, without HTTP: the Fastify routes and tests both call these. */
export type ControlResult = { status: number; body: unknown };

const ok = (body: unknown, status = 200): ControlResult => ({ status, body });
const invalid = (message: string): ControlResult => ({ status: 400, body: { message } });
/** The clock moves at most ten years at a time (dates stay within what the upstream writes). */
const MAX_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;
/** Largest delay (ms) or count a fault takes: a day, which is also below the largest timer Node keeps. */
const MAX_FAULT_NUMBER = 86_400_000;
/** Longer than any operationId of the contract ('*' stands for all). */
const MAX_OPERATION_ID = 100;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const control = {
  reset(world: MockWorld): ControlResult {
    resetWorld(world);
    return ok({ ok: true, jobs: world.jobs.size });
  },
  demo(world: MockWorld): ControlResult {
    return ok({ ...DEMO_IDENTITIES, otp: world.otp.mode === 'fixed' ? DEMO_OTP : null, links: DEMO_LINKS });
  },
  lastOtp(world: MockWorld, query: { mobileNumber?: string; emailId?: string }): ControlResult {
    const subject = otpSubject({ ...query, isClient: Boolean(query.emailId) });
    if (subject.kind === 'invalid') return invalid(subject.message);
    const otp = world.otp.last(subject.key);
    return otp ? ok({ otp }) : { status: 404, body: { message: `No OTP was issued for ${query.emailId ?? query.mobileNumber}` } };
  },
  setOtpMode(world: MockWorld, body: unknown): ControlResult {
    const mode = isRecord(body) ? body.mode : undefined;
    if (mode !== 'fixed' && mode !== 'random') return invalid("mode must be 'fixed' or 'random'");
    world.otp.mode = mode as OtpMode;
    return ok({ mode });
  },
  advanceClock(world: MockWorld, body: unknown): ControlResult {
    const advanceMs = isRecord(body) ? body.advanceMs : undefined;
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0 || advanceMs > MAX_ADVANCE_MS) {
      return invalid(`advanceMs must be a number of milliseconds from 0 to ${MAX_ADVANCE_MS}`);
    }
    world.clock.advance(advanceMs);
    return ok({ now: new Date(world.clock.now()).toISOString() });
  },
  clock(world: MockWorld): ControlResult {
    return ok({ now: new Date(world.clock.now()).toISOString() });
  },
  expireTokens(world: MockWorld): ControlResult {
    return ok({ expired: world.tokens.expireAll() });
  },
  addFault(world: MockWorld, body: unknown): ControlResult {
    if (!isRecord(body) || typeof body.operationId !== 'string' || typeof body.status !== 'number') {
      return invalid('operationId (string) and status (number) are required');
    }
    const { operationId, status, delayMs, times, probability } = body;
    if (!Number.isInteger(status) || (status !== 0 && (status < 200 || status > 599))) {
      return invalid('status must be 0 (delay only) or an HTTP status from 200 to 599');
    }
    for (const [name, value] of Object.entries({ delayMs, times, probability })) {
      if (value !== undefined && (typeof value !== 'number' || value < 0 || value > MAX_FAULT_NUMBER)) {
        return invalid(`${name} must be a number from 0 to ${MAX_FAULT_NUMBER}`);
      }
    }
    if (typeof probability === 'number' && probability > 1) return invalid('probability must be between 0 and 1');
    if (operationId.length > MAX_OPERATION_ID) return invalid(`operationId must be at most ${MAX_OPERATION_ID} characters`);
    if (!withinJsonBounds(body.body)) {
      return invalid(`body must nest at most ${MAX_BODY_DEPTH} levels deep and hold at most ${MAX_BODY_VALUES} values`);
    }
    world.faults.add({ operationId, status, body: body.body, delayMs, times, probability } as FaultSpec);
    return ok({ faults: world.faults.list() }, 201);
  },
  clearFaults(world: MockWorld): ControlResult {
    world.faults.clear();
    return ok({ faults: [] });
  },
  faults(world: MockWorld): ControlResult {
    return ok({ faults: world.faults.list() });
  },
  requests(world: MockWorld): ControlResult {
    return ok({ requests: world.log.list() });
  },
  clearRequests(world: MockWorld): ControlResult {
    world.log.clear();
    return ok({ requests: [] });
  },
  setDrift(world: MockWorld, body: unknown, knownOperation: (id: string) => boolean): ControlResult {
    if (!isRecord(body) || typeof body.operationId !== 'string' || !knownOperation(body.operationId)) {
      return invalid('operationId must name an operation of the contract');
    }
    if (!DRIFT_KINDS.includes(body.kind as DriftKind)) return invalid(`kind must be one of ${DRIFT_KINDS.join(', ')}`);
    world.drift.set(body.operationId, body.kind as DriftKind);
    return ok({ drift: world.drift.list() }, 201);
  },
  drift(world: MockWorld): ControlResult {
    return ok({ drift: world.drift.list() });
  },
  clearDrift(world: MockWorld): ControlResult {
    world.drift.clear();
    return ok({ drift: [] });
  },
  violations(world: MockWorld): ControlResult {
    return ok({ violations: [...world.violations] });
  },
  health(world: MockWorld): ControlResult {
    return ok({ status: 'ok', jobs: world.jobs.size, now: new Date(world.clock.now()).toISOString() });
  },
};
