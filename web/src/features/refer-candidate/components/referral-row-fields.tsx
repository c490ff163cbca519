import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/i18n/index.ts';
import { Button, Field } from '#web/ui/index.ts';
import { referCandidateNs } from '../i18n.ts';
import type { ReferralRow } from '../model/referral-candidates.ts';
import { mobileInput, nameInput } from '../model/referral-rows.ts';

export interface ReferralRowFieldsProps {
  row: ReferralRow;
  /** The row's place, from 1. */
  number: number;
  disabled: boolean;
  onChange: (patch: Partial<ReferralRow>) => void;
  /** Left out while this is the only row. */
  onRemove?: () => void;
}

/** One candidate: the name and mobile as the inputs keep them, and Remove while other rows remain. */
export function ReferralRowFields({ row, number, disabled, onChange, onRemove }: ReferralRowFieldsProps) {
  const { t } = useTranslation(referCandidateNs);
  const format = useFormat();
  return (
    <fieldset className="refer-modal__row">
      <legend className="refer-modal__legend">{t('modal.candidate', { number: format.number(number) })}</legend>
      <Field
        label={t('candidateName')}
        autoComplete="off"
        value={row.name}
        disabled={disabled}
        onChange={(e) => onChange({ name: nameInput(e.target.value) })}
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
