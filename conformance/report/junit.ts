// The one JUnit XML writer of the harness: the journeys, the generated run and the contract diff each turn their
// results into cases; this file writes the document and counts its totals.

export interface JunitCase {
  classname: string;
  name: string;
  seconds?: number;
  /** The case failed: a one-line message, and the detail (a reproducer, the violations). */
  failure?: { message: string; detail?: string };
  /** The case did not run: why. */
  skipped?: string;
  /** What a passing case has to say. */
  output?: string;
}

export interface JunitSuite {
  /** The document's name (`<testsuites name>`): which tool wrote it. */
  name: string;
  /** The suite's own name: what was checked, against what. */
  suite: string;
  seconds?: number;
  cases: readonly JunitCase[];
}

/** Text made safe for an XML attribute or element. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function caseXml(junitCase: JunitCase): string {
  const time = junitCase.seconds === undefined ? '' : ` time="${junitCase.seconds.toFixed(3)}"`;
  const open = `    <testcase classname="${escapeXml(junitCase.classname)}" name="${escapeXml(junitCase.name)}"${time}>`;
  const { failure, skipped, output } = junitCase;
  const body = failure
    ? failure.detail === undefined
      ? `<failure message="${escapeXml(failure.message)}"/>`
      : `<failure message="${escapeXml(failure.message)}">${escapeXml(failure.detail)}</failure>`
    : skipped !== undefined
      ? `<skipped message="${escapeXml(skipped)}"/>`
      : output !== undefined
        ? `<system-out>${escapeXml(output)}</system-out>`
        : '';
  return `${open}${body}</testcase>`;
}

/** One JUnit document of one suite, its totals counted from the cases. */
export function junitDocument({ name, suite, seconds, cases }: JunitSuite): string {
  const failures = cases.filter((c) => c.failure).length;
  const skipped = cases.filter((c) => !c.failure && c.skipped !== undefined).length;
  const totals = `tests="${cases.length}" failures="${failures}" skipped="${skipped}"`;
  const time = seconds === undefined ? '' : ` time="${seconds.toFixed(3)}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${escapeXml(name)}" ${totals}${time}>`,
    `  <testsuite name="${escapeXml(suite)}" ${totals}>`,
    ...cases.map(caseXml),
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
