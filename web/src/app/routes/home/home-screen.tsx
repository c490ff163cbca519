import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { AppliedJobs } from '#web/entities/applications/index.ts';
import { useCandidateRecord } from '#web/entities/candidate/index.ts';
import { setJobSaved } from '#web/entities/saved-jobs/index.ts';
import { ApplyModal } from '#web/features/apply-for-job/index.ts';
import {
  allJobSearchesKey,
  JobDetailsModal,
  JobList,
  normalizeJob,
  useChoosingLocation,
  useFirstJobsToCome,
  useJobListCommands,
  useJobTexts,
  useSearchInProgress,
  useSearchPlace,
  type JobView,
} from '#web/features/jobs/index.ts';
import { LocationNoticeRegion, LocationPreferenceDialog, type LocationNotice } from '#web/features/location/index.ts';
import { ReferSidebarCard, ReferModal } from '#web/features/refer-candidate/index.ts';
import { SearchBanner } from '#web/features/search/index.ts';
import { sessionStore } from '#web/shared/session.ts';
import { whenIdle } from '#web/shared/when-idle.ts';
import { useToast } from '#web/ui/index.ts';
import { useSignInDialogOpen } from '#web/shared/sign-in-request.ts';
import { appNs } from '../../i18n.ts';
import { useFirstLoadOver } from '../../prefetch.ts';
import { useJobDetailsRequests } from './use-job-details-requests.ts';
import { useJobToResume, useResumedJobDialog } from './use-resumed-job.ts';
import { useLocationSheetTurn } from './use-location-sheet-turn.ts';
import './home-screen.css';

export interface HomeScreenProps {
  authenticated: boolean;
  mobileNumber: string;
  candidateId: string;
  /**
   * Why the jobs are not where the candidate is (the GPS notice), until dismissed; or, while the browser asks for
   * the location, why it asks.
   */
  locationNotice: LocationNotice | null;
  onNoticeDismissed: () => void;
}

type ReferTarget = { jobId: string; jobTitle: string };

/** Which jobs the candidate applied for: loaded once the page is idle after its first paint (its own chunk). */
const AppliedJobsReader = lazy(() => import('./applied-jobs-reader.tsx'));

/** The word while the browser asks shows at once (the list waits on it); a notice about the jobs comes with them. */
function useShownNotice(notice: LocationNotice | null): LocationNotice | null {
  const firstJobsToCome = useFirstJobsToCome();
  return notice?.asking || !firstJobsToCome ? notice : null;
}

/** The home screen's parts, wired: a job opens its details, then Apply or Refer; a search goes to the list. */
export function HomeScreen({
  authenticated,
  mobileNumber,
  candidateId,
  locationNotice,
  onNoticeDismissed,
}: HomeScreenProps) {
  const { t } = useTranslation(appNs);
  const queryClient = useQueryClient();
  const place = useSearchPlace();
  const searching = useSearchInProgress();
  const signingIn = useSignInDialogOpen();
  const choosingLocation = useChoosingLocation();
  const shownNotice = useShownNotice(locationNotice);
  const choosing = useLocationSheetTurn(choosingLocation, signingIn);
  const { applySearch, resetSearch, chooseLocation } = useJobListCommands();
  const profile = useCandidateRecord(authenticated ? mobileNumber : null);
  const jobTexts = useJobTexts();
  const firstLoadOver = useFirstLoadOver();
  const toast = useToast();
  const [details, setDetails] = useState<JobView | null>(null);
  const [applying, setApplying] = useState<JobView | null>(null);
  const [referring, setReferring] = useState<ReferTarget | null>(null);
  const [appliedJobs, setAppliedJobs] = useState<AppliedJobs | undefined>(undefined);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  useJobDetailsRequests((payload) => setDetails(normalizeJob(payload)));
  if (useJobToResume(authenticated && !signingIn) && details) setDetails(null);

  const savedCity = profile.isPending ? undefined : (profile.data?.savedLocation?.cityName ?? null);
  const refer = (job: JobView) => setReferring({ jobId: job.id ?? '', jobTitle: job.title });
  // The job a visitor signed in for opens its dialog (or is saved) once signed in and past Location Preference.
  useResumedJobDialog(authenticated && !signingIn && !choosingLocation, (action, payload) => {
    const job = normalizeJob(payload);
    if (action === 'save') {
      if (job.id !== null) setJobSaved(queryClient, mobileNumber, { id: job.id, job }, true);
      toast.success(t('home.jobSaved', { title: jobTexts.title(job) }));
      return;
    }
    setDetails(null);
    if (action === 'apply') setApplying(job);
    else refer(job);
  });
  // The job now reads as applied: the next search asks the upstream instead of the cache.
  const applied = () => {
    void queryClient.invalidateQueries({ queryKey: allJobSearchesKey });
  };

  return (
    <div className="home">
      <SearchBanner point={place} searching={searching} onSearch={applySearch} onReset={resetSearch} />
      <div className="home__content">
        <div className="home__main">
          <JobList
            authenticated={authenticated}
            mobileNumber={mobileNumber}
            onOpenJob={setDetails}
            onReferJob={refer}
            applied={authenticated ? appliedJobs : undefined}
            onMobileNumber={(entry) => sessionStore.setMobileNumber(entry.countryCode, entry.mobileNumber)}
            notice={<LocationNoticeRegion notice={shownNotice} onDismiss={onNoticeDismissed} />}
            waitingOnCandidate={locationNotice?.asking}
          />
        </div>
        <aside className="home__aside" aria-label={t('home.referAside')}>
          {firstLoadOver ? (
            <Suspense fallback={null}>
              <ReferSidebarCard />
            </Suspense>
          ) : null}
        </aside>
      </div>

      {choosing ? (
        <Suspense fallback={null}>
          <LocationPreferenceDialog open savedCity={profile.isError ? null : savedCity} onChoose={chooseLocation} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
        {authenticated && idle ? <AppliedJobsReader mobileNumber={mobileNumber} onRead={setAppliedJobs} /> : null}
        {details ? (
          <JobDetailsModal
            job={details}
            mobileNumber={mobileNumber}
            candidateId={candidateId}
            appliedAt={authenticated && details.id !== null ? appliedJobs?.get(details.id) : undefined}
            onClose={() => setDetails(null)}
            onApply={(job) => {
              setDetails(null);
              setApplying(job);
            }}
            onRefer={(job) => {
              setDetails(null);
              refer(job);
            }}
          />
        ) : null}
        {applying ? (
          <ApplyModal
            job={{ id: applying.id, jobName: applying.title, recruiterId: applying.recruiterId }}
            subtitle={jobTexts.place(applying)}
            mobileNumber={mobileNumber}
            candidateId={candidateId}
            onClose={() => setApplying(null)}
            onApplied={applied}
          />
        ) : null}
        {referring ? (
          <ReferModal
            mobileNumber={mobileNumber}
            jobId={referring.jobId}
            jobTitle={referring.jobTitle}
            onClose={() => setReferring(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
}
