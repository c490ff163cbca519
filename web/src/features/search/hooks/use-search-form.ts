import { useTranslation } from 'react-i18next';
import type { FormEvent } from 'react';
import { useToast } from '#web/ui/index.ts';
import { useJobFilterOptions, type JobFilterOptions } from '../api/fetch-job-filter-options.ts';
import { searchNs } from '../i18n.ts';
import { searchOutcome, type SearchCriteria } from '../model/search-criteria.ts';
import { useCityField } from './use-city-field.ts';
import { useLabelField } from './use-label-field.ts';
import { useNameSearch } from './use-name-search.ts';

export interface SearchFormProps {
  /** Where designation and skill options are looked up while no city is chosen. */
  point: { latitude: number; longitude: number } | null;
  onSearch: (criteria: SearchCriteria) => void;
  onReset: () => void;
}

const NO_OPTIONS: JobFilterOptions = { designations: [], skills: [], locations: [] };

/**
 * The search form's fields, the designation and skill options around the chosen city (or the visitor), and what
 * Search Jobs and Reset do with them.
 */
export function useSearchForm({ point, onSearch, onReset }: SearchFormProps) {
  const { t } = useTranslation(searchNs);
  const toast = useToast();
  const names = useNameSearch();
  const city = useCityField(names.search);
  const designations = useLabelField();
  const skills = useLabelField();
  const options = useJobFilterOptions(city.city ?? point).data ?? NO_OPTIONS;

  const search = (event: FormEvent) => {
    event.preventDefault();
    // What is still typed in a field counts, as if Enter had added it.
    // A name typed in full in the chosen language ('रसोइया') is searched as the English label it stands for.
    const form = {
      cityText: city.text,
      city: city.city,
      designations: designations.commit(
        (text) => names.search?.resolve('designation', options.designations, text) ?? text,
      ),
      skills: skills.commit((text) => names.search?.resolve('skill', options.skills, text) ?? text),
    };
    const outcome = searchOutcome(form, options);
    if (outcome.kind === 'chooseCity') toast.info(t('city.chooseFromList'));
    else if (outcome.kind === 'noCriteria') toast.warning(t('noCriteria'));
    else onSearch(outcome.criteria);
  };

  const reset = () => {
    city.clear();
    designations.clear();
    skills.clear();
    onReset();
  };

  return { names, city, designations, skills, options, search, reset };
}
