import { useTranslation } from 'react-i18next';
import { DEFAULT_RESUME_NAME } from '#machines';
import { useConnectionProblem } from '#web/shared/connection-problem.ts';
import { Card } from '#web/ui/index.ts';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { useProfileData } from '../hooks/use-profile-data.ts';
import { useSectionNavigation } from '../hooks/use-section-navigation.ts';
import { profileNs } from '../i18n.ts';
import { completionOf } from '../model/completion.ts';
import { CompletionCard } from './completion-card.tsx';
import { KycSection } from './kyc-section.tsx';
import { PersonalSection } from './personal-section.tsx';
import { SectionMenu } from './section-menu.tsx';
import { ProfileSection } from './profile-section.tsx';
import { ResumeCard } from './resume-card.tsx';
import { SignOutItem } from './sign-out-item.tsx';
import { SkillsSection } from './skills-section.tsx';
import './profile-screen.css';

export interface ProfileScreenProps {
  /** Signing out (the layout's, given by app/). */
  onSignOut: () => void;
}

/** My Profile for a signed-in candidate: menu, personal information, resume, skills, KYC and completion. */
export function ProfileScreen({ onSignOut }: ProfileScreenProps) {
  const { t } = useTranslation(profileNs);
  const data = useProfileData();
  const { user, mobile, record, kycStatus } = data;
  const nav = useSectionNavigation(data.settled);
  const problem = useConnectionProblem(record);

  if (data.loadingFirst && problem) {
    return <OfflineState problem={problem} onRetry={() => void record.refetch()} retrying={record.isFetching} />;
  }
  if (data.loadingFirst) {
    return (
      <p className="profile-loading" role="status">
        {t('loading')}
      </p>
    );
  }

  const profile = record.data ?? null;
  const completion = completionOf({
    profile,
    mobile,
    skillCount: data.skills.data?.mine.length ?? 0,
    kyc: kycStatus,
  });

  return (
    <div className="profile">
      <SectionMenu active={nav.active} onSelect={nav.goTo}>
        <SignOutItem onConfirm={onSignOut} />
      </SectionMenu>
      <div className="profile__main">
        <ProfileSection id="personal" active={nav.active}>
          <PersonalSection user={user} mobile={mobile} record={record} kyc={kycStatus} kycLoading={data.kycLoading} />
        </ProfileSection>
        <ProfileSection id="resume" active={nav.active}>
          <ResumeCard
            mobile={mobile}
            candidateId={String(user?.candidateId ?? profile?.candidateId ?? '')}
            fileName={profile ? profile.resumeFileName || DEFAULT_RESUME_NAME : null}
            hasResume={Boolean(profile?.filePath)}
          />
        </ProfileSection>
        <ProfileSection id="skills" active={nav.active}>
          <SkillsSection mobile={mobile} skills={data.skills} loading={data.skillsLoading} />
        </ProfileSection>
        <ProfileSection id="kyc" active={nav.active}>
          <KycSection
            mobile={mobile}
            kyc={data.kyc}
            status={kycStatus}
            loading={data.kycLoading}
            expanded={nav.kycExpanded}
            onToggle={nav.toggleKyc}
          />
        </ProfileSection>
      </div>
      <aside className="profile__aside" aria-label={t('completion.title')}>
        <Card className="profile-card">
          <CompletionCard completion={completion} />
        </Card>
      </aside>
    </div>
  );
}
