import type { ReactNode } from 'react';
import type { LabelField as LabelFieldState } from '../hooks/use-label-field.ts';
import type { NameSearchState } from '../hooks/use-name-search.ts';
import { matchingOptions, type FilterOption } from '../model/labels.ts';
import { Combobox } from './combobox.tsx';

export interface LabelFieldProps {
  label: string;
  placeholder: string;
  icon: ReactNode;
  /** The hint when nothing matches the typed text. */
  noMatch: string;
  field: LabelFieldState;
  /** The known labels the suggestions come from. */
  options: readonly FilterOption[];
  /** At most this many suggestions. */
  limit?: number;
  kind: 'designation' | 'skill';
  /** The matcher in the chosen language; until it loads, the labels containing the text are offered. */
  names: NameSearchState;
}

/**
 * A combobox whose picks become chips; suggestions follow the typing. Enter without a highlighted suggestion submits
 * the form: Search Jobs reads the typed text.
 */
export function LabelField({ label, placeholder, icon, noMatch, field, options, limit, kind, names }: LabelFieldProps) {
  const { search } = names;
  // An empty field shows no list over the rest of the form.
  const matches = !field.text.trim()
    ? []
    : search
      ? search.suggest(kind, options, field.text, field.labels, limit)
      : matchingOptions(options, field.text, field.labels, limit).map((o) => ({ key: String(o.id), label: o.label }));
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      icon={icon}
      value={field.text}
      onChange={field.setText}
      options={matches}
      hint={field.text.trim() && names.settled && matches.length === 0 ? noMatch : null}
      // The upstream knows the English label: that is what a pick, or a name typed in full, adds and searches.
      onSelect={(option) => field.add(option.value ?? option.label)}
    />
  );
}
