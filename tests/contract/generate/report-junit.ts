import { CHECKS, CHECK_RULES } from './checks.ts';
import { escapeXml, junitDocument } from '../runner/junit-document.ts';
import type { GenerateReport } from './run-generate.ts';

/** JUnit XML: one test case per operation × check; a finding fails its case and carries the curl and the seed. */
export function generateJunit(report: GenerateReport): string {
  const cases: string[] = [];
  for (const row of report.rows) {
    for (const check of CHECKS) {
      const cell = row.checks[check];
      const open = `    <testcase classname="contract.generate.${escapeXml(row.operationId)}" name="${check}">`;
      if (cell.state === 'failed') {
        const finding = report.findings.find((f) => f.operationId === row.operationId && f.check === check);
        const detail = finding ? `${finding.message}\n${finding.curl}\n(seed ${report.seed})` : '';
        cases.push(
          `${open}<failure message="${escapeXml(finding?.message ?? CHECK_RULES[check])}">${escapeXml(detail)}</failure></testcase>`,
        );
      } else if (cell.state === 'not applicable' || cell.state === 'not reached') {
        cases.push(`${open}<skipped message="${escapeXml(cell.note ?? cell.state)}"/></testcase>`);
      } else if (cell.state === 'note') {
        cases.push(`${open}<system-out>${escapeXml(`NOTE: ${cell.note ?? ''}`)}</system-out></testcase>`);
      } else {
        cases.push(`${open}</testcase>`);
      }
    }
  }
  if (report.error)
    cases.push(
      `    <testcase classname="contract.generate" name="sign-in"><failure message="${escapeXml(report.error)}"/></testcase>`,
    );
  return junitDocument(
    'contract-generate',
    `generative conformance (${report.baseUrl}, seed ${report.seed})`,
    report.seconds,
    cases,
  );
}
