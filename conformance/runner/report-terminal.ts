import { groupLine, groupViolations } from '../report/violation-groups.ts';
import { ownershipFailure, ownershipFinding } from './ownership.ts';
import type { RunReport } from './run.ts';
import type { JourneyResult } from './types.ts';

const MARK: Record<JourneyResult['outcome'], string> = { passed: '✓', failed: '✗', skipped: '–' };

export function journeyLine(result: JourneyResult): string {
  const detail = result.reason ? `  ${result.reason}` : '';
  return `  ${MARK[result.outcome]} ${result.name} (${result.calls} calls, ${result.seconds.toFixed(2)} s)${detail}`;
}

export function terminalSummary(report: RunReport): string {
  const count = (outcome: JourneyResult['outcome']) => report.journeys.filter((j) => j.outcome === outcome).length;
  const withSuccess = report.coverage.filter((row) => row.successSeen).length;
  const documented = report.coverage.reduce((sum, row) => sum + row.documented.length, 0);
  const documentedSeen = report.coverage.reduce((sum, row) => sum + row.seen.filter((s) => s.documented).length, 0);
  const lines = [
    '',
    `Contract conformance against ${report.baseUrl}${report.isMock ? ' (mock upstream)' : ''}`,
    `  journeys: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped`,
    `  calls: ${report.calls} in ${report.seconds.toFixed(1)} s`,
    `  operations with a 2xx seen: ${withSuccess}/${report.coverage.length}`,
    `  documented statuses seen: ${documentedSeen}/${documented}`,
    `  violations: ${report.violations.length}`,
  ];
  for (const group of groupViolations(report.violations)) lines.push(`    ${groupLine(group, report.mockSetup)}`);
  if (report.ownership.length > 0) {
    const enforced = report.ownership.filter((row) => row.verdict === 'enforced').length;
    const failures = report.ownership.filter(ownershipFailure).map((row) => row.operationId);
    const findings = report.ownership.filter(ownershipFinding).map((row) => row.operationId);
    lines.push(
      `  ownership: ${enforced}/${report.ownership.length} operations that name a candidate refuse someone else`,
    );
    if (failures.length > 0) lines.push(`    failures (strict mode): ${failures.join(', ')}`);
    if (findings.length > 0) lines.push(`    findings (not contract violations): ${findings.join(', ')}`);
  }
  const missing = report.coverage.filter((row) => !row.successSeen).map((row) => row.operationId);
  if (missing.length > 0) lines.push(`  operations without a 2xx: ${missing.join(', ')}`);
  return lines.join('\n');
}
