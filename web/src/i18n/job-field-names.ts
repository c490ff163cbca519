import { loadCatalogue } from './catalogue-files.ts';
import { JOB_FIELD_NAMESPACES } from './languages.ts';

type Texts = Readonly<Record<string, string>>;

/** One language's names of job titles, cities and job-type terms, each by the upstream's English value. */
export type JobFieldNames = Readonly<Record<(typeof JOB_FIELD_NAMESPACES)[number], Texts>>;

/**
 * The job-field catalogues (`jobTitles`, `cityNames`, `jobTerms`) of one language, read from the file the client
 * fetches with that language's other texts; a language with no rows (English among them) gives empty ones. For a
 * screen that matches what is typed against the names rather than translating the upstream's data (the search
 * fields); the job cards read the same catalogues through i18next (features/jobs/translation/).
 */
export async function loadJobFieldNames(code: string): Promise<JobFieldNames> {
  const [jobTitles = {}, cityNames = {}, jobTerms = {}] = await Promise.all(
    JOB_FIELD_NAMESPACES.map((namespace) => loadCatalogue(code, namespace)),
  );
  return { jobTitles, cityNames, jobTerms };
}
