import { CHECKS, type CheckName } from './checks.ts';
import type { CheckCell } from './ledger.ts';
import type { GenerateReport } from './run-generate.ts';

const MARK: Record<CheckCell['state'], string> = {
  passed: '✅',
  failed: '❌',
  note: '⚠️',
  'not applicable': '–',
  'not reached': '⬜',
};
const SHORT: Record<CheckName, string> = {
  not_a_server_error: '5xx',
  status_code_conformance: 'status',
  content_type_conformance: 'type',
  response_headers_conformance: 'headers',
  response_schema_conformance: 'schema',
  negative_data_rejection: 'negative',
  positive_data_acceptance: 'positive',
  ignored_auth: 'auth',
  unsupported_method: 'method',
  missing_required_header: 'header',
};
const cellText = (text: string) => text.replace(/\|/g, '\\|');

/** Findings first, each with the curl that reproduces it; then operations × checks and the statuses reached. */
export function generateMarkdown(report: GenerateReport): string {
  const withSuccess = report.rows.filter((row) => [...row.statuses.keys()].some((s) => s >= 200 && s < 300)).length;
  const lines = [
    '# Generative conformance report',
    '',
    `Upstream: \`${report.baseUrl}\`${report.isMock ? ' (mock)' : ''}${report.strict ? ', strict ownership mode' : ''} — seed ${report.seed}, ${report.calls} calls in ${report.seconds.toFixed(1)} s${report.interrupted ? ' (stopped by the time limit)' : ''}.`,
    '',
    `**${report.passed ? 'PASSED' : 'FAILED'}** — ${report.findings.length} finding(s); operations with a 2xx seen: ${withSuccess}/${report.rows.length}.`,
    '',
    '## Findings',
    '',
  ];
  if (report.error) lines.push(`The run could not start: ${report.error}`, '');
  if (report.findings.length === 0) lines.push('None.', '');
  for (const finding of report.findings) {
    lines.push(
      `### \`${finding.operationId}\` — ${finding.check}`,
      '',
      `${finding.message}${finding.rule ? ` (broken rule: ${finding.rule})` : ''}`,
      '',
      '```sh',
      finding.curl,
      '```',
      '',
      `Reproduce the run: \`npm run contract -- --generate --base-url ${report.baseUrl} --seed ${report.seed} --operation ${finding.operationId}\``,
      '',
    );
  }
  lines.push(
    '## Coverage',
    '',
    '✅ held · ❌ finding · ⚠️ note (open ownership mode) · – not applicable · ⬜ not reached. Statuses: ❗ undocumented.',
    '',
    `| operation | ${CHECKS.map((c) => SHORT[c]).join(' | ')} | statuses reached | skipped |`,
    `|---|${CHECKS.map(() => '---').join('|')}|---|---|`,
  );
  for (const row of report.rows) {
    const statuses = [...row.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${row.documented.includes(String(status)) ? '' : '❗'}${status}×${count}`)
      .join(' ');
    lines.push(
      `| \`${row.operationId}\` | ${CHECKS.map((c) => MARK[row.checks[c].state]).join(' | ')} | ${statuses} | ${row.skipped} |`,
    );
  }
  const notes = report.rows.filter((row) => row.checks.ignored_auth.note && row.checks.ignored_auth.state === 'note');
  if (notes.length > 0) {
    lines.push('', '## Notes', '');
    for (const row of notes)
      lines.push(`- \`${row.operationId}\` ignored_auth: ${cellText(row.checks.ignored_auth.note ?? '')}`);
  }
  lines.push('');
  return lines.join('\n');
}
