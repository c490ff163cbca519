import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { JobListPlace, LocationPreference } from '#machines';
import { candidateRecordQueryOptions } from '#web/entities/candidate/index.ts';
import { JobListProvider } from '#web/features/jobs/index.ts';
import {
  storedPreference,
  storePreference,
  useLocationResolver,
  type LocationNotice,
} from '#web/features/location/index.ts';
import { HomeScreen } from './home-screen.tsx';
import { useHomeSession } from './use-home-session.ts';

/** Home (/ and /ApplyForJob): the search banner over the job list, with the referral sidebar. */
export default function HomePage() {
  const { authenticated, mobileNumber, candidateId } = useHomeSession();
  const queryClient = useQueryClient();
  const [preference, setPreference] = useState<LocationPreference | null>(storedPreference);
  // Signed out, the choice goes with the candidate: the next one to sign in on this phone is asked again.
  if (!authenticated && preference !== null) setPreference(null);

  const loadCandidate = useCallback(
    async () => (mobileNumber ? queryClient.fetchQuery(candidateRecordQueryOptions(mobileNumber)) : null),
    [mobileNumber, queryClient],
  );
  const [notice, setNotice] = useState<LocationNotice | null>(null);
  const resolveLocation = useLocationResolver({ authenticated, loadCandidate, onNotice: setNotice });
  const locatePlace = useCallback(
    async (choice: LocationPreference | null): Promise<JobListPlace> => {
      const { latitude, longitude, city, isDefault, source } = await resolveLocation(choice);
      return { latitude, longitude, city, isDefault, savedLocation: source === 'saved' };
    },
    [resolveLocation],
  );
  const onLocationChosen = useCallback((choice: LocationPreference) => {
    storePreference(choice);
    setPreference(choice);
  }, []);

  // Signing out starts the list and the search banner over; signing in keeps the visitor's search (the list is told).
  const [signOuts, setSignOuts] = useState(0);
  const [wasAuthenticated, setWasAuthenticated] = useState(authenticated);
  if (wasAuthenticated !== authenticated) {
    setWasAuthenticated(authenticated);
    if (!authenticated) setSignOuts((n) => n + 1);
  }

  return (
    <JobListProvider
      key={signOuts}
      authenticated={authenticated}
      mobileNumber={mobileNumber}
      locationPreference={authenticated ? preference : null}
      locatePlace={locatePlace}
      onLocationChosen={onLocationChosen}
    >
      <HomeScreen
        authenticated={authenticated}
        mobileNumber={mobileNumber}
        candidateId={candidateId}
        locationNotice={notice}
        onNoticeDismissed={() => setNotice(null)}
      />
    </JobListProvider>
  );
}
