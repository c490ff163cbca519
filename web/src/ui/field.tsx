import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useShownText, type ShownText } from './shown-text.ts';
import './field.css';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  label: string;
  error?: ShownText | null;
  hint?: ReactNode;
  /** Content before the input, e.g. a country code. */
  prefix?: ReactNode;
}

/** A labelled text input with its error message announced to assistive technology. */
export function Field({ label, error, hint, prefix, className, required, ...input }: FieldProps) {
  const shownText = useShownText();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="field__control">
        {prefix ? <span className="field__prefix">{prefix}</span> : null}
        <input
          id={id}
          className="field__input"
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
          required={required}
          {...input}
        />
      </div>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {shownText(error)}
        </p>
      ) : null}
    </div>
  );
}
