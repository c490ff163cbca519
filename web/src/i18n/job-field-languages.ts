/**
 * Job fields (titles, cities, job-type terms, skills, experience) are translated only for these; other languages
 * show the upstream's English text.
 */
export const JOB_FIELD_LANGUAGES = ['en', 'hi', 'gu', 'ta', 'te'] as const;

export function translatesJobFields(code: string): boolean {
  return code !== 'en' && (JOB_FIELD_LANGUAGES as readonly string[]).includes(code);
}

/** The kinds of job field a screen translates: each is looked up in its own catalogue. */
export type JobFieldKind = 'title' | 'city' | 'term' | 'skill' | 'experience';
