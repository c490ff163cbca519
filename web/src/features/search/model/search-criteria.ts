import { addUnique, idsForLabels, type FilterOption } from './labels.ts';

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

export type LabelKind = 'designation' | 'skill';

/** What a typed text stands for: options' English labels, or none and the nearest options to offer instead. */
export interface TypedReading {
  labels: string[];
  nearest: string[];
}

/** Reads a field's typed text against its options (the suggestions' matcher), leaving the chosen labels out. */
export type ReadTyped = (kind: LabelKind, text: string, chosen: readonly string[]) => TypedReading;

/** What Search Jobs does with the form. */
export type SearchOutcome =
  | { kind: 'chooseCity' }
  /** Typed text stands for no option: nothing is searched, the list stays as it was. */
  | { kind: 'noMatch'; field: LabelKind; text: string; nearest: string[] }
  | { kind: 'noCriteria' }
  /** `typed`: the options the typed text stood for (now chips too), for 'Showing jobs for …'. */
  | { kind: 'search'; criteria: SearchCriteria; typed: Array<{ kind: LabelKind; label: string }> };

/** A field whose entries become chips: the labels chosen and the text typed but not picked. */
export interface LabelEntry {
  labels: readonly string[];
  text: string;
}

export interface SearchForm {
  /** The city field's text: a city is only taken from its list. */
  cityText: string;
  city: ChosenCity | null;
  designations: LabelEntry;
  skills: LabelEntry;
}

/** The options the ids are read from (those around the city, or around the visitor while no city is chosen). */
interface KnownOptions {
  designations: readonly FilterOption[];
  skills: readonly FilterOption[];
}

/**
 * Search Jobs: city text must be a pick from its list; text typed in the job title or skills field and not picked
 * is searched for as the options it stands for, or, standing for none, stops the search with the nearest options;
 * at least one criterion is needed.
 */
export function searchOutcome(form: SearchForm, options: KnownOptions, read: ReadTyped): SearchOutcome {
  if (form.cityText.trim() !== '') return { kind: 'chooseCity' };
  const typed: Array<{ kind: LabelKind; label: string }> = [];
  const chosen = { designation: [...form.designations.labels], skill: [...form.skills.labels] };
  for (const [kind, entry] of [
    ['designation', form.designations],
    ['skill', form.skills],
  ] as const) {
    const text = entry.text.trim();
    if (text === '') continue;
    const { labels, nearest } = read(kind, text, entry.labels);
    if (labels.length === 0) return { kind: 'noMatch', field: kind, text, nearest };
    for (const label of labels) typed.push({ kind, label });
    chosen[kind] = labels.reduce(addUnique, chosen[kind]);
  }
  const { city } = form;
  if (!city && chosen.designation.length === 0 && chosen.skill.length === 0) return { kind: 'noCriteria' };
  return {
    kind: 'search',
    criteria: {
      city,
      designations: chosen.designation,
      designationIds: idsForLabels(chosen.designation, options.designations),
      skills: chosen.skill,
      skillIds: idsForLabels(chosen.skill, options.skills),
    },
    typed,
  };
}
