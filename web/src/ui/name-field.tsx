import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { leftOutOfName } from '#machines';
import { Field, type FieldProps } from './field.tsx';
import { uiNs } from './i18n.ts';

export interface NameFieldProps extends Omit<FieldProps, 'value' | 'onChange' | 'hint'> {
  value: string;
  /** What was typed; the caller keeps it cleaned (cleanFullName), which leaves digits and symbols out. */
  onNameChange(typed: string): void;
  /** The name as it will be sent (useLatinName): shown under the field when it differs from what was typed. */
  latin: string | null;
}

/**
 * A person's name typed in any of the nine languages' scripts. It says what it leaves out ('“3@” left out') and, for a
 * name typed in an Indian script, the Latin form the upstream will receive, before the form is sent.
 */
export function NameField({ value, onNameChange, latin, ...field }: NameFieldProps) {
  const { t } = useTranslation(uiNs);
  const [leftOut, setLeftOut] = useState('');
  const typed = value.trim().replace(/\s+/g, ' ');
  const note = leftOut
    ? t('nameField.leftOut', { characters: leftOut })
    : latin && latin !== typed
      ? t('nameField.sentAs', { name: latin })
      : null;
  return (
    <Field
      {...field}
      value={value}
      hint={note ? <span role="status">{note}</span> : undefined}
      onChange={(event) => {
        setLeftOut(leftOutOfName(event.target.value));
        onNameChange(event.target.value);
      }}
    />
  );
}
