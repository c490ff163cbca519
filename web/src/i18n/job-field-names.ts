import { loadCatalogue } from './catalogue-files.ts';

type Texts = Readonly<Record<string, string>>;

/** The catalogues of names the search fields match what is typed against. */
const NAME_NAMESPACES = ['jobTitles', 'cityNames', 'jobTerms', 'skillNames'] as const;

/** One language's names of job titles, cities, job-type terms and skills, each by the upstream's English value. */
export type JobFieldNames = Readonly<Record<(typeof NAME_NAMESPACES)[number], Texts>>;

/**
 * The job-field catalogues (`jobTitles`, `cityNames`, `jobTerms`, `skillNames`) of one language, read from the file the client
 * fetches with that language's other texts; a language with no rows (English among them) gives empty ones. For a
 * screen that matches what is typed against the names rather than translating the upstream's data (the search
 * fields); every screen showing a job's fields reads the same
 * catalogues through i18next (job-field-text.ts).
 */
export async function loadJobFieldNames(code: string): Promise<JobFieldNames> {
  const [jobTitles = {}, cityNames = {}, jobTerms = {}, skillNames = {}] = await Promise.all(
    NAME_NAMESPACES.map((namespace) => loadCatalogue(code, namespace)),
  );
  return { jobTitles, cityNames, jobTerms, skillNames };
}
