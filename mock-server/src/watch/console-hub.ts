import type { TappedCall } from '../core/call-tap.ts';
import { BoundedMap } from '../core/bounded-map.ts';
import type { WorldRegistry } from '../sessions/world-registry.ts';
import { Budget } from './budget.ts';
import { CallRing } from './call-ring.ts';
import { recordOf, type CallRecord } from './call-record.ts';
import { detailsOf, type CallDetails } from './call-details.ts';
import { summaryOf } from './call-summary.ts';
import { keepAlive, sseEvent, streamStart } from './event-stream.ts';

/** A console's open stream, whatever the transport (a Fastify socket, a ReadableStream in the demo's page). */
export interface StreamClient {
  send(text: string): void;
  /** Bytes written but not yet taken by the client: a client that falls this far behind is dropped (it reconnects). */
  backlog(): number;
  close(): void;
}

/** A change made through the control API, pushed so every open console refreshes what it shows. */
export interface ControlChange {
  session: string | null;
  method: string;
  path: string;
}

/** Calls are sent in batches this often: a call is on every console within a second. */
export const FLUSH_MS = 100;
const HEARTBEAT_MS = 15_000;
/**
 * What the consoles are sent at most: 300 calls a second (bursts of 300), and 2 MB of answers a second (bursts of 4 MB;
 * checking an answer against the contract costs in proportion to its size). More than anyone reads: the calls beyond
 * are counted, not kept, checked or sent, so a console costs a mock under load a bounded amount of work.
 */
export const LISTED_CALLS_PER_SECOND = 300;
const LISTED_BYTES_PER_SECOND = 2 * 1024 * 1024;
/** What a call whose answer is not written ahead is counted as against the bytes (a handler's small object, mostly). */
const UNWRITTEN_ANSWER_BYTES = 1024;
/** Calls a console is sent when it connects, from the rings (the most recent). */
const BACKLOG_CALLS = 500;
/** Sessions whose calls are kept: the most recently active (each ring holds 200 calls or 2 MB). */
export const KEPT_SESSIONS = 64;
/** A console this far behind in reading is dropped: it reconnects and resumes from its last call. */
const MAX_CLIENT_BACKLOG_BYTES = 8 * 1024 * 1024;
const DEFAULT_WORLD = '';

/**
 * The developer console's side of the mock. While at least one console is connected it opens the registry's call tap
 * (so a mock nobody watches pays nothing more per call), keeps each session's last calls in a ring, and sends every
 * console the calls (with the contract's verdict) and the control changes, in batches every FLUSH_MS.
 */
