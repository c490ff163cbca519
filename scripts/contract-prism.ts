import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { allJourneys } from '../tests/contract/journeys/index.ts';
import { runConformance } from '../tests/contract/runner/run.ts';
import type { CallResult } from '../tests/contract/runner/types.ts';

// A second opinion from an independent validator: Prism (proxy mode, --errors) stands between the
// runner and a fresh mock and answers 500 "VIOLATIONS" for any answer off the contract. Multipart
// uploads go straight to the mock (Prism corrupts binary bodies); requests the contract refuses are
// not sent (Prism answers those itself).
const root = fileURLToPath(new URL('..', import.meta.url));
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);

const app = await buildApp({ worldOptions: { validateResponses: 'off' } });
const mockUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const prism = spawn(
  'npx',
  ['prism', 'proxy', 'openapi/openapi.json', mockUrl, '--errors', '-p', String(PRISM_PORT), '-h', '127.0.0.1'],
  {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so stopping it also stops the Prism process npx starts
  },
);
let prismLog = '';
const ready = new Promise<void>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error(`Prism did not start in 60 s:\n${prismLog}`)), 60_000);
  const onData = (chunk: Buffer) => {
    prismLog += chunk.toString();
    if (prismLog.includes('Prism is listening')) {
      clearTimeout(timer);
      resolve();
    }
  };
  prism.stdout.on('data', onData);
  prism.stderr.on('data', onData);
  prism.on('exit', (code) => reject(new Error(`Prism exited (${code}):\n${prismLog}`)));
});

let exitCode = 1;
try {
  await ready;
  const flagged: CallResult[] = [];
  const report = await runConformance({
    baseUrl: `http://127.0.0.1:${PRISM_PORT}`,
    controlBaseUrl: mockUrl,
    uploadBaseUrl: mockUrl,
    skipInvalidRequests: true,
    journeys: allJourneys,
    onResult: (result) => {
      const type = (result.body as { type?: unknown } | undefined)?.type;
      if (typeof type === 'string' && type.endsWith('#VIOLATIONS')) flagged.push(result);
    },
  });
  console.log(`Prism proxy check: ${report.calls} calls through Prism in ${report.seconds.toFixed(1)} s`);
  for (const result of flagged) {
    console.log(
      `  Prism flags ${result.operationId} ${result.request}: ${JSON.stringify((result.body as { validation?: unknown }).validation)}`,
    );
  }
  const failed = report.journeys.filter((j) => j.outcome === 'failed');
  for (const journey of failed) console.log(`  journey failed through Prism: ${journey.name}: ${journey.reason}`);
  for (const v of report.violations)
    console.log(`  ${v.operationId} ${v.request} ${v.status} ${v.pointer} ${v.expected}`);
  console.log(
    `Prism violations: ${flagged.length}; runner violations: ${report.violations.length}; journeys failed: ${failed.length}`,
  );
  exitCode = flagged.length === 0 && report.violations.length === 0 && failed.length === 0 ? 0 : 1;
} finally {
  if (prism.pid) process.kill(-prism.pid, 'SIGTERM');
  await app.close();
}
process.exit(exitCode);
