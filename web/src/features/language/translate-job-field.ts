import { useEffect, useSyncExternalStore } from 'react';
import type * as JobDictionary from './job-dictionary.ts';
import { translatesJobFields, type JobFieldKind } from './job-field-languages.ts';

export { JOB_FIELD_LANGUAGES, type JobFieldKind } from './job-field-languages.ts';

type Dictionary = typeof JobDictionary;

/**
 * The job-field dictionaries (titles, cities, job-type terms in four scripts) load only when a
 * language that uses them is chosen: an English visitor's first page does not carry them.
 */
let dictionary: Dictionary | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function loadJobDictionary(): Promise<void> {
  loading ??= import('./job-dictionary.ts').then((loaded) => {
    dictionary = loaded;
    for (const listener of listeners) listener();
  });
  return loading;
}

/** True once the dictionaries for `code` are in; starts loading them when `code` needs them. */
export function useJobDictionary(code: string): boolean {
  const needed = translatesJobFields(code);
  useEffect(() => {
    if (needed) void loadJobDictionary();
  }, [needed]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => dictionary !== null,
  );
}

/** A job title, Indian city name or job-type term in the chosen language; unknown text (or not yet loaded) comes back unchanged. */
export function translateJobText(text: string, code: string): string {
  return dictionary ? dictionary.translateJobText(text, code) : text;
}

/** jobName, cityName and jobDetails in the chosen language (spec 000 s3); English until the dictionaries are in. */
export function translateJobField(kind: JobFieldKind, text: string | null | undefined, code: string): string {
  return dictionary ? dictionary.translateJobField(kind, text, code) : (text ?? '');
}
