/** Text made safe for an XML attribute or element. */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One JUnit document of one suite, its totals counted from the cases (each a `<testcase>` line). */
export function junitDocument(name: string, suite: string, seconds: number, cases: string[]): string {
  const failures = cases.filter((c) => c.includes('<failure')).length;
  const skipped = cases.filter((c) => c.includes('<skipped')).length;
  const totals = `tests="${cases.length}" failures="${failures}" skipped="${skipped}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" ${totals} time="${seconds.toFixed(3)}">`,
    `  <testsuite name="${escapeXml(suite)}" ${totals}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
