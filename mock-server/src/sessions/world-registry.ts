import { CallTap } from '../core/call-tap.ts';
import { error } from '../core/responses.ts';
import type { MockResponse } from '../core/types.ts';
import type { MockWorld } from '../core/world.ts';
import { generatedSessionId, generatorOf, newInstance, type MockInstance } from './instance.ts';
import { chosenSession } from './session-id.ts';
import { estimatedWorldBytes } from './world-size.ts';
import { startWorld, type SessionStart, type WorldStart } from './world-start.ts';

export const DEFAULT_SESSION_LIMIT = 1000;
export const DEFAULT_SESSION_IDLE_MS = 30 * 60 * 1000;

export interface SessionBounds {
  /** Sessions held at most (MOCK_SESSION_LIMIT); past it the least recently used is forgotten. */
  limit?: number;
  /** A session unused this long is forgotten (MOCK_SESSION_IDLE, in minutes there). */
  idleMs?: number;
}

interface Session {
  readonly world: MockWorld;
  readonly created: number;
  lastUsed: number;
  requests: number;
}

/** One session as GET /__mock/sessions lists it. */
export interface SessionInfo {
  id: string;
  created: string;
  lastUsed: string;
  requests: number;
  storedBytes: number;
  estimatedBytes: number;
  scenario: string;
  auth: string;
}

/** The world a call is for, or the answer it gets instead (a session whose world is gone). */
export type Resolved = { world: MockWorld } | { refusal: MockResponse };

/**
 * The worlds one mock serves: the default world (calls without a session; never forgotten) and one world per
 * session id, each made from the same start on first use (or by `create`), isolated from every other — its own
 * store, tokens, codes, files, clock, faults, drift, log and scenario; only the generated job tables, which never
 * change, are shared (store/job-tables.ts). Sessions are kept in order of last use, so the least recently used
 * is the first forgotten when the bound is reached, and any unused for the idle time is forgotten.
 */
export class WorldRegistry {
  readonly defaultWorld: MockWorld;
  readonly instance: MockInstance;
  readonly limit: number;
  readonly idleMs: number;
  /** Where every world's calls go while a console watches (shared: one console sees every session). */
  readonly tap = new CallTap();
  /** When the registry (and its default world) was made. */
  readonly created: number;
  private readonly sessions = new Map<string, Session>();
  private readonly defaultResolved: Resolved;

  constructor(
    private readonly start: WorldStart,
    options: SessionBounds & { defaultWorld?: MockWorld; instance?: MockInstance; now?: () => number } = {},
  ) {
    const made = options.defaultWorld ?? startWorld(start, null);
    if (typeof made === 'string') throw new Error(made);
    made.tap = this.tap;
    this.defaultWorld = made;
    this.defaultResolved = { world: made };
    this.instance = options.instance ?? newInstance();
    this.limit = options.limit ?? DEFAULT_SESSION_LIMIT;
    this.idleMs = options.idleMs ?? DEFAULT_SESSION_IDLE_MS;
    this.now = options.now ?? Date.now;
    this.created = this.now();
  }

  private readonly now: () => number;

  /** A registry whose default world is one already made; sessions start from its options (and its recorded answers). */
  static around(world: MockWorld, options: SessionBounds & { instance?: MockInstance } = {}): WorldRegistry {
    const start: WorldStart = { options: world.options, ...(world.replay ? { replay: world.replay } : {}) };
    return new WorldRegistry(start, { ...options, defaultWorld: world });
  }

  get size(): number {
    return this.sessions.size;
  }

  /**
   * The world for a call, from its X-Mock-Session header and Cookie header (as received): the default world
   * when it names no session; a 400 naming the header or cookie when the id breaks the rule.
   */
  forCall(header: string | string[] | undefined, cookies: string | undefined): Resolved {
    if (header === undefined && cookies === undefined) return this.defaultResolved;
    const choice = chosenSession(header, cookies);
    return 'problem' in choice ? { refusal: error(400, choice.problem) } : this.resolve(choice.id);
  }

  /** The world for a call naming `id` (null: the default world); an unknown id chosen by its user starts its world now. */
  resolve(id: string | null): Resolved {
    if (id === null) return this.defaultResolved;
    const now = this.now();
    let session = this.sessions.get(id);
    if (session && now - session.lastUsed > this.idleMs) {
      this.sessions.delete(id);
      session = undefined;
    }
    if (!session) {
      const lost = this.lostSession(id);
      if (lost) return { refusal: lost };
      const made = this.add(id, {});
      // The start was proven when the default world was made from it: failing now is a fault of the mock's own.
      if (typeof made === 'string') throw new Error(`Starting session '${id}': ${made}`);
      session = made;
    } else {
      // Most recently used last: the first entry is the one to forget.
      this.sessions.delete(id);
      this.sessions.set(id, session);
    }
    session.lastUsed = now;
    session.requests += 1;
    return { world: session.world };
  }

