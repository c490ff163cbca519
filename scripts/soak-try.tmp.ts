import { startChildServer } from '../tests/security/support/child-server.ts';
import { runSoak } from './bench/soak/run-soak.ts';
const server = await startChildServer();
try {
  const r = await runSoak({ origin: server.origin, seconds: Number(process.env.S ?? 15), sampleEveryS: 3, rss: async () => (await server.memory()).rss });
  console.log(JSON.stringify({ ...r, tally: { ...r.tally, byStatus: [...r.tally.byStatus] }, rss: r.rss.map((b) => Math.round(b / 1048576)) }, null, 1));
} finally { await server.stop(); }
