import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { DATA_ANSWER_HEADERS } from '#mock/adapters/fastify/served-client-headers.ts';

// The baseline: a bare Fastify route answering the same JSON from memory, its bytes prepared once at start (the
// cheapest a server can send them), no validation, no state, no hooks. Beside each, the same route sending the
// security headers every answer of the mock carries: what those headers cost any server, measured in one process.
const bodies = JSON.parse(readFileSync(process.env.BENCH_BODIES ?? '', 'utf8')) as Record<string, string>;
const app = Fastify({ logger: false });
for (const [name, body] of Object.entries(bodies)) {
  const bytes = Buffer.from(body, 'utf8');
  app.all(`/bare/${name}`, async (_request, reply) => reply.type('application/json; charset=utf-8').send(bytes));
  app.all(`/bare/${name}/with-headers`, async (_request, reply) =>
    reply.headers(DATA_ANSWER_HEADERS).type('application/json; charset=utf-8').send(bytes),
  );
}
app.get('/bare/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 8390) });
