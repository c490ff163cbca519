import { KYC_COMPLETE_CANDIDATE_ID } from '#mock/core/identities.ts';
import type { Snapshot } from '#mock/control/snapshot/snapshot.ts';
import { runJourney, type SoakContext } from './journeys.ts';
import { rssVerdict, type RssVerdict } from './rss-trend.ts';
import { SESSION_HEADER } from '#mock/sessions/session-id.ts';
import { compareSeeded, numbersIn, type SeededComparison } from './seeded-diff.ts';
import { newTally, noteUnexpected, soakClient, UnexpectedAnswer, type Tally } from './soak-client.ts';
import { largeResume, MIX, POOL, poolNumber, REFERRED, WORKERS, type JourneyName } from './soak-mix.ts';

export interface SoakOptions {
  /** The mock's origin, http://127.0.0.1:port. */
  origin: string;
  seconds: number;
  /** Turns each worker takes at most (one journey a turn); without it, the workers go on until `seconds` are up. */
  rounds?: number;
  /** Seconds between two RSS samples (the first is taken before the journeys start, the last after they end). */
  sampleEveryS?: number;
  /** The mock's resident memory now, in bytes: sampled every sampleEveryS when given. */
  rss?(): Promise<number>;
}

export interface SoakResult {
  seconds: number;
  tally: Tally;
  journeys: Record<JourneyName, { done: number; failed: number }>;
  /** RSS samples in bytes, one every sampleEveryS (none when the soak was not given `rss`). */
  rss: number[];
  /** Whether the RSS levelled off (when sampled). */
  verdict?: RssVerdict;
  /** Every session's seeded data, compared with its own start. */
  seeded: SeededComparison;
  /** The soak's sessions, one per worker. */
  sessions: string[];
  /** Numbers one session's journeys wrote that turned up in another session's world, as 'number in session'. */
  crossTalk: string[];
  /** Whether the default world, which no journey uses, came out exactly as it went in. */
  defaultUntouched: boolean;
}

/** A hard cap on requests besides the time (a soak is bounded in count and time). */
const MAX_REQUESTS = 5_000_000;
/**
 * The candidates whose data the soak changes on purpose, left out of the comparison: the KYC-complete one claims.
 * (Every other write goes to the soak's own new candidates; the client's feedback only to their interviews.)
 */
