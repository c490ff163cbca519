import { CHECKS, CHECK_RULES } from './checks.ts';
import type { GenerateReport } from './run-generate.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: one test case per operation × check; a finding fails its case and carries the curl and the seed. */
export function generateJunit(report: GenerateReport): string {
  const cases: string[] = [];
  for (const row of report.rows) {
    for (const check of CHECKS) {
      const cell = row.checks[check];
      const open = `    <testcase classname="contract.generate.${escape(row.operationId)}" name="${check}">`;
      if (cell.state === 'failed') {
        const finding = report.findings.find((f) => f.operationId === row.operationId && f.check === check);
        const detail = finding ? `${finding.message}\n${finding.curl}\n(seed ${report.seed})` : '';
        cases.push(
          `${open}<failure message="${escape(finding?.message ?? CHECK_RULES[check])}">${escape(detail)}</failure></testcase>`,
        );
      } else if (cell.state === 'not applicable' || cell.state === 'not reached') {
        cases.push(`${open}<skipped message="${escape(cell.note ?? cell.state)}"/></testcase>`);
      } else if (cell.state === 'note') {
        cases.push(`${open}<system-out>${escape(`NOTE: ${cell.note ?? ''}`)}</system-out></testcase>`);
      } else {
        cases.push(`${open}</testcase>`);
      }
    }
  }
  if (report.error)
    cases.push(
      `    <testcase classname="contract.generate" name="sign-in"><failure message="${escape(report.error)}"/></testcase>`,
    );
  const failures = cases.filter((c) => c.includes('<failure')).length;
  const skipped = cases.filter((c) => c.includes('<skipped')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-generate" tests="${cases.length}" failures="${failures}" skipped="${skipped}" time="${report.seconds.toFixed(3)}">`,
    `  <testsuite name="generative conformance (${escape(report.baseUrl)}, seed ${report.seed})" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
