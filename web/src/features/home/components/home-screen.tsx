import { useSelector } from '@xstate/react';
import { Suspense, useState } from 'react';
import { ApplyModal, useCandidateProfile } from '../../apply/index.ts';
import { JobDetailsModal, JobList, locationText, normalizeJob, useJobList, type JobView } from '../../jobs/index.ts';
import { LocationPreferenceDialog, savedLocationOf } from '../../location/index.ts';
import { ReferModal, ReferSidebarCard } from '../../refer/index.ts';
import { SearchBanner, type SearchCriteria } from '../../search/index.ts';
import { useJobDetailsRequests } from '../hooks/use-job-details-requests.ts';
import './home-screen.css';

export interface HomeScreenProps {
  authenticated: boolean;
  mobileNumber: string;
  candidateId: string;
}

type ReferTarget = { jobId: string; jobTitle: string };

export function HomeScreen({ authenticated, mobileNumber, candidateId }: HomeScreenProps) {
  const { actor, place, searchActive, applySearch, resetSearch, chooseLocation } = useJobList();
  const choosing = useSelector(actor, (s) => s.matches('choosingLocation'));
  const loading = useSelector(actor, (s) => s.hasTag('loading'));
  const profile = useCandidateProfile(authenticated ? mobileNumber : null);
  const [details, setDetails] = useState<JobView | null>(null);
  const [applying, setApplying] = useState<JobView | null>(null);
  const [referring, setReferring] = useState<ReferTarget | null>(null);

  useJobDetailsRequests((payload) => setDetails(normalizeJob(payload)));

  const savedCity = profile.isPending ? undefined : (savedLocationOf(profile.data?.raw)?.cityName ?? null);
  const refer = (job: JobView) => setReferring({ jobId: job.id ?? '', jobTitle: job.title });
  const search = ({ city, skillIds, designationIds }: SearchCriteria) => applySearch({ city, skillIds, designationIds });

  return (
    <div className="home">
      <SearchBanner point={place} searching={loading && searchActive} onSearch={search} onReset={resetSearch} />
      <div className="home__content">
        <div className="home__main">
          <JobList authenticated={authenticated} mobileNumber={mobileNumber} onOpenJob={setDetails} onReferJob={refer} />
        </div>
        <aside className="home__aside" aria-label="Refer and earn">
          <ReferSidebarCard />
        </aside>
      </div>

      {choosing ? (
        <Suspense fallback={null}>
          <LocationPreferenceDialog open savedCity={profile.isError ? null : savedCity} onChoose={chooseLocation} />
        </Suspense>
      ) : null}
      <Suspense fallback={null}>
      {details ? (
      <JobDetailsModal
        job={details}
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
          subtitle={locationText(applying)}
          mobileNumber={mobileNumber}
          candidateId={candidateId}
          onClose={() => setApplying(null)}
        />
      ) : null}
      {referring ? (
        <ReferModal mobileNumber={mobileNumber} jobId={referring.jobId} jobTitle={referring.jobTitle} onClose={() => setReferring(null)} />
      ) : null}
      </Suspense>
    </div>
  );
}
