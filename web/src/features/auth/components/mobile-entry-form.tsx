import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  COUNTRY_RULES,
  mobileEntryMachine,
  type CountryCode,
  type MobileEntryOutput,
} from '#machines';
import { Button } from '../../../ui/index.ts';
import './mobile-entry-form.css';

export interface MobileEntryFormProps {
  /** Called with a valid number; the form stays as it is so the caller can show progress or an error. */
  onContinue(value: MobileEntryOutput): void;
  title?: string;
  description?: ReactNode;
  submitLabel?: string;
  busy?: boolean;
  /** An error from the caller's own step (e.g. the server refused the number). */
  error?: string | null;
}

const COUNTRIES: ReadonlyArray<{ code: CountryCode; label: string }> = [
  { code: '+91', label: '+91 India' },
  { code: '+971', label: '+971 UAE' },
];

type Restart = { key: number; snapshot?: ReturnType<typeof mobileEntryMachine.resolveState> };

/** The home flow's 'Enter Mobile Number' step: country select (+91 or +971), digits-only input, Continue. */
export function MobileEntryForm(props: MobileEntryFormProps) {
  // The machine ends when a valid number is submitted; a new run keeps what was typed for the next try.
  const [restart, setRestart] = useState<Restart>({ key: 0 });
  return <EntryForm key={restart.key} {...props} snapshot={restart.snapshot} onRestart={setRestart} />;
}

interface EntryFormProps extends MobileEntryFormProps {
  snapshot?: Restart['snapshot'];
  onRestart(next: Restart): void;
}

function EntryForm({ onContinue, title = 'Enter Mobile Number', description, submitLabel = 'Continue', busy, error, snapshot: start, onRestart }: EntryFormProps) {
  const id = useId();
  const [snapshot, send] = useMachine(mobileEntryMachine, start ? { snapshot: start } : undefined);
  const { countryCode, mobile } = snapshot.context;
  const shownError = snapshot.context.error ?? error ?? null;
  const handled = useRef(false);

  useEffect(() => {
    if (snapshot.status !== 'done' || handled.current) return;
    handled.current = true;
    onContinue(snapshot.output);
    onRestart({
      key: Date.now(),
      snapshot: mobileEntryMachine.resolveState({ value: 'editing', context: { countryCode, mobile, error: null } }),
    });
  }, [snapshot, countryCode, mobile, onContinue, onRestart]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) send({ type: 'mobile.submit' });
  };
  return (
    <form className="mobile-entry" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="mobile-entry__title">
        {title}
      </h3>
      {description ? <p className="mobile-entry__description">{description}</p> : null}
      <div className="mobile-entry__row">
        <label className="visually-hidden" htmlFor={`${id}-country`}>
          Country code
        </label>
        <select
          id={`${id}-country`}
          className="mobile-entry__country"
          value={countryCode}
          disabled={busy}
          onChange={(event) => send({ type: 'country.select', countryCode: event.target.value as CountryCode })}
        >
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.label}
            </option>
          ))}
        </select>
        <label className="visually-hidden" htmlFor={`${id}-mobile`}>
          Mobile Number
        </label>
        <input
          id={`${id}-mobile`}
          className="mobile-entry__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={countryCode === '+91' ? '10-digit mobile number' : '9-digit mobile number'}
          maxLength={COUNTRY_RULES[countryCode].maxLength}
          value={mobile}
          disabled={busy}
          aria-invalid={Boolean(shownError)}
          aria-describedby={shownError ? `${id}-error` : undefined}
          onChange={(event) => send({ type: 'mobile.input', value: event.target.value })}
        />
      </div>
      {shownError ? (
        <p id={`${id}-error`} className="mobile-entry__error" role="alert">
          {shownError}
        </p>
      ) : null}
      <Button type="submit" block size="lg" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
