import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSoak, type SoakResult } from '../../scripts/bench/soak/run-soak.ts';
import { RSS_CLIMB_TOLERANCE, RSS_LIMIT } from '../../scripts/bench/soak/rss-trend.ts';
import { serverErrors } from '../../scripts/bench/soak/soak-client.ts';
import { MIX, WORKERS } from '../../scripts/bench/soak/soak-mix.ts';
import { startChildServer, type ChildServer } from './support/child-server.ts';

// The product's real mix for a minute, as `npm run bench`'s soak section runs it for ten (scripts/bench/soak/):
// new candidates signing in, searching, uploading 5 MB resumes, applying, referring; the demo candidate reading
// everything of theirs; the KYC-complete candidate claiming; the demo client deciding interviews. Nothing may answer
// 5xx, the mock's memory must level off under the bound, and every seeded candidate's data must come out exactly as
// it went in (the claiming candidate aside).

const MB = 1024 * 1024;
const SOAK_S = 60;
/** Twelve samples in the minute (and one after): the rule compares the medians of the middle and last four. */
const SAMPLE_EVERY_S = 5;

let server: ChildServer;
let result: SoakResult;
beforeAll(async () => {
  server = await startChildServer();
  result = await runSoak({
    origin: server.origin,
    seconds: SOAK_S,
    sampleEveryS: SAMPLE_EVERY_S,
    rss: async () => (await server.memory()).rss,
  });
  const { tally, rss, seeded } = result;
  console.info(
    `mix soak: ${tally.requests} requests in ${SOAK_S} s on ${WORKERS} workers, ${serverErrors(tally)} 5xx; ` +
      `journeys ${MIX.filter((n, i) => MIX.indexOf(n) === i)
        .map((n) => `${n} ${result.journeys[n].done}`)
        .join(', ')}; RSS (MB) ${rss.map((b) => Math.round(b / MB)).join(' · ')}; ` +
      `seeded: ${seeded.candidates} candidate(s), ${seeded.rows} rows, ${seeded.files} file(s), ${seeded.differences.length} differences`,
  );
}, 150_000);
afterAll(() => server?.stop());

describe(`${SOAK_S} s of the product's mixed journeys on ${WORKERS} workers`, () => {
  it('answer no 5xx, and every journey gets the answers it expects', () => {
    expect(serverErrors(result.tally)).toBe(0);
    expect(result.tally.networkErrors).toBe(0);
    expect(result.tally.examples).toEqual([]);
    for (const name of MIX) expect(result.journeys[name].done, name).toBeGreaterThan(0);
  });

  it(`keep the mock's RSS at most ${RSS_LIMIT / MB} MB and not still climbing in the last third`, () => {
    // Climbing: the median of the last third of the samples more than RSS_CLIMB_TOLERANCE above the middle third's.
    expect(result.verdict.peak).toBeLessThanOrEqual(RSS_LIMIT);
    expect(result.verdict.lastMedian - result.verdict.middleMedian).toBeLessThanOrEqual(RSS_CLIMB_TOLERANCE);
  });

  it("leave every seeded candidate's data (rows and stored files) byte for byte as it was, in every session", () => {
    expect(result.seeded.candidates).toBeGreaterThanOrEqual(WORKERS);
    expect(result.seeded.files).toBeGreaterThanOrEqual(WORKERS);
    expect(result.seeded.differences).toEqual([]);
  });

  it("run one session per worker, none seeing another's writes, and leave the default world exactly as it was", () => {
    expect(result.sessions).toHaveLength(WORKERS);
    expect(result.crossTalk).toEqual([]);
    expect(result.defaultUntouched).toBe(true);
  });
});
