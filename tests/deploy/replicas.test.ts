import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplica, type Replica } from '../../scripts/lib/mock-replica.ts';
import { startBalancer, type Balancer } from '../../scripts/lib/nginx-balancer.ts';
import { REPLICA_HEADER } from '#mock/adapters/fastify/served-client-headers.ts';
import { SESSION_HEADER } from '#mock/sessions/session-id.ts';
import { appliedJobIds, applyJourney, sessionClient, signIn } from './support/session-journey.ts';

// `npm run test:scale`: three replicas of the mock behind Debian's nginx with deploy/nginx's configuration, all on
// loopback; 30 sessions in parallel, each a candidate's visit with writes; then a fourth replica added, one
// replica stopped, and the default replica stopped under a session it made itself.
const NGINX_PORT = 8380;
const PORTS: Record<string, number> = { 'mock-a': 8381, 'mock-b': 8382, 'mock-c': 8383, 'mock-d': 8384 };
const SESSIONS = 30;
/** Session ids whose place is read without a world being made (GET /__mock/sessions), to measure the ring. */
const PROBES = 300;
/** Every session signs the same number in: any answer leaking across sessions would show another's job. */
const MOBILE = '9000067890';

const sessionIds = Array.from({ length: SESSIONS }, (_, at) => `scale-${String(at + 1).padStart(2, '0')}`);
const probeIds = Array.from({ length: PROBES }, (_, at) => `probe-${at}`);

interface Held {
  replica: string;
  /** The jobs its candidate applied for where it lives now. */
  jobIds: number[];
}

let nginx: Balancer;
const replicas = new Map<string, Replica>();
/** Each session: where it lives, and what it wrote there. */
const held = new Map<string, Held>();

const start = async (name: string) => replicas.set(name, await startReplica(name, PORTS[name]!));
/** The running replicas in name order: the first is the default replica, the second stands by for it. */
const live = () => [...replicas.values()].sort((a, b) => a.name.localeCompare(b.name));

/** Which replica answers for a session id, read from a call that starts no world (the sessions list). */
async function placeOf(id: string): Promise<string> {
  const answer = await fetch(`${nginx.url}/__mock/sessions`, { headers: { [SESSION_HEADER]: id } });
  return answer.headers.get(REPLICA_HEADER) ?? '';
}

const placesOf = async (ids: readonly string[]) =>
  new Map(await Promise.all(ids.map(async (id) => [id, await placeOf(id)] as const)));

/** The candidate signs in again in the session and reads My Applications: what the session's world holds now. */
async function readBack(id: string): Promise<{ replica: string; jobIds: number[] }> {
  const session = sessionClient(nginx.url, id);
  const jobIds = await appliedJobIds(session, await signIn(session, MOBILE), MOBILE);
  expect(new Set(session.replicas).size).toBe(1);
  return { replica: session.replicas[0]!, jobIds };
}

/** A visit with writes in each session, all at once; what each wrote is kept in `held`. */
async function visitAll(ids: readonly string[]): Promise<void> {
  await Promise.all(
    ids.map(async (id) => {
      const session = sessionClient(nginx.url, id);
      const { jobId, applied } = await applyJourney(session, MOBILE, sessionIds.indexOf(id));
      expect(new Set(session.replicas), `${id} answered by one replica`).toEqual(new Set([session.replicas[0]]));
      const before = held.get(id);
      const jobIds = before && before.replica === session.replicas[0] ? [...before.jobIds, jobId] : [jobId];
      const byId = (a: number, b: number) => a - b;
      expect([...applied].sort(byId)).toEqual([...jobIds].sort(byId));
      held.set(id, { replica: session.replicas[0]!, jobIds });
    }),
  );
}

