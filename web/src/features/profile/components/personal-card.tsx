import { NO_EMAIL, profileLocationText, profileSalaryText, type ProfileRecord } from '#machines';
import { Button } from '../../../ui/index.ts';

export const NO_PROFILE = 'Profile data not available';

export interface PersonalCardProps {
  profile: ProfileRecord | null;
  /** Shown when the record has no mobile number: the signed-in one. */
  fallbackMobile: string;
  profileLoading: boolean;
  kycLoading: boolean;
  onEdit: () => void;
}

/** Personal Information: the record's facts with their fallbacks, and Edit Profile. */
export function PersonalCard({ profile, fallbackMobile, profileLoading, kycLoading, onEdit }: PersonalCardProps) {
  const label = profileLoading ? 'Loading Profile...' : kycLoading ? 'Loading KYC...' : 'Edit Profile';
  return (
    <>
      <div className="profile-card__head">
        <h2 className="profile-card__title" id="personal-title">
          Personal Information
        </h2>
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={profileLoading || kycLoading || !profile}>
          {label}
        </Button>
      </div>
      {profile ? (
        <dl className="profile-facts">
          <div className="profile-facts__row">
            <dt>Full Name</dt>
            <dd>{profile.fullName || '—'}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>Email</dt>
            <dd className={profile.email ? undefined : 'profile-facts__missing'}>{profile.email || NO_EMAIL}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>Mobile</dt>
            <dd>{profile.mobile || fallbackMobile}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>Location</dt>
            <dd>{profileLocationText(profile.cityName, profile.pincode)}</dd>
          </div>
          <div className="profile-facts__row">
            <dt>Expected Salary</dt>
            <dd>{profileSalaryText(profile.expectedSalary)}</dd>
          </div>
        </dl>
      ) : (
        <p className="profile-card__empty">{NO_PROFILE}</p>
      )}
    </>
  );
}
