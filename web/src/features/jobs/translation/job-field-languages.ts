import { JOB_FIELD_NAMESPACES } from '#web/i18n/index.ts';

export { JOB_FIELD_NAMESPACES };
export type JobFieldKind = 'jobName' | 'cityName' | 'jobDetails';

/** Job fields (jobName, cityName, jobDetails) are translated only for these; other languages show the English text. */
export const JOB_FIELD_LANGUAGES = ['en', 'hi', 'gu', 'ta', 'te'] as const;

export function translatesJobFields(code: string): boolean {
  return code !== 'en' && (JOB_FIELD_LANGUAGES as readonly string[]).includes(code);
}
