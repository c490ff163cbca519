import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';
import type * as DictionaryModule from './job-dictionary.ts';
import { setLoadedJobFields } from './job-field-loaded.ts';
import { translatesJobFields, type JobFieldKind } from './job-field-languages.ts';
import { useLanguage } from './use-language.ts';

export type JobDictionary = typeof DictionaryModule;
export type { JobFieldKind };

/**
 * The job-field dictionaries (titles, cities, job-type terms, skills, experience in four scripts) load only when a
 * language that uses them is chosen: an English visitor's first page does not carry them. Their English names and the
 * code that reads job data back to them are one chunk; each language's names are catalogues that arrive with its
 * other texts. Every screen showing a job's fields reads them here (`useJobFieldText`), so a title, a city or a skill
 * reads the same on the home list, My Applications, the interviews and the dialogs.
 */
let dictionary: JobDictionary | null = null;
let loading: Promise<JobDictionary> | null = null;
const listeners = new Set<() => void>();
/** What a reader re-reads: the dictionaries, and a new one each time a language's job-field catalogues arrive. */
let snapshot: { dictionary: JobDictionary | null } = { dictionary: null };

function publish(): void {
  snapshot = { dictionary };
  for (const listener of listeners) listener();
}

// A language chosen while the dictionaries loaded gets its job-field catalogues with the change of language or just
// after it: the job fields are read again then (a card keeps them memoised on the language and the dictionaries).
const reread = () => {
  if (dictionary) publish();
};
i18n.on('languageChanged', reread);
i18n.on('loaded', reread);

export function loadJobDictionary(): Promise<JobDictionary> {
  loading ??= import('./job-dictionary.ts').then(async (loaded) => {
    await i18n.loadNamespaces([...loaded.JOB_FIELD_NAMESPACES]);
    dictionary = loaded;
    setLoadedJobFields(loaded.translateJobField);
    publish();
    return loaded;
  });
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The dictionaries once they are in (null until then); starts loading them when `code` needs them. */
export function useJobDictionary(code: string): JobDictionary | null {
  const needed = translatesJobFields(code);
  useEffect(() => {
    if (needed) void loadJobDictionary();
  }, [needed]);
  return useSyncExternalStore(subscribe, () => snapshot).dictionary;
}

export type JobFieldText = Readonly<Record<JobFieldKind, (text: string) => string>>;

/**
 * A job's title, city, job-type term, skill and experience in the chosen language (written for hi, gu, ta and te),
 * each as the upstream wrote it until the dictionaries have loaded, and when they do not know it.
 */
export function useJobFieldText(): JobFieldText {
  const { code } = useLanguage();
  const loaded = useJobDictionary(code);
  return useMemo(() => {
    const field = (kind: JobFieldKind) => (text: string) =>
      text && loaded ? loaded.translateJobField(kind, text, code) : text;
    return {
      title: field('title'),
      city: field('city'),
      term: field('term'),
      skill: field('skill'),
      experience: field('experience'),
    };
  }, [code, loaded]);
}