describe('replicas behind nginx, each session on one replica', () => {
  let generated: { id: string; replica: string; jobId: number };

  beforeAll(async () => {
    await Promise.all(['mock-a', 'mock-b', 'mock-c'].map(start));
    nginx = await startBalancer(NGINX_PORT, live(), { keepClientConnections: false });
  });
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all(live().map((replica) => replica.stop()));
  });

  it('sends requests without a session, and POST /__mock/sessions, to the named default replica', async () => {
    for (let call = 0; call < 5; call++)
      expect((await fetch(`${nginx.url}/__mock/health`)).headers.get(REPLICA_HEADER)).toBe('mock-a');
    const made = await fetch(`${nginx.url}/__mock/sessions`, { method: 'POST' });
    expect(made.status).toBe(201);
    const body = (await made.json()) as { id: string; replica: string };
    expect(body.id).toMatch(/^s-[0-9a-f]{8}-[0-9a-f]{16}$/);
    expect(body.replica).toBe('mock-a');
    const session = sessionClient(nginx.url, body.id);
    const { jobId, applied } = await applyJourney(session, MOBILE, 0);
    expect(applied).toEqual([jobId]);
    expect(new Set(session.replicas)).toEqual(new Set(['mock-a']));
    generated = { id: body.id, replica: body.replica, jobId };
  });

  it('keeps each of 30 sessions, run in parallel with writes, on one replica, and spreads them over all three', async () => {
    await visitAll(sessionIds);
    const used = new Set([...held.values()].map((session) => session.replica));
    expect(used).toEqual(new Set(['mock-a', 'mock-b', 'mock-c']));
    const placed = await placesOf(sessionIds);
    for (const id of sessionIds) expect(placed.get(id)).toBe(held.get(id)!.replica);
  });

  it('keeps sessions apart: each sees only its own writes, the default world none, a token works only where made', async () => {
    for (const id of sessionIds) expect((await readBack(id)).jobIds).toEqual(held.get(id)!.jobIds);
    const visitor = sessionClient(nginx.url);
    expect(await appliedJobIds(visitor, await signIn(visitor, MOBILE), MOBILE)).toEqual([]);
    // Two sessions on the same replica: one's token is refused in the other (and in the default world).
    const onOneReplica = (replica: string) => sessionIds.filter((id) => held.get(id)!.replica === replica);
    const [first, second] = ['mock-a', 'mock-b', 'mock-c'].map(onOneReplica).find((ids) => ids.length >= 2)!;
    const token = (await signIn(sessionClient(nginx.url, first), MOBILE)).service;
    for (const where of [sessionClient(nginx.url, second), sessionClient(nginx.url)]) {
      const answer = await where.client.GET('/candidate-services/api/v1/candidate/getDetailsWithMob/{mobile}', {
        params: { path: { mobile: MOBILE } },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.response.status).toBe(401);
    }
  });

  it('adding a fourth replica moves about a quarter of the sessions, each to the new one, not all', async () => {
    const ids = [...probeIds, ...sessionIds];
    const before = await placesOf(ids);
    await start('mock-d');
    await nginx.setReplicas(live());
    const after = await placesOf(ids);
    const moved = ids.filter((id) => before.get(id) !== after.get(id));
    for (const id of moved) expect(after.get(id), id).toBe('mock-d');
    const share = moved.length / ids.length;
    console.log(`a fourth replica moved ${moved.length} of ${ids.length} session ids (${(share * 100).toFixed(0)} %)`);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    // The sessions that moved start again on the new replica with an empty world; the others kept theirs.
    const movedSessions = sessionIds.filter((id) => moved.includes(id));
    expect(movedSessions.length).toBeGreaterThan(0);
    for (const id of sessionIds) {
      const now = await readBack(id);
      expect(now).toEqual(movedSessions.includes(id) ? { replica: 'mock-d', jobIds: [] } : held.get(id));
    }
    // Each moved session writes again where it lives now.
    await visitAll(movedSessions);
  });

  it('stopping one replica loses only the sessions it held; they go on, empty, elsewhere', async () => {
    const gone = [...held].filter(([, session]) => session.replica === 'mock-c').map(([id]) => id);
    expect(gone.length).toBeGreaterThan(0);
    await replicas.get('mock-c')!.stop();
    replicas.delete('mock-c');
    for (const id of sessionIds) {
      const now = await readBack(id);
      if (gone.includes(id)) {
        expect(now.replica).not.toBe('mock-c');
        expect(now.jobIds).toEqual([]);
      } else expect(now).toEqual(held.get(id));
    }
  });

  it('a session the mock generated, whose replica is gone, is answered 410 saying so, not served by an empty world', async () => {
    await replicas.get(generated.replica)!.stop();
    replicas.delete(generated.replica);
    const answer = await fetch(`${nginx.url}/__mock/health`, { headers: { [SESSION_HEADER]: generated.id } });
    expect(answer.status).toBe(410);
    expect(answer.headers.get(REPLICA_HEADER)).toBe('mock-b');
    const { message } = (await answer.json()) as { message: string };
    const instance = generated.id.split('-')[1]!;
    expect(message).toMatch(
      new RegExp(
        `^Session '${generated.id}' was created by mock instance ${instance}, which is not this one \\(mock-b, instance [0-9a-f]{8}\\): its world is lost .*Create a new session\\.$`,
      ),
    );
    // Requests without a session go on to the replica standing by.
    expect((await fetch(`${nginx.url}/__mock/health`)).headers.get(REPLICA_HEADER)).toBe('mock-b');
  });
});
