import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText, LogOut, ShieldCheck, UserRound, Wrench, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  SKILLS_SAVE_FAILED,
  buildProfileUpdate,
  profileCompletion,
  profileInitials,
  skillsSaveError,
  type KycStatus,
  type ProfileForm,
} from '#machines';
import {
  candidateRecordQueryOptions,
  invalidateCandidateRecord,
  invalidateCandidateSkills,
  kycDetailsQueryOptions,
  skillsWithCatalogueQueryOptions,
  storeCandidateKyc,
} from '#web/entities/candidate/index.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { useMessageText } from '#web/i18n/index.ts';
import { sessionStore, useSession, type SessionUser } from '#web/shared/session.ts';
import { Button, Card, Dialog, useToast } from '#web/ui/index.ts';
import { saveCandidateSkills } from '../api/save-candidate-skills.ts';
import {
  PROFILE_UPDATED,
  updateCandidateProfile,
  updateExceptionText,
  updateFailedText,
} from '../api/update-candidate-profile.ts';
import { useProfileText } from '../i18n.ts';
import { selectProfileRecord } from '../model/profile-view.ts';
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
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface ProfileScreenProps {
  services: ProfileServices;
}

/** My Profile for a signed-in candidate: menu, personal information, resume, skills, KYC and completion. */
export function ProfileScreen({ services }: ProfileScreenProps) {
  const t = useProfileText();
  const messageText = useMessageText();
  const { user } = useSession();
  const mobile = user?.mobileNumber ?? '';
  const location = useLocation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const enabled = mobile !== '';
  const recordQuery = candidateRecordQueryOptions(mobile);
  const profileQuery = useQuery({ ...recordQuery, enabled, select: selectProfileRecord });
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
  const [saving, setSaving] = useState(false);
  const [editError, setEditError] = useState<string | null>(null);
  const [addingSkills, setAddingSkills] = useState(false);
  const [savingSkills, setSavingSkills] = useState(false);
  const [skillsError, setSkillsError] = useState<string | null>(null);
  const [confirmSignOut, setConfirmSignOut] = useState(false);

  const profile = profileQuery.data ?? null;
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

  // Every screen that reads the record (the home screen, the apply dialog) refreshes with it.
  const refreshProfile = () => invalidateCandidateRecord(queryClient, mobile);

  const saveProfile = async (form: ProfileForm) => {
    setSaving(true);
    setEditError(null);
    try {
      let candidateId = Number(user?.candidateId ?? profile?.candidateId ?? 0);
      if (!candidateId) {
        const fresh = selectProfileRecord(await queryClient.fetchQuery({ ...recordQuery, staleTime: 0 }));
        candidateId = Number(fresh?.candidateId ?? 0);
      }
      if (!candidateId) {
        setEditError(t('edit.candidateIdRequired'));
        return;
      }
      const result = await updateCandidateProfile({
        ...buildProfileUpdate({ candidateId, mobileNumber: mobile, city: profile?.cityName ?? '', form }),
        candidateId,
      });
      if (!result.success) {
        setEditError(updateFailedText(result.error));
        return;
      }
      setEditing(false);
      toast.success(messageText(PROFILE_UPDATED));
      await refreshProfile();
      const fullName = form.fullName.trim();
      if (fullName && user) {
        // The stored user keeps the product's fullName beside name and initials.
        const patch: Partial<SessionUser> & { fullName: string } = {
          name: fullName,
          fullName,
          initials: profileInitials({ name: fullName, email: user.email, mobile: user.mobileNumber }),
        };
        sessionStore.update(patch);
      }
      // For other code on the page: the header reads the name from the session, updated above.
      emitAppEvent('userProfileUpdated', { fullName });
    } catch (error) {
      setEditError(updateExceptionText(messageOf(error)));
    } finally {
      setSaving(false);
    }
  };

  const saveSkills = async (ids: number[]) => {
    setSavingSkills(true);
    setSkillsError(null);
    try {
      const result = await saveCandidateSkills(mobile, ids);
      if (!result.success) {
        setSkillsError(SKILLS_SAVE_FAILED);
        return;
      }
      setAddingSkills(false);
      toast.success(result.message ? messageText(result.message) : t('skills.saved'));
      // The profile's list and the job cards' skill highlights both reload.
      await invalidateCandidateSkills(queryClient, mobile);
    } catch (error) {
      setSkillsError(skillsSaveError(messageOf(error)));
    } finally {
      setSavingSkills(false);
    }
  };

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
              setEditError(null);
              setEditing(true);
            }}
          />
          {profileQuery.isError ? (
            <div className="profile-alert profile-alert--error profile-alert--row" role="alert">
              <span>{messageText(profileQuery.error.message)}</span>
              <Button size="sm" variant="secondary" onClick={() => void profileQuery.refetch()}>
                {t('tryAgain')}
              </Button>
            </div>
          ) : null}
        </Card>
        <Card {...section('resume')} aria-label={t('section.resume')}>
          <ResumeCard
            candidateId={candidateId}
            fileName={profile ? profile.resumeFileName : null}
            hasResume={Boolean(profile?.filePath)}
            services={services}
            onUploaded={refreshProfile}
          />
        </Card>
        <Card {...section('skills')} aria-label={t('section.skills')}>
          <SkillsCard
            skills={skillsQuery.data?.mine}
            loading={enabled && skillsQuery.isPending}
            error={skillsQuery.isError ? skillsQuery.error.message : null}
            onRetry={() => void skillsQuery.refetch()}
            onAdd={() => {
              setSkillsError(null);
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
                <span>{messageText(kycQuery.error.message)}</span>
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
          saving={saving}
          error={editError}
          onSave={(form) => void saveProfile(form)}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {addingSkills && skillsQuery.data ? (
        <AddSkillsDialog
          current={skillsQuery.data.mine}
          active={skillsQuery.data.active}
          suggested={skillsQuery.data.suggested}
          saving={savingSkills}
          error={skillsError}
          onSave={(ids) => void saveSkills(ids)}
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
