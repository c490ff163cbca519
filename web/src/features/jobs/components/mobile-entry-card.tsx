import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent, useId, type FormEvent } from 'react';
import { COUNTRY_RULES, type CountryCode, type MobileEntryOutput } from '#machines';
import { Button, Card, Field } from '#web/ui/index.ts';
import { MobileEntryActor } from '../hooks/mobile-entry-actor.ts';
import { jobsNs } from '../i18n.ts';
import './mobile-entry-card.css';

const COUNTRIES = Object.keys(COUNTRY_RULES) as CountryCode[];

export interface MobileEntryCardProps {
  /** A valid number was entered: the list searches with it. */
  onContinue(entry: MobileEntryOutput): void;
}

/** The home flow's 'Enter Mobile Number' step, shown where the list needs the candidate's number and has none. */
export function MobileEntryCard(props: MobileEntryCardProps) {
  return (
    <MobileEntryActor.Provider>
      <MobileEntryForm {...props} />
    </MobileEntryActor.Provider>
  );
}

function MobileEntryForm({ onContinue }: MobileEntryCardProps) {
  const actor = MobileEntryActor.useActorRef();
  const countryCode = MobileEntryActor.useSelector((s) => s.context.countryCode);
  const mobile = MobileEntryActor.useSelector((s) => s.context.mobile);
  const error = MobileEntryActor.useSelector((s) => s.context.error);
  const output = MobileEntryActor.useSelector((s) => (s.status === 'done' ? s.output : undefined));
  const countryId = useId();
  const headingId = useId();
  const { t } = useTranslation(jobsNs);

  const report = useEffectEvent((entry: MobileEntryOutput) => onContinue(entry));
  useEffect(() => {
    if (output) report(output);
  }, [output]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'mobile.submit' });
  };
  return (
    <Card className="mobile-entry" aria-labelledby={headingId}>
      <h3 id={headingId} className="mobile-entry__title">
        {t('mobile.title')}
      </h3>
      <p className="mobile-entry__text">{t('mobile.required')}</p>
      <form className="mobile-entry__form" onSubmit={submit} noValidate>
        <div className="mobile-entry__country">
          <label htmlFor={countryId} className="field__label">
            {t('mobile.countryCode')}
          </label>
          <select
            id={countryId}
            value={countryCode}
            onChange={(event) => actor.send({ type: 'country.select', countryCode: event.target.value as CountryCode })}
          >
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <Field
          label={t('mobile.number')}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={COUNTRY_RULES[countryCode].maxLength}
          className="mobile-entry__number"
          value={mobile}
          error={error}
          onChange={(event) => actor.send({ type: 'mobile.input', value: event.target.value })}
        />
        <Button type="submit">{t('mobile.continue')}</Button>
      </form>
    </Card>
  );
}
