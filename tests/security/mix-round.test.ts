import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { runSoak, type SoakResult } from '../../scripts/bench/soak/run-soak.ts';
import { serverErrors } from '../../scripts/bench/soak/soak-client.ts';
import { MIX, WORKERS } from '../../scripts/bench/soak/soak-mix.ts';

// One round of the product's real mix (scripts/bench/soak/), bounded in count: the workers, each in a mock session
// of its own, run three journeys of the mix apiece side by side, every journey of the mix among them — new candidates signing in,
// searching, uploading 5 MB resumes, applying, referring; the demo candidate reading everything of theirs; the
// KYC-complete candidate claiming; the demo client deciding interviews. Nothing may answer 5xx, every journey gets
// the answers it expects, and every seeded candidate's data comes out exactly as it went in (the claiming candidate
// aside). Whether the mock's memory levels off under ten minutes of it is the bench's soak (`npm run bench`).

/** Turns per worker: the workers start at different places in the mix, so three turns cover every journey of it. */
const ROUNDS = 3;
/** A cap besides the count: the round takes a few seconds. */
const TIME_CAP_S = 60;

let app: FastifyInstance;
let result: SoakResult;
beforeAll(async () => {
  app = await buildApp({ worldOptions: { jobCount: 200 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  result = await runSoak({ origin, seconds: TIME_CAP_S, rounds: ROUNDS });
}, 90_000);
afterAll(() => app?.close());

describe(`one round of the product's mixed journeys on ${WORKERS} workers`, () => {
  it('answers no 5xx, and every journey of the mix runs to its end in every worker with the answers it expects', () => {
    expect(serverErrors(result.tally)).toBe(0);
    expect(result.tally.networkErrors).toBe(0);
    expect(result.tally.examples).toEqual([]);
    for (const name of MIX) {
      expect(result.journeys[name].failed, name).toBe(0);
      expect(result.journeys[name].done, name).toBeGreaterThan(0);
    }
  });

  it("leaves every seeded candidate's data (rows and stored files) byte for byte as it was, in every session", () => {
    expect(result.seeded.candidates).toBeGreaterThanOrEqual(WORKERS);
    expect(result.seeded.files).toBeGreaterThanOrEqual(WORKERS);
    expect(result.seeded.differences).toEqual([]);
  });

  it("runs one session per worker, none seeing another's writes, and leaves the default world exactly as it was", () => {
    expect(result.sessions).toHaveLength(WORKERS);
    expect(result.crossTalk).toEqual([]);
    expect(result.defaultUntouched).toBe(true);
  });
});
