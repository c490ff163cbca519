import { CHECKS } from '#conformance/generate/checks.ts';
import { runGenerate } from '#conformance/generate/run-generate.ts';
import { startPrism } from './lib/start-prism.ts';
import { commandLine } from '#conformance/cli/options.ts';

// `npm run contract:prism:generate`: the generated run against Prism's own mock of the contract (`prism mock`, the
// examples it documents), to see what a contract-only mock gets wrong; prints the README's table (check → count →
// example). Bounded: PRISM_EXAMPLES (default 10) per operation and phase, 60 s at most.
commandLine(
  'contract:prism:generate',
  'Usage: npm run contract:prism:generate   (no options; PRISM_PORT, PRISM_EXAMPLES)',
  {},
);
const PORT = Number(process.env.PRISM_PORT ?? 8193);
const prism = await startPrism(['mock', 'openapi/openapi.json'], PORT);
let exitCode = 1;
try {
  const report = await runGenerate({
    baseUrl: prism.url,
    seed: 1,
    maxExamples: Number(process.env.PRISM_EXAMPLES ?? 10),
    timeLimit: 60,
    timeoutMs: 10_000,
    shrinkSteps: 20,
    allowWrites: false,
    checks: [...CHECKS],
    // Prism answers any sign-in with its example: any number and code do.
    identities: {
      candidateMobile: '9876543210',
      candidateOtp: '1234',
      clientEmail: 'anita.desai@example.com',
      clientOtp: '1234',
    },
  });
  console.log(
    `Generated run against Prism's mock: ${report.calls} calls in ${report.seconds.toFixed(1)} s${report.error ? `; ${report.error}` : ''}`,
  );
  console.log('\n| check | operations | example |\n|---|---|---|');
  for (const check of CHECKS) {
    const found = report.findings.filter((f) => f.check === check);
    if (found.length === 0) continue;
    const example = found[0]!;
    console.log(
      `| ${check} | ${found.length} | \`${example.operationId}\`: ${example.message.replace(/\|/g, '\\|')} |`,
    );
  }
  exitCode = report.passed ? 0 : 1;
} finally {
  prism.stop();
}
process.exit(exitCode);
