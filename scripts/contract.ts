import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { allJourneys } from '../tests/contract/journeys/index.ts';
import { journeyLine, terminalSummary } from '#conformance/runner/report-terminal.ts';
import { junitXml } from '#conformance/runner/report-junit.ts';
import { markdownReport } from '#conformance/runner/report-markdown.ts';
import { runConformance } from '#conformance/runner/run.ts';
import { GENERATE_USAGE, generateCli } from '#conformance/generate/cli.ts';
import { callInSession, openRunSession } from '#conformance/mock-session.ts';
import { badSessionId, isSessionId } from '#mock/sessions/session-id.ts';
import { authModeFromEnv } from './lib/env.ts';

const USAGE = `Usage: npm run contract -- --base-url URL [options]
  --base-url URL          the upstream to check (or CONTRACT_BASE_URL); --start-mock starts a fresh local mock instead
                          (in MOCK_AUTH's ownership mode: MOCK_AUTH=strict for the strict one)
  --session ID            against a mock: run in this session (X-Mock-Session), kept after the run; by default the
                          run makes a session of its own and ends it when done, so a shared mock serves it a world
                          nobody else touches
  --no-session            against a mock: run in its default world (where calls without a session go)
  --reset                 against a mock: the session's data back to the seed first (its drift and faults are kept)
  --junit FILE            write JUnit XML
  --report FILE           write a Markdown report with operation coverage
  --mobile N --otp CODE   a candidate to sign in as (CONTRACT_MOBILE, CONTRACT_OTP); the mock needs neither
  --client-email E --client-otp CODE   a client interviewer (CONTRACT_CLIENT_EMAIL, CONTRACT_CLIENT_OTP)
  --kyc-mobile N          a candidate with KYC complete and a balance (CONTRACT_KYC_MOBILE)
  --token T               a service token to use instead of fetching one (CONTRACT_TOKEN)
  --allow-writes          run the journeys that change data (always on against the mock)
  --journey NAME          run only journeys whose name contains NAME (repeatable)
  --require-full-coverage fail unless every operation answered at least one 2xx
  --generate              requests generated from the contract instead of the journeys (options below)

${GENERATE_USAGE}`;

// With --generate the generator reads its own options (conformance/generate/cli.ts); the upstream ones are shared.
const generate = process.argv.includes('--generate');
const { values } = parseArgs({
  args: generate ? sharedArgs(process.argv.slice(2)) : process.argv.slice(2),
  options: {
    generate: { type: 'boolean', default: false },
    'base-url': { type: 'string' },
    'start-mock': { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    session: { type: 'string' },
    'no-session': { type: 'boolean', default: false },
    junit: { type: 'string' },
    report: { type: 'string' },
    mobile: { type: 'string' },
    otp: { type: 'string' },
    'client-email': { type: 'string' },
    'client-otp': { type: 'string' },
    'kyc-mobile': { type: 'string' },
    token: { type: 'string' },
    'allow-writes': { type: 'boolean', default: false },
    journey: { type: 'string', multiple: true },
    'require-full-coverage': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

/** The options both modes read: the upstream, and help. */
function sharedArgs(args: string[]): string[] {
  const kept: string[] = [];
  args.forEach((arg, i) => {
    if (['--generate', '--start-mock', '--help', '--no-session'].includes(arg)) kept.push(arg);
    for (const name of ['--base-url', '--session']) {
      if (arg === name && args[i + 1] !== undefined) kept.push(arg, args[i + 1]!);
      if (arg.startsWith(`${name}=`)) kept.push(arg);
    }
  });
  return kept;
}

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}

let baseUrl = values['base-url'] ?? process.env.CONTRACT_BASE_URL;
let stopMock: (() => Promise<void>) | undefined;
if (values['start-mock']) {
  const { buildApp } = await import('#mock/adapters/fastify/build-app.ts');
  const app = await buildApp({ worldOptions: { validateResponses: 'warn', auth: authModeFromEnv() } });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  stopMock = () => app.close();
}
if (!baseUrl) {
  console.error(USAGE);
  process.exit(2);
}
if (values.session !== undefined && !isSessionId(values.session)) {
  console.error(`--session: ${badSessionId('a session id', values.session)}`);
  process.exit(2);
}

// Against a mock, the run's own session (or the one named); every call this run makes to the mock carries it.
const session = values['no-session'] ? undefined : await openRunSession(baseUrl, values.session);
const leaveSession = session ? callInSession(baseUrl, session.id) : undefined;
if (session) console.log(`In mock session ${session.id}${session.made ? ' (made for this run, ended after it)' : ''}`);
const finish = async (code: number): Promise<never> => {
  leaveSession?.();
  await session?.end();
  await stopMock?.();
  process.exit(code);
};

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

if (generate) await finish(await generateCli(process.argv.slice(2), baseUrl));

console.log(`Checking ${baseUrl} against openapi/openapi.json`);
const report = await runConformance({
  baseUrl,
  journeys: allJourneys,
  only: values.journey,
  resetMock: values.reset,
  allowWrites: values['allow-writes'],
  candidateMobile: values.mobile ?? process.env.CONTRACT_MOBILE,
  candidateOtp: values.otp ?? process.env.CONTRACT_OTP,
  clientEmail: values['client-email'] ?? process.env.CONTRACT_CLIENT_EMAIL,
  clientOtp: values['client-otp'] ?? process.env.CONTRACT_CLIENT_OTP,
  kycCompleteMobile: values['kyc-mobile'] ?? process.env.CONTRACT_KYC_MOBILE,
  token: values.token ?? process.env.CONTRACT_TOKEN,
  onJourney: (result) => console.log(journeyLine(result)),
});

console.log(terminalSummary(report));
if (values.junit) write(values.junit, junitXml(report, values['require-full-coverage']));
if (values.report) write(values.report, markdownReport(report));
const coverageGap = values['require-full-coverage'] && report.coverage.some((row) => !row.successSeen);
await finish(report.passed && !coverageGap ? 0 : 1);