export class ConsoleHub {
  private readonly clients = new Set<StreamClient>();
  private readonly rings = new BoundedMap<string, CallRing>(KEPT_SESSIONS);
  private nextId = 1;
  private pendingCalls: CallRecord[] = [];
  private skipped = 0;
  private readonly calls: Budget;
  private readonly bytes: Budget;
  private lastRing: string | undefined;
  private pendingChanges: ControlChange[] = [];
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly worlds: WorldRegistry,
    private readonly now: () => number = Date.now,
  ) {
    this.calls = new Budget(LISTED_CALLS_PER_SECOND, LISTED_CALLS_PER_SECOND, now);
    this.bytes = new Budget(LISTED_BYTES_PER_SECOND, 2 * LISTED_BYTES_PER_SECOND, now);
  }

  get connected(): number {
    return this.clients.size;
  }

  /**
   * A console connects: it is sent how the mock checks answers, then the calls kept since `after` (the last one a
   * reconnecting console saw), then every new call and change. Answers the function that disconnects it.
   */
  connect(client: StreamClient, after?: number): () => void {
    this.clients.add(client);
    if (this.clients.size === 1) {
      this.worlds.tap.open((call) => this.capture(call));
      this.heartbeat = setInterval(() => this.broadcast(keepAlive()), HEARTBEAT_MS);
      unref(this.heartbeat);
    }
    const backlog = this.keptAfter(after ?? 0).slice(-BACKLOG_CALLS);
    client.send(
      streamStart() +
        sseEvent('hello', {
          checking: this.worlds.defaultWorld.options.validateResponses,
          replica: this.worlds.instance.replica,
          instance: this.worlds.instance.id,
          resumed: after !== undefined,
        }) +
        (backlog.length > 0
          ? sseEvent('calls', { calls: backlog.map(summaryOf), dropped: 0 }, backlog.at(-1)!.id)
          : ''),
    );
    return () => this.disconnect(client);
  }

  /** A call the tap handed over: kept in its session's ring and queued for the next batch (counted beyond the budget). */
  capture(call: TappedCall): void {
    const answerBytes = call.response.jsonBytes?.byteLength ?? UNWRITTEN_ANSWER_BYTES;
    if (!this.calls.spend(1) || !this.bytes.spend(answerBytes)) {
      this.skipped += 1;
      this.schedule();
      return;
    }
    const record = recordOf(this.nextId++, call, this.now());
    const key = call.session ?? DEFAULT_WORLD;
    let ring = this.rings.get(key);
    // Set again (as the most recent) when another session was last: the most recently active sessions are kept.
    if (!ring || key !== this.lastRing) {
      ring ??= new CallRing();
      this.rings.set(key, ring);
    }
    this.lastRing = key;
    ring.add(record);
    this.pendingCalls.push(record);
    this.schedule();
  }

  /** A control call changed a world (or the sessions): every console refreshes that part. */
  controlChanged(change: ControlChange): void {
    const ended = /^\/__mock\/sessions\/:id$/.test(change.path) && change.method === 'DELETE';
    if (ended && change.session !== null) this.rings.delete(change.session);
    if (this.clients.size === 0) return;
    this.pendingChanges.push(change);
    this.schedule();
  }

  /** A kept call in full, or undefined once its ring has let it go. */
  details(id: number): CallDetails | undefined {
    for (const ring of this.rings.values()) {
      const record = ring.find(id);
      if (record) return detailsOf(record);
    }
    return undefined;
  }

  /** What the kept calls hold, per session (null: the default world). */
  keptBytes(): Map<string | null, number> {
    return new Map([...this.rings].map(([key, ring]) => [key === DEFAULT_WORLD ? null : key, ring.bytes]));
  }

  /** Ends every console's stream (the server is closing: an open stream would hold it up). */
  closeAll(): void {
    for (const client of [...this.clients]) {
      client.close();
      this.disconnect(client);
    }
  }

  private disconnect(client: StreamClient): void {
    if (!this.clients.delete(client) || this.clients.size > 0) return;
    this.worlds.tap.close();
    clearInterval(this.heartbeat);
    clearTimeout(this.flushTimer);
    this.flushTimer = undefined;
    this.pendingCalls = [];
    this.pendingChanges = [];
    this.skipped = 0;
  }

  private keptAfter(id: number): CallRecord[] {
    return [...this.rings.values()].flatMap((ring) => ring.after(id)).sort((a, b) => a.id - b.id);
  }

  private schedule(): void {
    if (this.flushTimer !== undefined) return;
    this.flushTimer = setTimeout(() => this.flush(), FLUSH_MS);
    unref(this.flushTimer);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const calls = this.pendingCalls;
    const changes = this.pendingChanges;
    const dropped = this.skipped;
    this.pendingCalls = [];
    this.pendingChanges = [];
    this.skipped = 0;
    let text = '';
    if (calls.length > 0 || dropped > 0)
      text += sseEvent('calls', { calls: calls.map(summaryOf), dropped }, calls.at(-1)?.id);
    if (changes.length > 0) text += sseEvent('control', { changes });
    if (text !== '') this.broadcast(text);
  }

  private broadcast(text: string): void {
    for (const client of [...this.clients]) {
      if (client.backlog() > MAX_CLIENT_BACKLOG_BYTES) {
        client.close();
        this.disconnect(client);
        continue;
      }
      client.send(text);
    }
  }
}

/** Node's timers can be let go of so an idle stream does not keep a process alive; a page's cannot. */
function unref(timer: unknown): void {
  (timer as { unref?: () => void }).unref?.();
}

const hubs = new WeakMap<WorldRegistry, ConsoleHub>();

/** The hub of a registry's consoles, made the first time it is asked for: both adapters and the control routes share it. */
export function consoleHubOf(worlds: WorldRegistry): ConsoleHub {
  let hub = hubs.get(worlds);
  if (!hub) {
    hub = new ConsoleHub(worlds);
    hubs.set(worlds, hub);
  }
  return hub;
}
