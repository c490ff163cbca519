import type { ReactNode } from 'react';
import type { LabelField as LabelFieldState } from '../hooks/use-label-field.ts';
import { asOptions, matchingOptions, type FilterOption } from '../model/labels.ts';
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
}

/** A combobox whose picks (or typed text, on Enter) become chips; suggestions follow the typing. */
export function LabelField({ label, placeholder, icon, noMatch, field, options, limit }: LabelFieldProps) {
  // An empty field shows no list over the rest of the form.
  const matches = field.text.trim() ? matchingOptions(options, field.text, field.labels, limit) : [];
  return (
    <Combobox
      label={label}
      placeholder={placeholder}
      icon={icon}
      value={field.text}
      onChange={field.setText}
      options={asOptions(matches)}
      hint={field.text.trim() && matches.length === 0 ? noMatch : null}
      onSelect={(option) => field.add(option.label)}
      onEnter={field.add}
    />
  );
}
