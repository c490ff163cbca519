import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import contract from '#contract/openapi.json' with { type: 'json' };
import { buildApp } from '#mock/adapters/fastify/build-app.ts';
import { SAMPLE_DOCX, SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG } from '#mock/testing/sample-documents.ts';
import { exampleRequests } from '#conformance/examples/request-examples.ts';
import { specmaticExample, withoutNamedExamples } from '#conformance/examples/specmatic-examples.ts';
import { commandLine } from '#conformance/cli/options.ts';

// `npm run contract:peer`: a tool nobody here wrote, Specmatic (the npm package bundles its jar; it needs Java),
// runs the contract's request examples against a fresh mock on 127.0.0.1 and checks each answer against the
// contract. Bounded: the run is stopped after PEER_TIMEOUT_S seconds (default 300). Not part of `npm test`.
commandLine('contract:peer', 'Usage: npm run contract:peer   (no options; PEER_TIMEOUT_S bounds the run)', {});
const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, 'reports', 'specmatic');
const jar = join(root, 'node_modules', 'specmatic', 'specmatic.jar');
const timeoutMs = Number(process.env.PEER_TIMEOUT_S ?? 300) * 1000;
const FILE_BYTES: Record<string, Uint8Array> = {
  pdf: SAMPLE_PDF,
  jpg: SAMPLE_JPEG,
  png: SAMPLE_PNG,
  docx: SAMPLE_DOCX,
};

if (!existsSync(jar)) {
  console.error(`Specmatic's jar is missing (${jar}): run npm ci.`);
  process.exit(1);
}

const document = contract as Record<string, unknown>;
const app = await buildApp({ worldOptions: { validateResponses: 'off' } });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

/** Specmatic's console output, and its exit code (null when the run was stopped at the time limit). */
function runSpecmatic(args: string[]): Promise<{ output: string; code: number | null }> {
  return new Promise((resolve) => {
    const child = spawn('java', ['-jar', jar, ...args], { cwd: out, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ output, code });
    });
  });
}

let exitCode = 1;
try {
  rmSync(out, { recursive: true, force: true });
  const examplesDir = join(out, 'examples');
  // Specmatic reads a part's '@files/…' from its working directory.
  mkdirSync(join(out, 'files'), { recursive: true });
  mkdirSync(examplesDir, { recursive: true });
  const tokenAnswer = await fetch(`${baseUrl}/api/auth/fetchProgrammaticUserToken`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const requests = exampleRequests(document);
  for (const request of requests) {
    const example = specmaticExample(document, request, token);
    writeFileSync(join(examplesDir, `${request.operationId}.${request.name}.json`), JSON.stringify(example, null, 2));
    for (const file of request.form?.files ?? [])
      writeFileSync(join(out, 'files', file.filename), FILE_BYTES[file.filename.split('.').pop() ?? ''] ?? SAMPLE_PDF);
  }
  writeFileSync(join(out, 'openapi.json'), JSON.stringify(withoutNamedExamples(document), null, 2));
  const started = Date.now();
  const { output, code } = await runSpecmatic([
    'test',
    'openapi.json',
    '--testBaseURL',
    baseUrl,
    '--examples',
    'examples',
    '--strict',
    '--junitReportDir',
    'junit',
  ]);
  writeFileSync(join(out, 'specmatic.log'), output);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const totals = /Tests run: (\d+), Successes: (\d+), Failures: (\d+), WIP: (\d+), Errors: (\d+)/.exec(output);
  const failed = [...output.matchAll(/^Scenario: (.+) has FAILED$/gm)].map((m) => m[1]!);
  console.log(
    `Specmatic ${/Specmatic Version: (\S+)/.exec(output)?.[1] ?? ''} against a fresh mock (${baseUrl}), ${seconds} s`,
  );
  console.log(`  ${requests.length} request examples given; the full log: reports/specmatic/specmatic.log`);
  if (code === null) console.log(`  stopped at the time limit (${timeoutMs / 1000} s)`);
  if (totals) {
    const [, run, passed, failures, , errors] = totals;
    console.log(`  tests run ${run}, passed ${passed}, failed ${failures}, errors ${errors}`);
    for (const scenario of failed) console.log(`  FAILED ${scenario}`);
    exitCode = code === 0 && Number(failures) === 0 && Number(errors) === 0 && Number(run) > 0 ? 0 : 1;
  } else {
    console.log('  Specmatic printed no totals; see the log.');
  }
} finally {
  await app.close();
}
process.exit(exitCode);
