import { describeViolation } from './format-violation.ts';
import { describeOwnership, ownershipFailure, ownershipFinding } from './ownership.ts';
import type { RunReport } from './run.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: one test case per journey, and (when required) one per operation for 2xx coverage. */
export function junitXml(report: RunReport, requireFullCoverage: boolean): string {
  const journeyCases = report.journeys.map((j) => {
    const open = `    <testcase classname="contract.journeys" name="${escape(j.name)}" time="${j.seconds.toFixed(3)}">`;
    if (j.outcome === 'skipped') return `${open}<skipped message="${escape(j.reason ?? '')}"/></testcase>`;
    if (j.outcome === 'failed') {
      const details = [j.reason ?? '', ...j.violations.map(describeViolation)].join('\n');
      return `${open}<failure message="${escape(j.reason ?? 'failed')}">${escape(details)}</failure></testcase>`;
    }
    return `${open}</testcase>`;
  });
  const coverageCases = requireFullCoverage
    ? report.coverage.map((row) => {
        const open = `    <testcase classname="contract.coverage" name="${escape(row.operationId)} answers 2xx">`;
        return row.successSeen ? `${open}</testcase>` : `${open}<failure message="no 2xx seen"/></testcase>`;
      })
    : [];
  const ownershipCases = report.ownership.map((row) => {
    const open = `    <testcase classname="contract.ownership" name="${escape(`${row.operationId} refuses another candidate's caller`)}">`;
    const detail = escape(`${row.verdict}: ${describeOwnership(row)}`);
    if (ownershipFailure(row))
      return `${open}<failure message="${escape(`ownership not enforced in strict mode (${row.verdict})`)}">${detail}</failure></testcase>`;
    if (row.verdict === 'not probed')
      return `${open}<skipped message="${escape(row.note ?? 'not probed')}"/></testcase>`;
    // A finding is not a contract violation: the case passes and says what was seen.
    if (ownershipFinding(row))
      return `${open}<system-out>${escape(`FINDING (not a contract violation): ownership ${row.verdict}; ${describeOwnership(row)}`)}</system-out></testcase>`;
    return `${open}</testcase>`;
  });
  const cases = [...journeyCases, ...coverageCases, ...ownershipCases];
  const failures = cases.filter((c) => c.includes('<failure')).length;
  const skipped = cases.filter((c) => c.includes('<skipped')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${report.seconds.toFixed(3)}">`,
    `  <testsuite name="contract conformance (${escape(report.baseUrl)})" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
