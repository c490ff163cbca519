import { junitDocument, type JunitCase } from '../report/junit.ts';
import { describeViolation } from './format-violation.ts';
import { describeOwnership, ownershipFailure, ownershipFinding } from './ownership.ts';
import type { RunReport } from './run.ts';

/** JUnit XML: one test case per journey, and (when required) one per operation for 2xx coverage. */
export function junitXml(report: RunReport, requireFullCoverage: boolean): string {
  const journeyCases = report.journeys.map((j): JunitCase => {
    const base = { classname: 'contract.journeys', name: j.name, seconds: j.seconds };
    if (j.outcome === 'skipped') return { ...base, skipped: j.reason ?? '' };
    if (j.outcome === 'failed')
      return {
        ...base,
        failure: {
          message: j.reason ?? 'failed',
          detail: [j.reason ?? '', ...j.violations.map(describeViolation)].join('\n'),
        },
      };
    return base;
  });
  const coverageCases = requireFullCoverage
    ? report.coverage.map((row): JunitCase => ({
        classname: 'contract.coverage',
        name: `${row.operationId} answers 2xx`,
        ...(row.successSeen ? {} : { failure: { message: 'no 2xx seen' } }),
      }))
    : [];
  const ownershipCases = report.ownership.map((row): JunitCase => {
    const base = { classname: 'contract.ownership', name: `${row.operationId} refuses another candidate's caller` };
    const detail = `${row.verdict}: ${describeOwnership(row)}`;
    if (ownershipFailure(row))
      return { ...base, failure: { message: `ownership not enforced in strict mode (${row.verdict})`, detail } };
    if (row.verdict === 'not probed') return { ...base, skipped: row.note ?? 'not probed' };
    // A finding is not a contract violation: the case passes and says what was seen.
    if (ownershipFinding(row))
      return {
        ...base,
        output: `FINDING (not a contract violation): ownership ${row.verdict}; ${describeOwnership(row)}`,
      };
    return base;
  });
  return junitDocument({
    name: 'contract',
    suite: `contract conformance (${report.baseUrl})`,
    seconds: report.seconds,
    cases: [...journeyCases, ...coverageCases, ...ownershipCases],
  });
}
