import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent } from 'react';
import { useFormat } from '#web/i18n/index.ts';
import { useLatinName } from '#web/i18n/use-latin-name.ts';
import { Button, Field } from '#web/ui/index.ts';
import { NameField } from '#web/ui/name-field.tsx';
import { referCandidateNs } from '../i18n.ts';
import type { ReferralRow } from '../model/referral-candidates.ts';
import { mobileInput, nameInput } from '../model/referral-rows.ts';

export interface ReferralRowFieldsProps {
  row: ReferralRow;
  /** The row's place, from 1. */
  number: number;
  disabled: boolean;
  onChange: (patch: Partial<ReferralRow>) => void;
  /** The name's Latin form, as it becomes known: kept on the row, which sends it. */
  onLatin: (latin: string | null) => void;
  /** Left out while this is the only row. */
  onRemove?: () => void;
}

/** One candidate: the name and mobile as the inputs keep them, and Remove while other rows remain. */
export function ReferralRowFields({ row, number, disabled, onChange, onLatin, onRemove }: ReferralRowFieldsProps) {
  const { t } = useTranslation(referCandidateNs);
  const format = useFormat();
  const latin = useLatinName(row.name);
  const keepLatin = useEffectEvent(onLatin);
  useEffect(() => keepLatin(latin), [latin]);
  return (
    <fieldset className="refer-modal__row">
      <legend className="refer-modal__legend">{t('modal.candidate', { number: format.number(number) })}</legend>
      <NameField
        label={t('candidateName')}
        autoComplete="off"
        value={row.name}
        latin={latin}
        disabled={disabled}
        onNameChange={(typed) => onChange({ name: nameInput(typed) })}
      />
      <Field
        label={t('mobile')}
        inputMode="numeric"
        autoComplete="off"
        prefix="+91"
        value={row.mobile}
        disabled={disabled}
        onChange={(e) => onChange({ mobile: mobileInput(e.target.value) })}
      />
      {onRemove ? (
        <Button
          variant="ghost"
          size="sm"
          className="refer-modal__remove"
          aria-label={t('modal.removeCandidate', { number: format.number(number) })}
          disabled={disabled}
          onClick={onRemove}
        >
          {t('modal.remove')}
        </Button>
      ) : null}
    </fieldset>
  );
}
