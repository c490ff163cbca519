import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, LogOut, ShieldCheck, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { profileCompletion, upstream, type KycStatus } from '#machines';
import {
  candidateRecordQueryOptions,
  kycDetailsQueryOptions,
  skillsWithCatalogueQueryOptions,
  storeCandidateKyc,
} from '#web/entities/candidate/index.ts';
import { useMessageText } from '#web/i18n/index.ts';
import { useSession } from '#web/shared/session.ts';
import { Button, Card, Dialog, useToast } from '#web/ui/index.ts';
import { useSaveCandidateSkills } from '../api/save-candidate-skills.ts';
import { PROFILE_UPDATED } from '../api/update-candidate-profile.ts';
import { CandidateIdMissing, useProfileEdit } from '../hooks/use-profile-edit.ts';
import { profileNs } from '../i18n.ts';
import { selectProfileRecord } from '../model/profile-view.ts';
import { shownError } from '../model/shown-error.ts';
import { PROFILE_SECTIONS, requestedSection, type ProfileSectionId } from '../model/sections.ts';
import type { ProfileServices } from '../model/services.ts';
import { AddSkillsDialog } from './add-skills-dialog.tsx';
import { CompletionCard } from './completion-card.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import { KycCard } from './kyc-card.tsx';
import { PersonalCard } from './personal-card.tsx';
import { ResumeCard } from './resume-card.tsx';
import { SkillsCard } from './skills-card.tsx';
import './profile-screen.css';

const UNVERIFIED: KycStatus = { aadhaarVerified: false, panVerified: false };
const sectionElementId = (id: ProfileSectionId) => `profile-${id}`;

export interface ProfileScreenProps {
  services: ProfileServices;
}

