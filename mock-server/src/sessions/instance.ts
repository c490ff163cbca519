import { randomBytes } from 'node:crypto';

/**
 * This mock process: a random instance id drawn at start, and the replica name it reports (`X-Mock-Replica`; the
 * server takes MOCK_REPLICA, else the host name). Generated session ids carry the instance id, so a process asked about one it
 * did not make (its replica restarted, or a balancer moved the session) knows the session's world is elsewhere or
 * gone, and says so instead of serving an empty world under that id.
 */
export interface MockInstance {
  readonly id: string;
  readonly replica: string;
}

export function newInstance(replica = 'mock'): MockInstance {
  return { id: randomBytes(4).toString('hex'), replica };
}

const GENERATED = /^s-([0-9a-f]{8})-[0-9a-f]{16}$/;

/** A new session id of this instance: `s-<instance>-<16 hex digits>`. */
export const generatedSessionId = (instance: MockInstance) => `s-${instance.id}-${randomBytes(8).toString('hex')}`;

/** The instance that generated a session id, or undefined for an id chosen by its user. */
export const generatorOf = (id: string): string | undefined => GENERATED.exec(id)?.[1];
