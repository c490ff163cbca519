import { describeViolation } from './format-violation.ts';
import { describeOwnership, ownershipFailure, ownershipFinding } from './ownership.ts';
import { escapeXml, junitDocument } from './junit-document.ts';
import type { RunReport } from './run.ts';

/** JUnit XML: one test case per journey, and (when required) one per operation for 2xx coverage. */
export function junitXml(report: RunReport, requireFullCoverage: boolean): string {
  const journeyCases = report.journeys.map((j) => {
    const open = `    <testcase classname="contract.journeys" name="${escapeXml(j.name)}" time="${j.seconds.toFixed(3)}">`;
    if (j.outcome === 'skipped') return `${open}<skipped message="${escapeXml(j.reason ?? '')}"/></testcase>`;
    if (j.outcome === 'failed') {
      const details = [j.reason ?? '', ...j.violations.map(describeViolation)].join('\n');
      return `${open}<failure message="${escapeXml(j.reason ?? 'failed')}">${escapeXml(details)}</failure></testcase>`;
    }
    return `${open}</testcase>`;
  });
  const coverageCases = requireFullCoverage
    ? report.coverage.map((row) => {
        const open = `    <testcase classname="contract.coverage" name="${escapeXml(row.operationId)} answers 2xx">`;
        return row.successSeen ? `${open}</testcase>` : `${open}<failure message="no 2xx seen"/></testcase>`;
      })
    : [];
  const ownershipCases = report.ownership.map((row) => {
    const open = `    <testcase classname="contract.ownership" name="${escapeXml(`${row.operationId} refuses another candidate's caller`)}">`;
    const detail = escapeXml(`${row.verdict}: ${describeOwnership(row)}`);
    if (ownershipFailure(row))
      return `${open}<failure message="${escapeXml(`ownership not enforced in strict mode (${row.verdict})`)}">${detail}</failure></testcase>`;
    if (row.verdict === 'not probed')
      return `${open}<skipped message="${escapeXml(row.note ?? 'not probed')}"/></testcase>`;
    // A finding is not a contract violation: the case passes and says what was seen.
    if (ownershipFinding(row))
      return `${open}<system-out>${escapeXml(`FINDING (not a contract violation): ownership ${row.verdict}; ${describeOwnership(row)}`)}</system-out></testcase>`;
    return `${open}</testcase>`;
  });
  const cases = [...journeyCases, ...coverageCases, ...ownershipCases];
  return junitDocument('contract', `contract conformance (${report.baseUrl})`, report.seconds, cases);
}