/** My Profile for a signed-in candidate: menu, personal information, resume, skills, KYC and completion. */
export function ProfileScreen({ services }: ProfileScreenProps) {
  const { t } = useTranslation(profileNs);
  const messageText = useMessageText();
  const { user } = useSession();
  const mobile = user?.mobileNumber ?? '';
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const enabled = mobile !== '';
  const profileQuery = useQuery({ ...candidateRecordQueryOptions(mobile), enabled, select: selectProfileRecord });
  const kycQuery = useQuery({ ...kycDetailsQueryOptions(mobile), enabled });
  const skillsQuery = useQuery({ ...skillsWithCatalogueQueryOptions(mobile), enabled });

  // The section a navigation asks for; a new navigation (another hash, state from another screen) asks again.
  const arrival = requestedSection(location.state, location.hash);
  const [chosen, setChosen] = useState<{ key: string; section: ProfileSectionId } | null>(null);
  const [kycToggle, setKycToggle] = useState<{ key: string; open: boolean } | null>(null);
  const active = chosen?.key === location.key ? chosen.section : (arrival ?? 'personal');
  const kycExpanded = kycToggle?.key === location.key ? kycToggle.open : arrival === 'kyc';
  const setActive = (section: ProfileSectionId) => setChosen({ key: location.key, section });
  const setKycExpanded = (open: boolean) => setKycToggle({ key: location.key, open });
  const [editing, setEditing] = useState(false);
  const [addingSkills, setAddingSkills] = useState(false);
  const [confirmSignOut, setConfirmSignOut] = useState(false);

  const profile = profileQuery.data ?? null;
  const edit = useProfileEdit({
    mobile,
    user,
    profile,
    onSaved: () => {
      setEditing(false);
      toast.success(PROFILE_UPDATED);
    },
  });
  const editError =
    edit.error instanceof CandidateIdMissing
      ? t('edit.candidateIdRequired')
      : edit.error
        ? messageText(shownError(edit.error))
        : null;
  const skillsSave = useSaveCandidateSkills(mobile, {
    onSaved: (message) => {
      setAddingSkills(false);
      // The server's own words ('Skills saved successfully'), else the screen's.
      toast.success(message ? upstream(message) : t('skills.saved'));
    },
  });
  const kyc = kycQuery.data ?? UNVERIFIED;
  const loadingFirst = enabled && profileQuery.isPending;

  const scrollTo = (id: ProfileSectionId) => {
    setActive(id);
    if (id === 'kyc') setKycExpanded(true);
    const target = document.getElementById(sectionElementId(id));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    target?.focus({ preventScroll: true });
  };

  // Arriving with state scrollToSkills, scrollTo 'kyc' or a hash: land on that section once the sections above it
  // have their height (the profile, skills and KYC loaded or failed).
  const settled = !loadingFirst && !(enabled && (skillsQuery.isPending || kycQuery.isPending));
  const landed = useRef<string | null>(null);
  useEffect(() => {
    if (!settled || !arrival || landed.current === location.key) return;
    landed.current = location.key;
    document.getElementById(sectionElementId(arrival))?.scrollIntoView?.({ block: 'start' });
  }, [settled, arrival, location.key]);

  if (loadingFirst) {
    return (
      <p className="profile-loading" role="status">
        {t('loading')}
      </p>
    );
  }

  const onKycChange = (status: KycStatus) => storeCandidateKyc(queryClient, mobile, status);

  const candidateId = String(user?.candidateId ?? profile?.candidateId ?? '');
  const completion = profileCompletion({
    fullName: profile?.fullName ?? '',
    mobile: profile?.mobile || mobile,
    email: profile?.email ?? '',
    hasResume: Boolean(profile?.filePath),
    skillCount: skillsQuery.data?.mine.length ?? 0,
    aadhaarVerified: kyc.aadhaarVerified,
    panVerified: kyc.panVerified,
  });
  const section = (id: ProfileSectionId) => ({
    id: sectionElementId(id),
    tabIndex: -1,
    className: `profile-card ${active === id ? 'profile-card--active' : ''}`,
  });

  return (
    <div className="profile">
      <nav className="profile__menu" aria-label={t('menu.label')}>
        <ul className="profile-nav">
          {PROFILE_SECTIONS.map((s) => (
            <li key={s.id}>
              <button
                type="button"
                className="profile-nav__item"
                aria-current={active === s.id ? 'true' : undefined}
                onClick={() => scrollTo(s.id)}
              >
                <SectionIcon id={s.id} />
                {t(s.label)}
              </button>
            </li>
          ))}
          <li className="profile-nav__sign-out">
            <button
              type="button"
              className="profile-nav__item profile-nav__item--danger"
              onClick={() => setConfirmSignOut(true)}
            >
              <LogOut size={18} aria-hidden="true" />
              {t('signOut.action')}
            </button>
          </li>
        </ul>
      </nav>
      <div className="profile__main">
        <Card {...section('personal')} aria-label={t('section.personal')}>
          <PersonalCard
            profile={profile}
            fallbackMobile={user?.mobile ?? mobile}
            profileLoading={profileQuery.isFetching}
            kycLoading={kycQuery.isPending && enabled}
            onEdit={() => {
              if (edit.isError) edit.reset();
              setEditing(true);
            }}
          />
          {profileQuery.isError ? (
            <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
              <span>{messageText(shownError(profileQuery.error))}</span>
              <Button size="sm" variant="secondary" onClick={() => void profileQuery.refetch()}>
                {t('tryAgain')}
              </Button>
            </div>
          ) : null}
        </Card>
        <Card {...section('resume')} aria-label={t('section.resume')}>
          <ResumeCard
            mobile={mobile}
            candidateId={candidateId}
            fileName={profile ? profile.resumeFileName : null}
            hasResume={Boolean(profile?.filePath)}
            services={services}
          />
        </Card>
        <Card {...section('skills')} aria-label={t('section.skills')}>
          <SkillsCard
            skills={skillsQuery.data?.mine}
            loading={enabled && skillsQuery.isPending}
            error={skillsQuery.isError ? shownError(skillsQuery.error) : null}
            onRetry={() => void skillsQuery.refetch()}
            onAdd={() => {
              if (skillsSave.isError) skillsSave.reset();
              setAddingSkills(true);
            }}
          />
        </Card>
        <Card {...section('kyc')} aria-label={t('section.kyc')}>
          {kycQuery.isPending && enabled ? (
            <>
              <h2 className="profile-card__title">{t('section.kyc')}</h2>
              <p className="profile-card__empty" role="status">
                {t('kyc.loading')}
              </p>
            </>
          ) : kycQuery.isError ? (
            <>
              <h2 className="profile-card__title">{t('section.kyc')}</h2>
              <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
                <span>{messageText(shownError(kycQuery.error))}</span>
                <Button size="sm" variant="secondary" onClick={() => void kycQuery.refetch()}>
                  {t('tryAgain')}
                </Button>
              </div>
            </>
          ) : (
            <KycCard
              key={mobile}
              mobileNumber={mobile}
              kyc={kyc}
              expanded={kycExpanded}
              onToggle={() => setKycExpanded(!kycExpanded)}
              onChange={onKycChange}
            />
          )}
        </Card>
      </div>
      <aside className="profile__aside" aria-label={t('completion.title')}>
        <Card className="profile-card">
          <CompletionCard completion={completion} />
        </Card>
      </aside>
      {editing && profile ? (
        <EditProfileDialog
          profile={profile}
          nameOnAadhaar={kyc.aadhaarVerified ? kyc.nameOnAadhaar : undefined}
          saving={edit.isPending}
          error={editError}
          onSave={(form) => edit.mutate(form)}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {addingSkills && skillsQuery.data ? (
        <AddSkillsDialog
          current={skillsQuery.data.mine}
          active={skillsQuery.data.active}
          suggested={skillsQuery.data.suggested}
          saving={skillsSave.isPending}
          error={skillsSave.error ? shownError(skillsSave.error) : null}
          onSave={(ids) => skillsSave.mutate(ids)}
          onClose={() => setAddingSkills(false)}
        />
      ) : null}
      <Dialog
        open={confirmSignOut}
        title={t('signOut.action')}
        size="sm"
        onClose={() => setConfirmSignOut(false)}
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmSignOut(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={services.signOut}>
              {t('signOut.action')}
            </Button>
          </>
        }
      >
        <p>{t('signOut.question')}</p>
      </Dialog>
    </div>
  );
}

const SECTION_ICONS: Record<ProfileSectionId, LucideIcon> = {
  personal: UserRound,
  resume: FileText,
  skills: Wrench,
  kyc: ShieldCheck,
};

function SectionIcon({ id }: { id: ProfileSectionId }) {
  const Icon = SECTION_ICONS[id];
  return <Icon size={18} aria-hidden="true" />;
}
