import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

// The baseline: a bare Fastify route answering the same JSON from memory, no validation, no state.
const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  app.all(`/bare/${name}`, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
}
app.get('/bare/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 8390) });
