import { useEffect, useSyncExternalStore } from 'react';
import type * as DictionaryModule from './job-dictionary.ts';
import { translatesJobFields } from './job-field-languages.ts';

export type JobDictionary = typeof DictionaryModule;

/**
 * The job-field dictionaries (titles, cities, job-type terms in four scripts) load only when a
 * language that uses them is chosen: an English visitor's first page does not carry them.
 */
let dictionary: JobDictionary | null = null;
let loading: Promise<JobDictionary> | null = null;
const listeners = new Set<() => void>();

export function loadJobDictionary(): Promise<JobDictionary> {
  loading ??= import('./job-dictionary.ts').then((loaded) => {
    dictionary = loaded;
    for (const listener of listeners) listener();
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
  return useSyncExternalStore(subscribe, () => dictionary);
}