const EXCLUDED = new Set([KYC_COMPLETE_CANDIDATE_ID]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function snapshotOf(origin: string, session?: string): Promise<Snapshot> {
  const answer = await fetch(`${origin}/__mock/snapshot`, {
    headers: session === undefined ? {} : { [SESSION_HEADER]: session },
  });
  if (!answer.ok) throw new Error(`GET /__mock/snapshot answered ${answer.status}`);
  return (await answer.json()) as Snapshot;
}

/** One journey at a time per subject (a number or an address): a second code sent would replace the first. */
function exclusiveBySubject(): SoakContext['exclusive'] {
  const tails = new Map<string, Promise<unknown>>();
  return (subject, work) => {
    const previous = tails.get(subject) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    tails.set(subject, tail);
    void tail.then(() => {
      if (tails.get(subject) === tail) tails.delete(subject);
    });
    return next;
  };
}

/** Two snapshots of one world hold the same state (the mock time aside: it runs with the wall clock). */
const sameState = (a: Snapshot, b: Snapshot) =>
  JSON.stringify({ ...a, clock: null }) === JSON.stringify({ ...b, clock: null });

/** The pool numbers of other workers found in a session's world: its journeys' writes seen where they do not belong. */
function strangersIn(snapshot: Snapshot, worker: number, session: string): string[] {
  const own = new Set(POOL.filter((_, i) => Math.floor(i / (POOL.length / WORKERS)) === worker));
  const present = numbersIn(snapshot);
  return POOL.filter((n) => !own.has(n) && present.has(n)).map((n) => `${n} in ${session}`);
}

/**
 * The product's mix of journeys on WORKERS workers, back to back for `seconds`, each worker in a mock session of its
 * own: snapshots first, journeys with RSS sampled as they run, then each session's snapshot again and every seeded
 * candidate's data compared with its first, each session checked for another's writes, and the default world (which
 * no journey uses) compared whole.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const sessions = Array.from({ length: WORKERS }, (_, i) => `soak-${i}-${process.pid}`);
  const defaultStart = await snapshotOf(options.origin);
  const starts = await Promise.all(sessions.map((session) => snapshotOf(options.origin, session)));
  const known = numbersIn(defaultStart);
  const taken = [...POOL, ...REFERRED].filter((n) => known.has(n));
  if (taken.length > 0) throw new Error(`the soak's numbers are already in the seeded data: ${taken.join(', ')}`);

  const tally = newTally();
  const exclusive = exclusiveBySubject();
  const resume = largeResume();
  const contexts: SoakContext[] = sessions.map((session) => ({
    client: soakClient(options.origin, tally, session),
    tally,
    resume,
    exclusive,
    interviews: [],
    visits: new Map(),
  }));
  const journeys = Object.fromEntries(MIX.map((name) => [name, { done: 0, failed: 0 }])) as SoakResult['journeys'];
  const deadline = performance.now() + options.seconds * 1000;
  const running = () => performance.now() < deadline && tally.requests < MAX_REQUESTS;

  async function worker(index: number): Promise<void> {
    let newVisits = 0;
    for (let turn = 0; running() && turn < (options.rounds ?? Infinity); turn++) {
      const name = MIX[(turn + index) % MIX.length]!;
      const number = poolNumber(index, name === 'new candidate' ? newVisits++ : 0);
      try {
        await runJourney(contexts[index]!, name, number);
        journeys[name].done += 1;
      } catch (error) {
        journeys[name].failed += 1;
        if (!(error instanceof UnexpectedAnswer)) noteUnexpected(tally, `${name}: ${String(error)}`);
      }
    }
  }

  // Samples at 0, S, 2S, … while the journeys run, and one more once they have ended.
  const { rss: rssNow, sampleEveryS = 1 } = options;
  const rss: number[] = rssNow ? [await rssNow()] : [];
  const began = performance.now();
  let finished = false;
  const sampler = (async () => {
    for (let next = 1; rssNow && !finished; await sleep(100)) {
      if (performance.now() - began < next * sampleEveryS * 1000 || !running()) continue;
      rss.push(await rssNow());
      next += 1;
    }
  })();
  await Promise.all(Array.from({ length: WORKERS }, (_, i) => worker(i)));
  finished = true;
  await sampler;
  if (rssNow) rss.push(await rssNow());

  const ends = await Promise.all(sessions.map((session) => snapshotOf(options.origin, session)));
  const compared = ends.map((end, i) => compareSeeded(starts[i]!, end, EXCLUDED));
  const seeded: SeededComparison = {
    candidates: compared.reduce((sum, c) => sum + c.candidates, 0),
    rows: compared.reduce((sum, c) => sum + c.rows, 0),
    files: compared.reduce((sum, c) => sum + c.files, 0),
    differences: compared.flatMap((c, i) => c.differences.map((d) => `${sessions[i]}: ${d}`)),
  };
  const crossTalk = ends.flatMap((end, i) => strangersIn(end, i, sessions[i]!));
  const defaultUntouched = sameState(await snapshotOf(options.origin), defaultStart);
  await Promise.all(
    sessions.map((session) => fetch(`${options.origin}/__mock/sessions/${session}`, { method: 'DELETE' })),
  );
  return {
    seconds: options.seconds,
    tally,
    journeys,
    rss,
    verdict: rssNow ? rssVerdict(rss) : undefined,
    seeded,
    sessions,
    crossTalk,
    defaultUntouched,
  };
}
