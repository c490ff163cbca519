import { WorldRegistry } from '#mock/sessions/world-registry.ts';

/**
 * Run with --expose-gc (sessions-bench.ts): what the first world costs (its 5,000 jobs and index, shared by every
 * later world, and its data) against what each idle session adds, in heap and resident bytes after a collection.
 * Prints one JSON line.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const SESSIONS = Number(process.env.SESSIONS ?? 1000);

const measure = () => {
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
};

const bare = measure();
const worlds = new WorldRegistry({ options: {} }, { limit: SESSIONS });
const oneWorld = measure();
for (let i = 0; i < SESSIONS; i++) worlds.resolve(`idle-${i}`);
const withSessions = measure();
console.log(
  JSON.stringify({
    sessions: worlds.size,
    firstWorld: { heap: oneWorld.heapUsed - bare.heapUsed, rss: oneWorld.rss - bare.rss },
    perSession: {
      heap: (withSessions.heapUsed - oneWorld.heapUsed) / SESSIONS,
      rss: (withSessions.rss - oneWorld.rss) / SESSIONS,
    },
  }),
);
