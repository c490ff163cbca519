import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkReachable, parseOptions, runCommand, UsageError } from '#conformance/cli/options.ts';
import { GENERATE_OPTIONS, GENERATE_USAGE, prepareGenerate } from '#conformance/generate/cli.ts';
import { callInSession, openRunSession } from '#conformance/mock-session.ts';
import { journeyLine, terminalSummary } from '#conformance/runner/report-terminal.ts';
import { junitXml } from '#conformance/runner/report-junit.ts';
import { markdownReport } from '#conformance/runner/report-markdown.ts';
import { runConformance } from '#conformance/runner/run.ts';
import { allJourneys } from '../tests/contract/journeys/index.ts';
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
  --generate              requests generated from a contract instead of the journeys (options below)

${GENERATE_USAGE}`;

/** Both modes run against a mock in a session (scripts/contract.ts opens it; conformance/mock-session.ts). */
const SESSION_OPTIONS = {
  session: { type: 'string' },
  'no-session': { type: 'boolean' },
} as const;

const JOURNEY_OPTIONS = {
  ...SESSION_OPTIONS,
  generate: { type: 'boolean' },
  'base-url': { type: 'string' },
  'start-mock': { type: 'boolean' },
  reset: { type: 'boolean' },
  junit: { type: 'string' },
  report: { type: 'string' },
  mobile: { type: 'string' },
  otp: { type: 'string' },
  'client-email': { type: 'string' },
  'client-otp': { type: 'string' },
  'kyc-mobile': { type: 'string' },
  token: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  journey: { type: 'string', multiple: true },
  'require-full-coverage': { type: 'boolean' },
  spec: { type: 'string' },
  help: { type: 'boolean' },
} as const;

const root = fileURLToPath(new URL('..', import.meta.url));
const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** The upstream: a fresh local mock (--start-mock) or the URL given; one of them is required. */
async function upstream(values: { 'base-url'?: string; 'start-mock'?: boolean }) {
  if (values['start-mock']) {
    const { buildApp } = await import('#mock/adapters/fastify/build-app.ts');
    const app = await buildApp({ worldOptions: { validateResponses: 'warn', auth: authModeFromEnv() } });
    return { baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }), stop: () => app.close() };
  }
  const baseUrl = values['base-url'] ?? process.env.CONTRACT_BASE_URL;
  if (!baseUrl) throw new UsageError('--base-url URL (or CONTRACT_BASE_URL) or --start-mock is required');
  if (!/^https?:\/\//.test(baseUrl)) throw new UsageError(`--base-url must be an http(s) URL, got '${baseUrl}'`);
  return { baseUrl, stop: async () => undefined };
}

async function journeys(values: ReturnType<typeof parseJourneys>['values'], baseUrl: string): Promise<number> {
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
  const fullCoverage = values['require-full-coverage'] === true;
  if (values.junit) write(values.junit, junitXml(report, fullCoverage));
  if (values.report) write(values.report, markdownReport(report));
  const coverageGap = fullCoverage && report.coverage.some((row) => !row.successSeen);
  return report.passed && !coverageGap ? 0 : 1;
}

const parseJourneys = (args: string[]) => parseOptions(args, JOURNEY_OPTIONS);

await runCommand('contract', USAGE, async () => {
  const args = process.argv.slice(2);
  const generate = args.includes('--generate');
  const values = generate
    ? parseOptions(args, { ...GENERATE_OPTIONS, ...SESSION_OPTIONS }).values
    : parseJourneys(args).values;
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!generate && 'spec' in values && values.spec)
    throw new UsageError("--spec goes with --generate: the journeys are this repository's contract's");
  if (values['start-mock'] && values['base-url']) throw new UsageError('--start-mock and --base-url: give one of them');
  if (values.session !== undefined && !isSessionId(values.session))
    throw new UsageError(`--session: ${badSessionId('a session id', values.session)}`);
  if (values.session !== undefined && values['no-session'])
    throw new UsageError('--session and --no-session: give one of them');
  if (generate && values['start-mock'] && 'spec' in values && values.spec)
    throw new UsageError(
      "--start-mock serves this repository's contract: with --spec, name the upstream with --base-url",
    );
  const run = generate
    ? await prepareGenerate(values, root)
    : (baseUrl: string) => journeys(parseJourneys(args).values, baseUrl);
  const { baseUrl, stop } = await upstream(values);
  try {
    await checkReachable(baseUrl);
    // Against a mock, the run's own session (or the one named): every call this run makes to the mock carries it.
    const session = values['no-session'] ? undefined : await openRunSession(baseUrl, values.session);
    if (!session) return await run(baseUrl);
    console.log(`In mock session ${session.id}${session.made ? ' (made for this run, ended after it)' : ''}`);
    const leave = callInSession(baseUrl, session.id);
    try {
      return await run(baseUrl);
    } finally {
      leave();
      await session.end();
    }
  } finally {
    await stop();
  }
});
