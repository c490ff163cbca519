import { useTranslation } from 'react-i18next';
import { useState, type FormEvent } from 'react';
import { useToast } from '#web/ui/index.ts';
import { useJobFilterOptions, type JobFilterOptions } from '../api/fetch-job-filter-options.ts';
import { searchNs } from '../i18n.ts';
import { matchingOptions } from '../model/labels.ts';
import type { NameSearch } from '../model/name-search.ts';
import { searchOutcome, type LabelKind, type ReadTyped, type SearchCriteria } from '../model/search-criteria.ts';
import { useCityField } from './use-city-field.ts';
import { useLabelField } from './use-label-field.ts';
import { useNameSearch } from './use-name-search.ts';

export interface SearchFormProps {
  /** Where designation and skill options are looked up while no city is chosen. */
  point: { latitude: number; longitude: number } | null;
  onSearch: (criteria: SearchCriteria) => void;
  onReset: () => void;
}

/** What the form says under the chips about the last Search Jobs with typed text. */
export type SearchNote =
  /** The typed text stood for these options (English labels), and the list shows their jobs. */
  | { kind: 'searchedFor'; labels: Array<{ kind: LabelKind; label: string }> }
  /** The typed text stands for no option: the list stays as it was; the nearest options are offered. */
  | { kind: 'noMatch'; field: LabelKind; text: string; nearest: string[] };

const NO_OPTIONS: JobFilterOptions = { designations: [], skills: [], locations: [] };

/** How many options one typed text may stand for ('driver': every driver title, up to this many). */
export const MAX_TYPED_MATCHES = 5;

/** Typed text read with the matcher, or (matcher not loaded: no network) as the labels containing it. */
function readerOf(matcher: NameSearch | null, options: JobFilterOptions): ReadTyped {
  const listOf = (kind: LabelKind) => (kind === 'designation' ? options.designations : options.skills);
  return (kind, text, chosen) =>
    matcher
      ? matcher.typed(kind, listOf(kind), text, chosen, MAX_TYPED_MATCHES)
      : { labels: matchingOptions(listOf(kind), text, chosen, MAX_TYPED_MATCHES).map((o) => o.label), nearest: [] };
}

/**
 * The search form's fields, the designation and skill options around the chosen city (or the visitor), and what
 * Search Jobs and Reset do with them. Text typed in the job title or skills field and not picked is read with the
 * suggestions' matcher (any of the nine scripts, Latin letters, near misses) and searched for, and the form says
 * which titles it searched for; text that stands for nothing is said so, with the nearest options, and nothing is
 * searched.
 */
export function useSearchForm({ point, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation(searchNs);
  const toast = useToast();
  const names = useNameSearch();
  const city = useCityField(names.search);
  const designations = useLabelField();
  const skills = useLabelField();
  const [note, setNote] = useState<SearchNote | null>(null);
  const options = useJobFilterOptions(city.city ?? point).data ?? NO_OPTIONS;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    setNote(null);
    const form = {
      cityText: city.text,
      city: city.city,
      designations: { labels: designations.labels, text: designations.text },
      skills: { labels: skills.labels, text: skills.text },
    };
    const typed = `${designations.text} ${skills.text}`.trim();
    // The matcher fails to load only without a network: the labels containing the text stand in then.
    const matcher = typed ? await names.load(typed).catch(() => null) : null;
    const outcome = searchOutcome(form, options, readerOf(matcher, options));
    if (outcome.kind === 'chooseCity') toast.info(t('city.chooseFromList'));
    else if (outcome.kind === 'noCriteria') toast.warning(t('noCriteria'));
    else if (outcome.kind === 'noMatch') setNote(outcome);
    else {
      designations.set(outcome.criteria.designations);
      skills.set(outcome.criteria.skills);
      onSearch(outcome.criteria);
      if (outcome.typed.length > 0) setNote({ kind: 'searchedFor', labels: outcome.typed });
    }
  };

  const reset = () => {
    city.clear();
    designations.clear();
    skills.clear();
    setNote(null);
    onReset();
  };

  /** A nearest option offered after 'no match': it takes the typed text's place and is searched for. */
  const choose = (kind: LabelKind, label: string) => (kind === 'designation' ? designations : skills).setText(label);

  return { names, city, designations, skills, options, search, reset, note, choose };
}
