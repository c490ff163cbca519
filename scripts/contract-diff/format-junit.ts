import type { Change } from './types.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface ExtraCase {
  name: string;
  failure: string | null;
}

/** JUnit XML: one test case per change, a failure where the run's policy says the change fails; extra cases first. */
export function junitReport(
  suite: string,
  changes: readonly Change[],
  failure: (c: Change) => string | null,
  extra: readonly ExtraCase[] = [],
): string {
  const extraCases = extra.map((e) => {
    const open = `    <testcase classname="contract-diff" name="${escape(e.name)}">`;
    return e.failure === null ? `${open}</testcase>` : `${open}<failure message="${escape(e.failure)}"/></testcase>`;
  });
  const changeCases = changes.map((c) => {
    const open = `    <testcase classname="contract-diff.${c.breaks}" name="${escape(`${c.operationId} ${c.pointer} (${c.kind})`)}">`;
    const why = failure(c);
    return why === null
      ? `${open}<system-out>${escape(c.message)}</system-out></testcase>`
      : `${open}<failure message="${escape(why)}">${escape(c.message)}</failure></testcase>`;
  });
  const cases = [...extraCases, ...changeCases];
  const failures = cases.filter((c) => c.includes('<failure')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract-diff" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="${escape(suite)}" tests="${cases.length}" failures="${failures}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
