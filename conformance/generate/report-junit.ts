import { junitDocument, type JunitCase } from '../report/junit.ts';
import { CHECKS, CHECK_RULES } from './checks.ts';
import type { GenerateReport } from './run-generate.ts';

/** JUnit XML: one test case per operation × check; a finding fails its case and carries the curl and the seed. */
export function generateJunit(report: GenerateReport): string {
  const cases: JunitCase[] = [];
  for (const row of report.rows) {
    for (const check of CHECKS) {
      const cell = row.checks[check];
      const base = { classname: `contract.generate.${row.operationId}`, name: check };
      if (cell.state === 'failed') {
        const finding = report.findings.find((f) => f.operationId === row.operationId && f.check === check);
        const detail = finding ? `${finding.message}\n${finding.curl}\n(seed ${report.seed})` : '';
        cases.push({ ...base, failure: { message: finding?.message ?? CHECK_RULES[check], detail } });
      } else if (cell.state === 'not applicable' || cell.state === 'not reached') {
        cases.push({ ...base, skipped: cell.note ?? cell.state });
      } else if (cell.state === 'note') {
        cases.push({ ...base, output: `NOTE: ${cell.note ?? ''}` });
      } else {
        cases.push(base);
      }
    }
  }
  if (report.error) cases.push({ classname: 'contract.generate', name: 'sign-in', failure: { message: report.error } });
  return junitDocument({
    name: 'contract-generate',
    suite: `generative conformance (${report.baseUrl}, seed ${report.seed})`,
    seconds: report.seconds,
    cases,
  });
}
