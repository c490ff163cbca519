import { junitDocument, type JunitCase } from '../report/junit.ts';
import type { Change } from './types.ts';

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
  const extraCases = extra.map((e): JunitCase => ({
    classname: 'contract-diff',
    name: e.name,
    ...(e.failure === null ? {} : { failure: { message: e.failure } }),
  }));
  const changeCases = changes.map((c): JunitCase => {
    const base = { classname: `contract-diff.${c.breaks}`, name: `${c.operationId} ${c.pointer} (${c.kind})` };
    const why = failure(c);
    return why === null ? { ...base, output: c.message } : { ...base, failure: { message: why, detail: c.message } };
  });
  return junitDocument({ name: 'contract-diff', suite, cases: [...extraCases, ...changeCases] });
}
