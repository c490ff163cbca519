import type { Change } from './types.ts';

// GitHub Actions workflow commands: one annotation per change that breaks someone, on its source file and line, so
// that a pull request shows it where it is written. A change that fails the run is an error, one that breaks
// someone else a warning, the rest are not printed (the summary line counts them).

const data = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const property = (text: string) => data(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function githubAnnotations(
  changes: readonly Change[],
  failing: (c: Change) => boolean,
  summary: string,
): string {
  const lines = changes
    .filter((c) => c.breaks !== 'none')
    .map((c) => {
      const level = failing(c) ? 'error' : 'warning';
      const [file, line] = c.source
        ? [c.source.slice(0, c.source.lastIndexOf(':')), c.source.slice(c.source.lastIndexOf(':') + 1)]
        : [];
      const where = file ? `file=${property(file)},line=${line},` : '';
      const title = property(`contract change breaks ${c.breaks}: ${c.operationId}`);
      return `::${level} ${where}title=${title}::${data(c.message)}`;
    });
  return [...lines, `::notice title=contract diff::${data(summary)}`, ''].join('\n');
}
