import { DEMO_OTP, type OtpMode } from '../core/otp.ts';
import { DEMO_IDENTITIES } from '../core/identities.ts';
import { DRIFT_KINDS, type DriftKind } from '../core/drift.ts';
import type { MockWorld } from '../core/world.ts';
import { otpSubject } from '../domain/otp-subject.ts';
import { applyScenario, findScenario, SCENARIOS, unknownScenarioMessage } from '../scenarios/index.ts';
import { checkFault } from './fault-check.ts';
import { unknownFieldMessage } from './unknown-field.ts';
import { readSnapshot } from './snapshot/read-snapshot.ts';
import { restoreSnapshot } from './snapshot/restore-snapshot.ts';
import { takeSnapshot } from './snapshot/take-snapshot.ts';
import { DEMO_LINKS } from '../seed/seed-links.ts';

/** What the control API can do, without HTTP: the Fastify routes and tests both call these. */
export type ControlResult = { status: number; body: unknown; headers?: Record<string, string> };

const ok = (body: unknown, status = 200): ControlResult => ({ status, body });
const invalid = (message: string): ControlResult => ({ status: 400, body: { message } });
const notFound = (message: string): ControlResult => ({ status: 404, body: { message } });
const DRIFT_FIELDS = ['operationId', 'kind'];
/** What GET /__mock/violations says while answers go unchecked. */
export const NOT_CHECKED =
  'Answers are not being checked against the contract (MOCK_VALIDATE_RESPONSES=off, the default outside CI), so this list stays empty: start the mock with MOCK_VALIDATE_RESPONSES=warn to collect violations here, or open the console (/__mock/console/), which checks every answer while it is open.';
/** The clock moves at most ten years at a time (dates stay within what the upstream writes). */
const MAX_ADVANCE_MS = 10 * 365 * 24 * 60 * 60 * 1000;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export const control = {
  /** Back to the seed, in the current scenario (its faults, latency and token lifetime come back too). */
  reset(world: MockWorld): ControlResult {
    applyScenario(world, findScenario(world.scenario) ?? SCENARIOS[0]!);
    return ok({ ok: true, jobs: world.jobs.size });
  },
  scenario(world: MockWorld): ControlResult {
    return ok({
      current: world.scenario,
      scenarios: SCENARIOS.map(({ name, description }) => ({ name, description })),
    });
  },
  setScenario(world: MockWorld, body: unknown): ControlResult {
    const name = isRecord(body) ? body.name : undefined;
    if (typeof name !== 'string') return invalid(`name is required: one of ${SCENARIOS.map((s) => s.name).join(', ')}`);
    const scenario = findScenario(name);
    if (!scenario) return invalid(unknownScenarioMessage(name.slice(0, 100)));
    applyScenario(world, scenario);
    return ok({ current: scenario.name, jobs: world.jobs.size });
  },
  snapshot(world: MockWorld): ControlResult {
    return ok(takeSnapshot(world));
  },
  restoreSnapshot(world: MockWorld, body: unknown, knownOperation: (id: string) => boolean): ControlResult {
    const read = readSnapshot(body, { knownOperation, maxJobCount: Math.max(world.options.jobCount, 100_000) });
    if ('message' in read) return invalid(read.message);
    restoreSnapshot(world, read.snapshot);
    return ok({
      restored: true,
      scenario: world.scenario,
      jobs: world.jobs.size,
      now: new Date(world.clock.now()).toISOString(),
    });
  },
  demo(world: MockWorld): ControlResult {
    return ok({ ...DEMO_IDENTITIES, otp: world.otp.mode === 'fixed' ? DEMO_OTP : null, links: DEMO_LINKS });
  },
  lastOtp(world: MockWorld, query: { mobileNumber?: string; emailId?: string }): ControlResult {
    const subject = otpSubject({ ...query, isClient: Boolean(query.emailId) });
    if (subject.kind === 'invalid') return invalid(subject.message);
    const otp = world.otp.last(subject.key);
    return otp
      ? ok({ otp })
      : { status: 404, body: { message: `No OTP was issued for ${query.emailId ?? query.mobileNumber}` } };
  },
  /** The codes issued lately, newest first: to whom, which, when, and whether used, replaced, expired or waiting. */
  codes(world: MockWorld): ControlResult {
    const now = world.clock.now();
    const iso = (at: number) => new Date(at).toISOString();
    const seen = new Set<string>();
    const codes = world.otp.issued().map(({ key, code, issuedAt, expiresAt, usedAt }) => {
      const latest = !seen.has(key);
      seen.add(key);
      const state =
        usedAt !== undefined
          ? 'used'
          : !latest
            ? 'replaced'
            : world.otp.isLocked(key)
              ? 'locked'
              : expiresAt <= now
                ? 'expired'
                : 'waiting';
      const split = key.indexOf(':');
      return {
        kind: key.slice(0, split),
        to: key.slice(split + 1),
        code,
        issuedAt: iso(issuedAt),
        expiresAt: iso(expiresAt),
        usedAt: usedAt === undefined ? null : iso(usedAt),
        state,
      };
    });
    return ok({ mode: world.otp.mode, codes });
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
  addFault(world: MockWorld, body: unknown, knownOperation: (id: string) => boolean): ControlResult {
    const checked = checkFault(body, knownOperation);
    if ('message' in checked) return invalid(checked.message);
    world.faults.add(checked.fault);
    return ok({ faults: world.faults.list() }, 201);
  },
  removeFault(world: MockWorld, id: string): ControlResult {
    if (!world.faults.remove(id))
      return notFound(`No fault '${id.slice(0, 40)}' is in force: GET /__mock/faults lists them with their ids`);
    return ok({ faults: world.faults.list() });
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
    const unknown = isRecord(body) ? Object.keys(body).find((key) => !DRIFT_FIELDS.includes(key)) : undefined;
    if (unknown !== undefined) return invalid(unknownFieldMessage(unknown, 'a drift', DRIFT_FIELDS));
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
  removeDrift(world: MockWorld, operationId: string): ControlResult {
    if (!world.drift.remove(operationId))
      return notFound(`No drift is set for '${operationId.slice(0, 100)}': GET /__mock/drift lists those in force`);
    return ok({ drift: world.drift.list() });
  },
  /** What broke the contract, and whether answers are being checked at all (off: the list stays empty). */
  violations(world: MockWorld): ControlResult {
    const checking = world.options.validateResponses;
    return ok({
      violations: [...world.violations],
      checking,
      ...(checking === 'off' ? { message: NOT_CHECKED } : {}),
    });
  },
  /** Stored files against their total, and the candidates sign-ins created against their bound. */
  usage(world: MockWorld): ControlResult {
    return ok({
      storage: world.files.usage(),
      newCandidates: { count: world.newCandidates.size, limit: world.newCandidates.limit },
    });
  },
  /** Liveness, and the session the caller's calls go to (its header, else its browser's cookie; null: the default world). */
  health(world: MockWorld): ControlResult {
    return ok({
      status: 'ok',
      jobs: world.jobs.size,
      now: new Date(world.clock.now()).toISOString(),
      session: world.session,
    });
  },
};
