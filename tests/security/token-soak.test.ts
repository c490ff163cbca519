import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { startChildServer, type ChildServer } from './support/child-server.ts';

// Token calls as fast as 50 loopback connections can make them. The issuer keeps nothing per token, so what
// the server holds after the warm-up must not grow with the number of tokens handed out.

const MB = 1024 * 1024;
const CONNECTIONS = 50;
const WARM_UP_S = 5;
const SOAK_S = 60;
/** What the server may still hold (heap after a full collection) after the soak, above what it held after the warm-up. */
const HEAP_GROWTH_BOUND = 8 * MB;
/** Resident memory may grow by at most this after the warm-up (allocator and JIT noise included). */
const RSS_GROWTH_BOUND = 64 * MB;
/** Resident memory of the whole server after the soak stays below this. */
const RSS_BOUND = 384 * MB;

let server: ChildServer;
beforeAll(async () => {
  server = await startChildServer();
});
afterAll(() => server.stop());

const TOKEN_PATH = '/api/auth/fetchProgrammaticUserToken';

async function hammer(seconds: number): Promise<number> {
  const result = await autocannon({
    url: `${server.origin}${TOKEN_PATH}`,
    connections: CONNECTIONS,
    duration: seconds,
  });
  expect(result.non2xx).toBe(0);
  expect(result.errors).toBe(0);
  return result['2xx'];
}

const token = async () => ((await (await fetch(`${server.origin}${TOKEN_PATH}`)).json()) as { token: string }).token;
const budget = (bearer: string) =>
  fetch(`${server.origin}${PRODUCT_JOBS}/getBudgetDetails?budgetId=50001`, {
    headers: { authorization: `Bearer ${bearer}` },
  }).then((r) => r.status);

describe(`${SOAK_S} s of token calls on ${CONNECTIONS} connections`, () => {
  it(`leave the server within ${HEAP_GROWTH_BOUND / MB} MB of heap and ${RSS_GROWTH_BOUND / MB} MB of RSS of where the warm-up left it`, async () => {
    const early = await token();
    await hammer(WARM_UP_S);
    const before = await server.memory();
    const issued = await hammer(SOAK_S);
    const after = await server.memory();
    const heapGrowth = after.heapUsed - before.heapUsed;
    const rssGrowth = after.rss - before.rss;
    console.info(
      `token soak: ${issued} tokens in ${SOAK_S} s; heap ${(before.heapUsed / MB).toFixed(1)} → ${(after.heapUsed / MB).toFixed(1)} MB, ` +
        `RSS ${(before.rss / MB).toFixed(1)} → ${(after.rss / MB).toFixed(1)} MB`,
    );
    // Enough tokens that keeping each (about 200 bytes apiece when they were stored) would break the heap bound.
    expect(issued).toBeGreaterThan(HEAP_GROWTH_BOUND / 200);
    expect(heapGrowth).toBeLessThan(HEAP_GROWTH_BOUND);
    expect(rssGrowth).toBeLessThan(RSS_GROWTH_BOUND);
    expect(after.rss).toBeLessThan(RSS_BOUND);
    // Tokens are still checked: the first one issued is still good, a forged one is not.
    expect(await budget(early)).toBe(200);
    expect(await budget(`${early.slice(0, -3)}AAA`)).toBe(401);
    expect(await budget(early.replace('mock.service.', 'mock.mobile-9876543210.'))).toBe(401);
  }, 90_000);
});
