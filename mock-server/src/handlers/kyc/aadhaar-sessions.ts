import { BoundedMap } from '../../core/bounded-map.ts';
import { DEMO_OTP } from '../../core/otp.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Db } from '../../store/db.ts';

/** An Aadhaar one-time code request, answered by refId. */
interface AadhaarOtpSession {
  aadhaarNumber: string;
  code: string;
  expiresAt: number;
}

const AADHAAR_OTP_TTL_MS = 10 * 60 * 1000;
/** Open sessions kept at once; beyond it the oldest are forgotten (expired ones go whenever a session opens). */
const MAX_SESSIONS = 10_000;

// Keyed by the store: a reset replaces world.db, which drops every pending session with it.
const sessions = new WeakMap<Db, BoundedMap<string, AadhaarOtpSession>>();

function sessionsOf(world: MockWorld): BoundedMap<string, AadhaarOtpSession> {
  let map = sessions.get(world.db);
  if (!map) {
    map = new BoundedMap(MAX_SESSIONS);
    sessions.set(world.db, map);
  }
  return map;
}

export function openAadhaarSession(world: MockWorld, aadhaarNumber: string): string {
  const refId = String(5_300_000 + world.nextId('aadhaarRef'));
  const now = world.clock.now();
  const open = sessionsOf(world);
  open.deleteWhere((session) => session.expiresAt <= now);
  // The Aadhaar code is always the demo code.
  open.set(refId, { aadhaarNumber, code: DEMO_OTP, expiresAt: now + AADHAAR_OTP_TTL_MS });
  return refId;
}

/** The live session of a refId (expired ones are dropped). */
export function findAadhaarSession(world: MockWorld, refId: string): AadhaarOtpSession | undefined {
  const map = sessionsOf(world);
  const session = map.get(refId);
  if (session && session.expiresAt <= world.clock.now()) {
    map.delete(refId);
    return undefined;
  }
  return session;
}

export function closeAadhaarSession(world: MockWorld, refId: string): void {
  sessionsOf(world).delete(refId);
}
