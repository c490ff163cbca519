import { groupLine, groupViolations } from '../report/violation-groups.ts';
import { describeOwnership, ownershipFailure, ownershipFinding } from './ownership.ts';
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
    ...report.journeys.map(
      (j) => `| ${j.name} | ${j.outcome} | ${j.calls} | ${(j.reason ?? '').replace(/\|/g, '\\|')} |`,
    ),
    '',
    '## Violations',
    '',
    ...(report.violations.length === 0
      ? ['None.']
      : groupViolations(report.violations).map((g) => `- ${groupLine(g, report.mockSetup).replace(/\|/g, '\\|')}`)),
    '',
    ...ownershipSection(report),
    '## Operation coverage',
    '',
    'Each documented status is ✅ seen or ⬜ not seen; ❗ marks a status seen that the contract does not document.',
    '',
    '| operation | tag | 2xx seen | statuses |',
    '|---|---|---|---|',
    ...report.coverage.map((row) => {
      const documented = row.documented.map(
        (status) => `${row.seen.some((s) => String(s.status) === status) ? '✅' : '⬜'} ${status}`,
      );
      const extra = row.seen.filter((s) => !s.documented).map((s) => `❗ ${s.status}`);
      return `| \`${row.operationId}\` | ${row.tag} | ${row.successSeen ? 'yes' : '**no**'} | ${[...documented, ...extra].join(' · ')} |`;
    }),
    '',
  ];
  return lines.join('\n');
}

const MARK_BY_ROW = (row: RunReport['ownership'][number]) =>
  ownershipFailure(row) ? '❌ failure' : ownershipFinding(row) ? '⚠️ finding' : '';

/** The authorization journey: per operation that names a candidate, whether someone else was let in. */
function ownershipSection(report: RunReport): string[] {
  if (report.ownership.length === 0) return [];
  const strict = report.ownership.some((row) => row.strict);
  const findings = report.ownership.filter(ownershipFinding).length;
  return [
    '## Ownership (authorization journey)',
    '',
    strict
      ? 'The upstream binds sign-in tokens to candidates (strict ownership mode): every call that names a candidate must refuse someone else (401/403); any other answer is a failure.'
      : `Findings, not contract violations: the contract does not claim the upstream checks who asks for a candidate's data. ${findings} of ${report.ownership.length} operations let someone else in or did not clearly refuse.`,
    '',
    '| operation | verdict | answers | |',
    '|---|---|---|---|',
    ...report.ownership.map(
      (row) =>
        `| \`${row.operationId}\` | ${row.verdict} | ${describeOwnership(row).replace(/\|/g, '\\|')} | ${MARK_BY_ROW(row)} |`,
    ),
    '',
  ];
}
