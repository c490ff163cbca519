import { loadOperations } from '../contract/load-contract.ts';
import { control, type ControlResult } from '../control/control-api.ts';
import { MAX_SNAPSHOT_BYTES } from '../control/snapshot/snapshot.ts';
import type { MockWorld } from '../core/world.ts';
import { sessionControl } from '../sessions/session-control.ts';
import type { WorldRegistry } from '../sessions/world-registry.ts';
import { consoleHubOf, type StreamClient } from '../watch/console-hub.ts';
import { coverageOf } from '../watch/coverage.ts';
import { lastEventId } from '../watch/event-stream.ts';

export type ControlMethod = 'get' | 'post' | 'put' | 'delete';

/** One control call as an adapter hands it over: the caller's world (its session's), the registry, and what was sent. */
export interface ControlCall {
  world: MockWorld;
  worlds: WorldRegistry;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  body: unknown;
}

export interface ControlRoute {
  method: ControlMethod;
  /** With `:name` parameters, as Fastify and MSW both read them. */
  path: string;
  /** 'registry': about sessions themselves, so the caller's session is not looked up (nor started). */
  scope: 'world' | 'registry';
  /** Largest body read (the JSON default, 1 MiB, otherwise). */
  bodyLimit?: number;
  run(call: ControlCall): ControlResult;
}

const known = new Set(loadOperations().map((operation) => operation.operationId));
const knownOperation = (id: string) => known.has(id);

const inWorld = (method: ControlMethod, path: string, run: (call: ControlCall) => ControlResult): ControlRoute => ({
  method,
  path,
  scope: 'world',
  run,
});

/** Process figures where there is a process (not in the demo build's page). */
function processMemory(): { rssBytes: number; heapUsedBytes: number } | undefined {
  if (typeof process === 'undefined' || typeof process.memoryUsage !== 'function') return undefined;
  const { rss, heapUsed } = process.memoryUsage();
  return { rssBytes: rss, heapUsedBytes: heapUsed };
}

/** Every route of the control API (openapi/mock-control.yaml), for both adapters: one table, one behaviour. */
export const CONTROL_ROUTES: readonly ControlRoute[] = [
  inWorld('post', '/__mock/reset', ({ world }) => control.reset(world)),
  inWorld('get', '/__mock/demo', ({ world }) => control.demo(world)),
  inWorld('get', '/__mock/otp', ({ world, query }) => control.lastOtp(world, query)),
  inWorld('get', '/__mock/otp/codes', ({ world }) => control.codes(world)),
  inWorld('post', '/__mock/otp/mode', ({ world, body }) => control.setOtpMode(world, body)),
  inWorld('get', '/__mock/clock', ({ world }) => control.clock(world)),
  inWorld('post', '/__mock/clock', ({ world, body }) => control.advanceClock(world, body)),
  inWorld('post', '/__mock/tokens/expire', ({ world }) => control.expireTokens(world)),
  inWorld('get', '/__mock/faults', ({ world }) => control.faults(world)),
  inWorld('post', '/__mock/faults', ({ world, body }) => control.addFault(world, body, knownOperation)),
  inWorld('delete', '/__mock/faults', ({ world }) => control.clearFaults(world)),
  inWorld('delete', '/__mock/faults/:id', ({ world, params }) => control.removeFault(world, params.id ?? '')),
  inWorld('get', '/__mock/requests', ({ world }) => control.requests(world)),
  inWorld('delete', '/__mock/requests', ({ world }) => control.clearRequests(world)),
  inWorld('get', '/__mock/drift', ({ world }) => control.drift(world)),
  inWorld('post', '/__mock/drift', ({ world, body }) => control.setDrift(world, body, knownOperation)),
  inWorld('delete', '/__mock/drift', ({ world }) => control.clearDrift(world)),
  inWorld('delete', '/__mock/drift/:operationId', ({ world, params }) =>
    control.removeDrift(world, params.operationId ?? ''),
  ),
  inWorld('get', '/__mock/coverage', ({ world }) => ({ status: 200, body: coverageOf(world) })),
  inWorld('get', '/__mock/violations', ({ world }) => control.violations(world)),
  inWorld('get', '/__mock/health', ({ world, worlds }) => {
    const health = control.health(world);
    return {
      ...health,
      body: {
        ...(health.body as object),
        replica: worlds.instance.replica,
        instance: worlds.instance.id,
        sessions: worlds.size,
      },
    };
  }),
  inWorld('get', '/__mock/usage', ({ world, worlds }) => {
    const usage = control.usage(world);
    return {
      ...usage,
      body: {
        ...(usage.body as object),
        sessions: {
          count: worlds.size,
          limit: worlds.limit,
          idleMinutes: worlds.idleMs / 60_000,
          estimatedBytes: worlds.estimatedBytes(),
        },
      },
    };
  }),
  inWorld('get', '/__mock/scenario', ({ world }) => control.scenario(world)),
  inWorld('post', '/__mock/scenario', ({ world, body }) => control.setScenario(world, body)),
  inWorld('get', '/__mock/snapshot', ({ world }) => control.snapshot(world)),
  {
    ...inWorld('put', '/__mock/snapshot', ({ world, body }) => control.restoreSnapshot(world, body, knownOperation)),
    bodyLimit: MAX_SNAPSHOT_BYTES,
  },
  {
    method: 'post',
    path: '/__mock/sessions',
    scope: 'registry',
    bodyLimit: MAX_SNAPSHOT_BYTES,
    run: ({ worlds, body }) => sessionControl.create(worlds, body),
  },
  {
    method: 'get',
    path: '/__mock/sessions',
    scope: 'registry',
    run: ({ worlds }) => {
      const listed = sessionControl.list(worlds);
      const memory = processMemory();
      const body = { ...(listed.body as object), consoleBytes: consoleBytes(worlds) };
      return { ...listed, body: memory ? { ...body, process: memory } : body };
    },
  },
  {
    method: 'delete',
    path: '/__mock/sessions/:id',
    scope: 'registry',
    run: ({ worlds, params }) => sessionControl.end(worlds, params.id ?? ''),
  },
  {
    method: 'get',
    path: '/__mock/sessions/:id/join',
    scope: 'registry',
    run: ({ params }) => sessionControl.join(params.id ?? ''),
  },
  {
    method: 'get',
    path: '/__mock/sessions/:id/leave',
    scope: 'registry',
    run: ({ params }) => sessionControl.leave(params.id ?? ''),
  },
  {
    method: 'get',
    path: '/__mock/console/calls/:id',
    scope: 'registry',
    run: ({ worlds, params }) => {
      const id = /^[0-9]{1,15}$/.test(params.id ?? '') ? Number(params.id) : undefined;
      const details = id === undefined ? undefined : consoleHubOf(worlds).details(id);
      return details
        ? { status: 200, body: details }
        : {
            status: 404,
            body: {
              message: `No call ${String(params.id).slice(0, 20)} is kept: the console keeps each session's last 200 calls (2 MB) while it is open`,
            },
          };
    },
  },
];

