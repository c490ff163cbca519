import type { MockSetup } from '../report/violation-groups.ts';
import type { GenerateReport } from './run-generate.ts';
import type { OperationRow } from './ledger.ts';

const successSeen = (row: OperationRow) => [...row.statuses.keys()].some((s) => s >= 200 && s < 300);

export function operationLine(row: OperationRow): string {
  const failed = Object.entries(row.checks)
    .filter(([, c]) => c.state === 'failed')
    .map(([name]) => name);
  const statuses = [...row.statuses]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
  return `  ${failed.length > 0 ? '✗' : '✓'} ${row.operationId} (${statuses || 'no answer'})${failed.length ? `  ${failed.join(', ')}` : ''}`;
}

export function generateSummary(report: GenerateReport, setup?: MockSetup): string {
  const withSuccess = report.rows.filter(successSeen);
  const notes = report.rows.filter((row) => row.checks.ignored_auth.state === 'note').map((row) => row.operationId);
  const lines = [
    '',
    `Generative conformance against ${report.baseUrl}${report.isMock ? ' (mock upstream)' : ''}${report.strict ? ', strict ownership mode' : ''}`,
    `  seed ${report.seed}; ${report.calls} calls in ${report.seconds.toFixed(1)} s${report.interrupted ? ' (stopped by the time limit)' : ''}`,
    `  operations with a 2xx seen: ${withSuccess.length}/${report.rows.length}`,
    `  findings: ${report.findings.length}`,
  ];
  if (report.error) lines.push(`  could not start: ${report.error}`);
  for (const finding of report.findings) {
    const set = setup?.get(finding.operationId);
    lines.push(
      `    ${finding.operationId} ${finding.check}: ${finding.message}${finding.rule ? ` [${finding.rule}]` : ''}${set?.length ? `; set on the mock: ${set.join(', ')}` : ''}`,
    );
    lines.push(`      ${finding.curl}`);
  }
  if (report.findings.length > 0) lines.push(`  reproduce the run: --seed ${report.seed}`);
  if (notes.length > 0)
    lines.push(`  ignored_auth notes (open ownership mode, not contract violations): ${notes.join(', ')}`);
  const missing = report.rows.filter((row) => !successSeen(row)).map((row) => row.operationId);
  if (missing.length > 0) lines.push(`  operations without a 2xx: ${missing.join(', ')}`);
  return lines.join('\n');
}
