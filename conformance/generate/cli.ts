import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { loadOperations } from '#mock/contract/load-contract.ts';
import { UsageError, wholeNumber } from '../cli/options.ts';
import { mockSetup } from '../report/violation-groups.ts';
import { inJsonSchemaDialect } from '../spec/openapi-30.ts';
import { readContract } from '../spec/read-contract.ts';
import { parseChecks } from './checks.ts';
import { generateJunit } from './report-junit.ts';
import { generateMarkdown } from './report-markdown.ts';
import { generateSummary, operationLine } from './report-terminal.ts';
import { runGenerate } from './run-generate.ts';

export const GENERATE_USAGE = `Usage: npm run contract -- --generate --base-url URL [options]   (or --start-mock)
  --spec FILE|URL         the contract to draw requests from: OpenAPI 3.0 or 3.1, YAML or JSON, split with relative
                          $refs (default this repository's openapi/openapi.json)
  --max-examples N        generated requests per operation and phase (positive, negative); default 50
  --seed S                the seed (default 1): the same seed sends the same requests
  --time-limit SEC        the whole run's limit (default 120)
  --timeout MS            per-call timeout (default 10000): no answer in time is a not_a_server_error finding
  --operation ID          check only this operation (repeatable); what it needs from earlier answers runs first
  --checks LIST           comma-separated checks (default all)
  --junit FILE            JUnit XML, one test case per operation × check
  --report FILE           Markdown: findings with reproducers, then coverage
  --allow-writes          send writes whose ids no answer of the run gave (they may touch data the run did not create)
  --token T               another contract's bearer token, sent where an operation takes one
  --header 'NAME: VALUE'  another contract's header on every call (an API key; repeatable)
  --mobile N --otp CODE   the candidate to sign in as (an upstream that is not the mock; the mock's run creates its own)
  --client-email E --client-otp CODE   a client interviewer`;

/** Every option `npm run contract -- --generate` takes (the upstream's own with them). */
export const GENERATE_OPTIONS = {
  generate: { type: 'boolean' },
  'base-url': { type: 'string' },
  'start-mock': { type: 'boolean' },
  spec: { type: 'string' },
  'max-examples': { type: 'string' },
  seed: { type: 'string' },
  'time-limit': { type: 'string' },
  timeout: { type: 'string' },
  operation: { type: 'string', multiple: true },
  checks: { type: 'string' },
  junit: { type: 'string' },
  report: { type: 'string' },
  'allow-writes': { type: 'boolean' },
  token: { type: 'string' },
  header: { type: 'string', multiple: true },
  mobile: { type: 'string' },
  otp: { type: 'string' },
  'client-email': { type: 'string' },
  'client-otp': { type: 'string' },
  help: { type: 'boolean' },
} as const;

export interface GenerateValues {
  spec?: string;
  'max-examples'?: string;
  seed?: string;
  'time-limit'?: string;
  timeout?: string;
  operation?: string[];
  checks?: string;
  junit?: string;
  report?: string;
  'allow-writes'?: boolean;
  token?: string;
  header?: string[];
  mobile?: string;
  otp?: string;
  'client-email'?: string;
  'client-otp'?: string;
}

const write = (file: string, content: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** `NAME: VALUE` → a header, or a UsageError naming the option. */
function headersOf(values: string[] | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const value of values ?? []) {
    const match = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):\s*(.*)$/.exec(value);
    if (!match?.[1]) throw new UsageError(`--header must be 'NAME: VALUE', got '${value}'`);
    headers[match[1].toLowerCase()] = match[2] ?? '';
  }
  return headers;
}

/**
 * `npm run contract -- --generate …`: its options checked and its contract read before the upstream is asked
 * anything; then, given the upstream, the run (printed, reports written) and its exit code.
 */
export async function prepareGenerate(
  values: GenerateValues,
  root: string,
): Promise<(baseUrl: string) => Promise<number>> {
  const limits = {
    seed: wholeNumber(values.seed, 1, '--seed'),
    maxExamples: wholeNumber(values['max-examples'], 50, '--max-examples', 1),
    timeLimit: wholeNumber(values['time-limit'], 120, '--time-limit', 1),
    timeoutMs: wholeNumber(values.timeout, 10_000, '--timeout', 1),
    checks: parseChecks(values.checks),
  };
  const headers = headersOf(values.header);
  const spec = values.spec ? await readContract(values.spec, { root }) : undefined;
  const operations = spec
    ? loadOperations(inJsonSchemaDialect(spec.document, { wrapUntypedNullable: true }))
    : loadOperations();
  const unknown = (values.operation ?? []).filter((id) => !operations.some((op) => op.operationId === id));
  if (unknown.length > 0)
    throw new UsageError(`--operation ${unknown.join(', ')}: no such operation in ${spec?.label ?? 'the contract'}`);
  return async (baseUrl) => {
    console.log(
      `Generating requests from ${spec?.label ?? 'openapi/openapi.json'} against ${baseUrl} (seed ${limits.seed})`,
    );
    const report = await runGenerate({
      baseUrl,
      ...limits,
      shrinkSteps: 40,
      allowWrites: values['allow-writes'] === true,
      operations: values.operation,
      contract: { operations, token: values.token, headers },
      identities: {
        candidateMobile: values.mobile ?? process.env.CONTRACT_MOBILE,
        candidateOtp: values.otp ?? process.env.CONTRACT_OTP,
        clientEmail: values['client-email'] ?? process.env.CONTRACT_CLIENT_EMAIL,
        clientOtp: values['client-otp'] ?? process.env.CONTRACT_CLIENT_OTP,
      },
      onOperation: (row) => console.log(operationLine(row)),
    });
    console.log(generateSummary(report, report.isMock ? await mockSetup(baseUrl) : undefined));
    if (values.junit) write(values.junit, generateJunit(report));
    if (values.report) write(values.report, generateMarkdown(report));
    return report.passed ? 0 : 1;
  };
}
