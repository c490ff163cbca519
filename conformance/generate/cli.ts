import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { parseChecks } from './checks.ts';
import { generateJunit } from './report-junit.ts';
import { generateMarkdown } from './report-markdown.ts';
import { generateSummary, operationLine } from './report-terminal.ts';
import { runGenerate } from './run-generate.ts';

export const GENERATE_USAGE = `Usage: npm run contract -- --generate --base-url URL [options]   (or --start-mock)
  --max-examples N        generated requests per operation and phase (positive, negative); default 50
  --seed S                the seed (default 1): the same seed sends the same requests
  --time-limit SEC        the whole run's limit (default 120)
  --timeout MS            per-call timeout (default 10000): no answer in time is a not_a_server_error finding
  --operation ID          check only this operation (repeatable); what it needs from earlier answers runs first
  --checks LIST           comma-separated checks (default all)
  --junit FILE            JUnit XML, one test case per operation × check
  --report FILE           Markdown: findings with reproducers, then coverage
  --allow-writes          send writes whose ids no answer of the run gave (they may touch data the run did not create)
  --mobile N --otp CODE   the candidate to sign in as (an upstream that is not the mock; the mock's run creates its own)
  --client-email E --client-otp CODE   a client interviewer`;

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number, got ${value}`);
  return parsed;
}

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** `npm run contract -- --generate …`: runs, prints, writes the reports; the exit code (non-zero on a finding). */
export async function generateCli(args: string[], baseUrl: string): Promise<number> {
  const { values } = parseArgs({
    args,
    strict: false,
    options: {
      'max-examples': { type: 'string' },
      seed: { type: 'string' },
      'time-limit': { type: 'string' },
      timeout: { type: 'string' },
      operation: { type: 'string', multiple: true },
      checks: { type: 'string' },
      junit: { type: 'string' },
      report: { type: 'string' },
      'allow-writes': { type: 'boolean' },
      mobile: { type: 'string' },
      otp: { type: 'string' },
      'client-email': { type: 'string' },
      'client-otp': { type: 'string' },
    },
  });
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);
  let limits;
  try {
    limits = {
      seed: number(text('seed'), 1, '--seed'),
      maxExamples: number(text('max-examples'), 50, '--max-examples'),
      timeLimit: number(text('time-limit'), 120, '--time-limit'),
      timeoutMs: number(text('timeout'), 10_000, '--timeout'),
      checks: parseChecks(text('checks')),
    };
  } catch (cause) {
    console.error(`${cause instanceof Error ? cause.message : String(cause)}\n\n${GENERATE_USAGE}`);
    return 2;
  }
  console.log(`Generating requests from openapi/openapi.json against ${baseUrl} (seed ${limits.seed})`);
  const report = await runGenerate({
    baseUrl,
    ...limits,
    shrinkSteps: 40,
    allowWrites: values['allow-writes'] === true,
    operations: (values.operation as string[] | undefined) ?? undefined,
    identities: {
      candidateMobile: text('mobile') ?? process.env.CONTRACT_MOBILE,
      candidateOtp: text('otp') ?? process.env.CONTRACT_OTP,
      clientEmail: text('client-email') ?? process.env.CONTRACT_CLIENT_EMAIL,
      clientOtp: text('client-otp') ?? process.env.CONTRACT_CLIENT_OTP,
    },
    onOperation: (row) => console.log(operationLine(row)),
  });
  console.log(generateSummary(report));
  const junit = text('junit');
  const markdown = text('report');
  if (junit) write(junit, generateJunit(report));
  if (markdown) write(markdown, generateMarkdown(report));
  return report.passed ? 0 : 1;
}
