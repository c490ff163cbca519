import { useEffect, useSyncExternalStore } from 'react';
import { i18n } from '#web/i18n/index.ts';
import type * as DictionaryModule from './job-dictionary.ts';
import { translatesJobFields } from './job-field-languages.ts';

export type JobDictionary = typeof DictionaryModule;

/**
 * The job-field dictionaries (titles, cities, job-type terms in four scripts) load only when a language that uses
 * them is chosen: an English visitor's first page does not carry them. Their English names and the code that reads
 * job data back to them are one chunk; each language's names are catalogues that arrive with its other texts.
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
