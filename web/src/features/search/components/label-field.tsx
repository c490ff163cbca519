import type { ReactNode } from 'react';
import type { LabelField as LabelFieldState } from '../hooks/use-label-field.ts';
import { matchingOptions, type FilterOption } from '../model/labels.ts';
import type { NameSearch, NameSuggestion } from '../model/name-search.ts';
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
  /** The matcher in the chosen language, once loaded; until then the labels containing the text are offered. */
  search: NameSearch | null;
  /** Whether the plain match may say 'no match' while the matcher loads (English typed in English). */
  plainMatchIsEnough: boolean;
}

/** A combobox whose picks (or typed text, on Enter) become chips; suggestions follow the typing. */
export function LabelField(props: LabelFieldProps) {
  const { label, placeholder, icon, noMatch, field, options, limit, kind, search, plainMatchIsEnough } = props;
  const text = field.text.trim();
  // An empty field shows no list over the rest of the form.
  const matches: NameSuggestion[] = !text
    ? []
    : search
      ? search.options(kind, options, field.text, field.labels, limit)
      : matchingOptions(options, field.text, field.labels, limit).map((option) => ({ ...option, local: null }));
  const answered = search !== null || plainMatchIsEnough;
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      icon={icon}
      value={field.text}
      onChange={field.setText}
      options={matches.map((match) =>
        match.local
          ? { key: String(match.id), label: match.local, detail: match.label }
          : { key: String(match.id), label: match.label },
      )}
      hint={text && answered && matches.length === 0 ? noMatch : null}
      // The upstream knows the English label: that is what a pick adds and searches.
      onSelect={(option) => field.add(matches.find((match) => String(match.id) === option.key)?.label ?? option.label)}
      onEnter={(typed) => field.add(search && typed.trim() ? search.resolve(kind, options, typed.trim()) : typed)}
    />
  );
}