  /** A session made on purpose (POST /__mock/sessions): a generated id unless one is given. */
  create(asked: SessionStart & { id?: string }): { info: SessionInfo } | { status: 400 | 409; message: string } {
    const id = asked.id ?? generatedSessionId(this.instance);
    if (this.sessions.has(id))
      return { status: 409, message: `Session '${id}' exists: end it first, or choose another id` };
    const made = this.add(id, asked);
    if (typeof made === 'string') return { status: 400, message: made };
    return { info: this.infoOf(id, made) };
  }

  /** Forgets a session: its world, and with it every token it issued. */
  end(id: string): boolean {
    return this.sessions.delete(id);
  }

  has(id: string): boolean {
    return this.sessions.has(id);
  }

  list(): SessionInfo[] {
    this.sweep();
    return [...this.sessions].map(([id, session]) => this.infoOf(id, session));
  }

  /** The default world as the sessions list shows it: made with the registry; its calls are those its log counted. */
  defaultInfo(): Omit<SessionInfo, 'id' | 'lastUsed'> {
    const world = this.defaultWorld;
    return {
      created: new Date(this.created).toISOString(),
      requests: world.log.total,
      storedBytes: world.files.usage().bytes,
      estimatedBytes: estimatedWorldBytes(world),
      scenario: world.scenario,
      auth: world.options.auth,
    };
  }

  /** Forgets every session unused for the idle time; answers how many. */
  sweep(): number {
    const now = this.now();
    let forgotten = 0;
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed <= this.idleMs) continue;
      this.sessions.delete(id);
      forgotten += 1;
    }
    return forgotten;
  }

  /** Every held world's estimated size, for GET /__mock/usage. */
  estimatedBytes(): number {
    let total = 0;
    for (const session of this.sessions.values()) total += estimatedWorldBytes(session.world);
    return total;
  }

  private add(id: string, asked: SessionStart): Session | string {
    const world = startWorld(this.start, id, asked);
    if (typeof world === 'string') return world;
    world.tap = this.tap;
    this.sweep();
    for (const oldest of this.sessions.keys()) {
      if (this.sessions.size < this.limit) break;
      this.sessions.delete(oldest);
    }
    const now = this.now();
    const session: Session = { world, created: now, lastUsed: now, requests: 0 };
    this.sessions.set(id, session);
    return session;
  }

  /**
   * Why a generated id this process does not hold cannot be served: another instance made it (a balancer moved
   * the session, or its replica restarted), or this one ended or forgot it. An id chosen by its user is simply
   * started again.
   */
  private lostSession(id: string): MockResponse | undefined {
    const maker = generatorOf(id);
    if (maker === undefined) return undefined;
    const here = `${this.instance.replica}, instance ${this.instance.id}`;
    return maker === this.instance.id
      ? error(
          410,
          `Session '${id}' has ended (ended, or forgotten after being unused or crowded out; ${here}): its world is gone. Create a new session.`,
        )
      : error(
          410,
          `Session '${id}' was created by mock instance ${maker}, which is not this one (${here}): its world is lost (the replica restarted, or the balancer moved the session). Create a new session.`,
        );
  }

  private infoOf(id: string, session: Session): SessionInfo {
    const { world } = session;
    return {
      id,
      created: new Date(session.created).toISOString(),
      lastUsed: new Date(session.lastUsed).toISOString(),
      requests: session.requests,
      storedBytes: world.files.usage().bytes,
      estimatedBytes: estimatedWorldBytes(world),
      scenario: world.scenario,
      auth: world.options.auth,
    };
  }
}

const registries = new WeakMap<MockWorld, WorldRegistry>();

/**
 * A registry as given, or the one around a world already made (the same one each time for that world, so the
 * control API and the operations served over it share their sessions).
 */
export function asRegistry(worlds: WorldRegistry | MockWorld): WorldRegistry {
  if (worlds instanceof WorldRegistry) return worlds;
  let registry = registries.get(worlds);
  if (!registry) {
    registry = WorldRegistry.around(worlds);
    registries.set(worlds, registry);
  }
  return registry;
}