/** Bytes the console's kept calls hold, per session ('' for the default world), for GET /__mock/sessions. */
function consoleBytes(worlds: WorldRegistry): Record<string, number> {
  return Object.fromEntries([...consoleHubOf(worlds).keptBytes()].map(([session, bytes]) => [session ?? '', bytes]));
}

/** One control call as an adapter read it: the session it names (header, cookie) and what was sent. */
export interface ControlInput {
  sessionHeader: string | string[] | undefined;
  cookies: string | undefined;
  query: Record<string, string | undefined>;
  params: Record<string, string>;
  body: unknown;
}

/**
 * Runs a control route for both adapters: in the caller's session's world (its header or cookie; a malformed or lost
 * session is refused as an operation would be), or about the sessions themselves; a change that succeeded is pushed to
 * every open console.
 */
export function runControlRoute(route: ControlRoute, worlds: WorldRegistry, input: ControlInput): ControlResult {
  const call = { worlds, query: input.query, params: input.params, body: input.body };
  let session: string | null = null;
  let result: ControlResult;
  if (route.scope === 'registry') {
    result = route.run({ ...call, world: worlds.defaultWorld });
    session = input.params.id ?? (result.body as { id?: string } | undefined)?.id ?? null;
  } else {
    const resolved = worlds.forCall(input.sessionHeader, input.cookies);
    if ('refusal' in resolved) return { status: resolved.refusal.status, body: resolved.refusal.body };
    result = route.run({ ...call, world: resolved.world });
    session = resolved.world.session;
  }
  if (route.method !== 'get' && result.status < 400)
    consoleHubOf(worlds).controlChanged({ session, method: route.method.toUpperCase(), path: route.path });
  return result;
}

/** The console's stream of calls and changes (server-sent events): each adapter writes it its own way. */
export const CONSOLE_EVENTS_PATH = '/__mock/console/events';

/** Connects a console's stream; answers the function that disconnects it. */
export function openConsoleStream(
  worlds: WorldRegistry,
  client: StreamClient,
  lastEvent: string | string[] | null | undefined,
): () => void {
  return consoleHubOf(worlds).connect(client, lastEventId(lastEvent));
}

/** The stream's answer headers (the socket's own: no hook adds them to a stream). */
export const CONSOLE_STREAM_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  // A proxy (npm run dev's, nginx) must pass each event on as it comes.
  'x-accel-buffering': 'no',
};
