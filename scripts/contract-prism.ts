import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { allJourneys } from '../tests/contract/journeys/index.ts';
import { runConformance } from '#conformance/runner/run.ts';
import type { CallResult } from '#conformance/runner/types.ts';
import { startPrism } from './lib/start-prism.ts';
import { commandLine } from '#conformance/cli/options.ts';

// A second opinion from an independent validator: Prism (proxy mode, --errors) stands between the
// runner and a fresh mock and answers 500 "VIOLATIONS" for any answer off the contract. Multipart
// uploads go straight to the mock (Prism corrupts binary bodies); requests the contract refuses are
// not sent (Prism answers those itself).
commandLine('contract:prism', 'Usage: npm run contract:prism   (no options; PRISM_PORT sets the port of Prism)', {});
const PRISM_PORT = Number(process.env.PRISM_PORT ?? 4010);

const app = await buildApp({ worldOptions: { validateResponses: 'off' } });
const mockUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const ready = startPrism(['proxy', 'openapi/openapi.json', mockUrl, '--errors'], PRISM_PORT);
let exitCode = 1;
let prism: Awaited<typeof ready> | undefined;
try {
  prism = await ready;
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
  prism?.stop();
  await app.close();
}
process.exit(exitCode);
