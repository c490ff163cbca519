import type { JobFieldKind } from './job-field-languages.ts';

type Translate = (kind: JobFieldKind, text: string, code: string) => string;

/** The job-field dictionaries' lookup once they have loaded (job-field-text.ts sets it). */
let translate: Translate | null = null;

export function setLoadedJobFields(loaded: Translate): void {
  translate = loaded;
}

/**
 * A job field inside one of the upstream's sentences ('Applied for {{jobName}} at {{companyName}}, {{cityName}}',
 * upstream-reader.ts) in `code` once the dictionaries are in; as it came before. The screen showing the sentence reads
 * the job's fields too (useJobFieldText), so it loads them and is drawn again when they arrive.
 */
export function jobFieldIn(kind: JobFieldKind, text: string, code: string): string {
  return translate ? translate(kind, text, code) : text;
}
