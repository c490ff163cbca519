// The mock on a loopback port in its own process, for the tests and benchmarks that measure the server's memory alone.
// Prints {"port": n} once listening; GET /__soak/memory collects garbage (node --expose-gc) and answers
// process.memoryUsage(), so heap figures are what is still held, not what is waiting to be collected.
import type { AddressInfo } from 'node:net';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';

const app = await buildApp({ worldOptions: { jobCount: 200 } });
app.get('/__soak/memory', async () => {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ port: (app.server.address() as AddressInfo).port })}\n`);
