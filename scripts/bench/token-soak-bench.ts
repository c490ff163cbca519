import autocannon from 'autocannon';
import { PRODUCT_JOBS } from '#contract/product.ts';
import type { Row } from './mock-bench.ts';
import { startChildServer } from './soak/memory-server.ts';

const MB = 1024 * 1024;
const CONNECTIONS = 50;
const WARM_UP_S = 5;
/** The soak's length by default: a minute (TOKEN_SOAK_S for another). */
const DEFAULT_SOAK_S = 60;
/** What the server may still hold (heap after a full collection) after the soak, above the warm-up's. */
const HEAP_GROWTH_BOUND = 8 * MB;
/** Resident memory may grow by at most this after the warm-up (allocator and JIT noise included). */
const RSS_GROWTH_BOUND = 64 * MB;
const TOKEN_PATH = '/api/auth/fetchProgrammaticUserToken';

const mb = (bytes: number) => (bytes / MB).toFixed(1);

/**
 * Token calls as fast as 50 loopback connections make them, against the mock in a process of its own: the issuer
 * keeps nothing per token (mock-server/src/core/tokens.test.ts), so what the server holds after the warm-up must not
 * grow with the number of tokens handed out; the first token issued is still good at the end, a forged one is not.
 */
export async function benchTokenSoak(): Promise<Row[]> {
  const seconds = Number(process.env.TOKEN_SOAK_S ?? DEFAULT_SOAK_S);
  if (!Number.isFinite(seconds) || seconds < 3)
    throw new Error(`TOKEN_SOAK_S must be a number of seconds, 3 or more (got '${process.env.TOKEN_SOAK_S}')`);
  const server = await startChildServer();
  try {
    const token = async () =>
      ((await (await fetch(`${server.origin}${TOKEN_PATH}`)).json()) as { token: string }).token;
    const budget = (bearer: string) =>
      fetch(`${server.origin}${PRODUCT_JOBS}/getBudgetDetails?budgetId=50001`, {
        headers: { authorization: `Bearer ${bearer}` },
      }).then((answer) => answer.status);
    const hammer = async (duration: number) => {
      const result = await autocannon({ url: `${server.origin}${TOKEN_PATH}`, connections: CONNECTIONS, duration });
      if (result.non2xx > 0 || result.errors > 0)
        throw new Error(`token calls failed: ${result.non2xx} non-2xx, ${result.errors} errors`);
      return result['2xx'];
    };
    const early = await token();
    await hammer(WARM_UP_S);
    const before = await server.memory();
    const issued = await hammer(seconds);
    const after = await server.memory();
    const heapGrowth = after.heapUsed - before.heapUsed;
    const rssGrowth = after.rss - before.rss;
    const checked = `${await budget(early)} · ${await budget(`${early.slice(0, -3)}AAA`)}`;
    const title = `token soak, ${seconds} s of token calls on ${CONNECTIONS} connections (${issued.toLocaleString('en-IN')} tokens)`;
    return [
      {
        measure: `${title}: heap · RSS growth after the warm-up (MB)`,
        ours: `${mb(heapGrowth)} · ${mb(rssGrowth)}`,
        baseline: `< ${mb(HEAP_GROWTH_BOUND)} · < ${mb(RSS_GROWTH_BOUND)}`,
        ratio: heapGrowth < HEAP_GROWTH_BOUND && rssGrowth < RSS_GROWTH_BOUND ? 'met' : 'missed',
      },
      {
        measure: `${title}: the first token issued · a forged one, at the end (HTTP status)`,
        ours: checked,
        baseline: '200 · 401',
        ratio: checked === '200 · 401' ? 'met' : 'missed',
      },
    ];
  } finally {
    await server.stop();
  }
}
