import { idsForLabels, type FilterOption } from './labels.ts';

/** A city chosen from the suggestions, with the coordinates its place details gave. */
export interface ChosenCity {
  name: string;
  label: string;
  latitude: number;
  longitude: number;
}

export interface SearchCriteria {
  city: ChosenCity | null;
  designations: string[];
  designationIds: number[];
  skills: string[];
  skillIds: number[];
}

/** What Search Jobs does with the form: asks for a city from the list, asks for a criterion, or searches. */
export type SearchOutcome =
  { kind: 'chooseCity' } | { kind: 'noCriteria' } | { kind: 'search'; criteria: SearchCriteria };

export interface SearchForm {
  /** The city field's text: a city is only taken from its list. */
  cityText: string;
  city: ChosenCity | null;
  designations: string[];
  skills: string[];
}

/** The options the ids are read from (those around the city, or around the visitor while no city is chosen). */
interface KnownOptions {
  designations: readonly FilterOption[];
  skills: readonly FilterOption[];
}

export function searchOutcome(form: SearchForm, options: KnownOptions): SearchOutcome {
  const { cityText, city, designations, skills } = form;
  if (cityText.trim() !== '') return { kind: 'chooseCity' };
  if (!city && designations.length === 0 && skills.length === 0) return { kind: 'noCriteria' };
  return {
    kind: 'search',
    criteria: {
      city,
      designations,
      designationIds: idsForLabels(designations, options.designations),
      skills,
      skillIds: idsForLabels(skills, options.skills),
    },
  };
}
