import { useTranslation } from 'react-i18next';
import { NO_EMAIL, profileLocationText, profileSalaryText } from '#machines';
import type { Candidate } from '#web/entities/candidate/index.ts';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { Button } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';

export interface PersonalCardProps {
  profile: Candidate | null;
  /** Shown when the record has no mobile number: the signed-in one. */
  fallbackMobile: string;
  profileLoading: boolean;
  kycLoading: boolean;
  onEdit: () => void;
}

/** Personal Information: the record's facts with their fallbacks, and Edit Profile. */
export function PersonalCard({ profile, fallbackMobile, profileLoading, kycLoading, onEdit }: PersonalCardProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const format = useFormat();
  const label = t(profileLoading ? 'personal.loadingProfile' : kycLoading ? 'kyc.loading' : 'personal.edit');

  // 'city - pincode' and the city alone are data; 'Pincode: x' and the fallbacks are messages.
  const locationOf = (record: Candidate) => {
    const shown = profileLocationText(record.cityName, record.pincode);
    return typeof shown === 'string' ? shown : messageText(shown);
  };
  // The amount in the chosen language's digits.
  const salaryOf = (amount: number | undefined) => messageText(profileSalaryText(amount, format.rupees));

  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title" id="personal-title">
          {t('section.personal')}
        </h2>
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={profileLoading || kycLoading || !profile}>
          {label}
        </Button>
      </div>
      {profile ? (
        <dl className="profile-facts">
          <div className="profile-facts__row">
            <dt>{t('personal.fullName')}</dt>
            <dd>{profile.fullName || '—'}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>{t('personal.email')}</dt>
            <dd className={profile.email ? undefined : 'profile-facts__missing'}>
              {profile.email || messageText(NO_EMAIL)}
            </dd>
          </div>
          <div className="profile-facts__row">
            <dt>{t('personal.mobile')}</dt>
            <dd>{profile.mobile || fallbackMobile}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>{t('personal.location')}</dt>
            <dd>{locationOf(profile)}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>{t('personal.expectedSalary')}</dt>
            <dd>{salaryOf(profile.monthlySalary)}</dd>
          </div>
        </dl>
      ) : (
        <p className="profile-card__empty">{t('personal.noProfile')}</p>
      )}
    </>
  );
}
