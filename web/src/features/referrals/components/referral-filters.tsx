import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { ALL_REFERRALS, DATE_REFERRED_OPTIONS, type StatusFilterOption } from '#machines';
import { useFormat, useLocalMessageText } from '#web/i18n/index.ts';
import { referralsNs } from '../i18n.ts';

export interface ReferralFiltersProps {
  options: readonly StatusFilterOption[];
  chosen: string;
  onChoose: (status: string) => void;
  /** While the list loads, or after it failed. */
  disabled: boolean;
}

/** Status (each choice with its count) and Date Referred, above the cards. */
export function ReferralFilters({ options, chosen, onChoose, disabled }: ReferralFiltersProps) {
  const { t } = useTranslation(referralsNs);
  const text = useLocalMessageText();
  const format = useFormat();
  const statusId = useId();
  return (
    <div className="referrals__filters">
      <div className="referrals__filter">
        <label htmlFor={statusId}>{t('filter.status')}</label>
        <select id={statusId} value={chosen} onChange={(e) => onChoose(e.target.value)} disabled={disabled}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.value === ALL_REFERRALS
                ? text(option.label)
                : `${text(option.label)} (${format.number(option.count)})`}
            </option>
          ))}
        </select>
      </div>
      <DateReferredFilter disabled={disabled} />
    </div>
  );
}

/** Shown as the spec asks, but it has no effect on the list: the spec's Date Referred filter does nothing. */
function DateReferredFilter({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation(referralsNs);
  const text = useLocalMessageText();
  const dateId = useId();
  const [dateRange, setDateRange] = useState<string>(DATE_REFERRED_OPTIONS[0]?.key ?? '');
  return (
    <div className="referrals__filter">
      <label htmlFor={dateId}>{t('filter.dateReferred')}</label>
      <select id={dateId} value={dateRange} onChange={(e) => setDateRange(e.target.value)} disabled={disabled}>
        {DATE_REFERRED_OPTIONS.map((option) => (
          <option key={option.key} value={option.key}>
            {text(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
