import { describeViolation } from './format-violation.ts';
import type { RunReport } from './run.ts';

/** A Markdown report: journeys, violations and every operation by status code, seen or not. */
export function markdownReport(report: RunReport): string {
  const withSuccess = report.coverage.filter((row) => row.successSeen).length;
  const lines = [
    '# Contract conformance report',
    '',
    `Upstream: \`${report.baseUrl}\`${report.isMock ? ' (mock)' : ''} — ${report.calls} calls in ${report.seconds.toFixed(1)} s.`,
    '',
    `**${report.passed ? 'PASSED' : 'FAILED'}** — ${report.violations.length} violation(s); operations with a 2xx seen: ${withSuccess}/${report.coverage.length}.`,
    '',
    '## Journeys',
    '',
    '| journey | outcome | calls | note |',
    '|---|---|---|---|',
    ...report.journeys.map((j) => `| ${j.name} | ${j.outcome} | ${j.calls} | ${(j.reason ?? '').replace(/\|/g, '\\|')} |`),
    '',
    '## Violations',
    '',
    ...(report.violations.length === 0 ? ['None.'] : report.violations.map((v) => `- ${describeViolation(v).replace(/\|/g, '\\|')}`)),
    '',
    '## Operation coverage',
    '',
    'Each documented status is ✅ seen or ⬜ not seen; ❗ marks a status seen that the contract does not document.',
    '',
    '| operation | tag | 2xx seen | statuses |',
    '|---|---|---|---|',
    ...report.coverage.map((row) => {
      const documented = row.documented.map((status) => `${row.seen.some((s) => String(s.status) === status) ? '✅' : '⬜'} ${status}`);
      const extra = row.seen.filter((s) => !s.documented).map((s) => `❗ ${s.status}`);
      return `| \`${row.operationId}\` | ${row.tag} | ${row.successSeen ? 'yes' : '**no**'} | ${[...documented, ...extra].join(' · ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}
