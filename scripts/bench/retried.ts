import type { Row } from './mock-bench.ts';

/** The outcome of work tried at most twice: its value, or the error of the second try. */
export type Tried<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The first line of an error's message: enough for a table cell. */
export const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.trim();

/**
 * Runs `work`; when it throws, says so and runs it once more. A benchmark that fails on a passing hiccup (a browser
 * that missed a navigation) gets its second chance; one that fails twice is reported, and the caller goes on.
 */
export async function triedTwice<T>(what: string, work: () => Promise<T>): Promise<Tried<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (first) {
    console.log(`  ${what} failed (${reasonOf(first)}); trying it once more…`);
    try {
      return { ok: true, value: await work() };
    } catch (second) {
      console.log(`  ${what} failed again (${reasonOf(second)}): reported as failed`);
      return { ok: false, error: second };
    }
  }
}

/** The table's row for a measure that failed twice. */
export const failedRow = (measure: string, error: unknown): Row => ({
  measure,
  ours: `failed twice: ${reasonOf(error).replaceAll('|', '/')}`,
  baseline: '',
  ratio: 'failed',
});

/** A section's rows, or one failed row naming the section when it failed twice. */
export async function sectionRows(title: string, run: () => Promise<Row[]>): Promise<Row[]> {
  const tried = await triedTwice(title, run);
  return tried.ok ? tried.value : [failedRow(title, tried.error)];
}
