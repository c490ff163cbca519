import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { onAppEvent } from '#web/shared/app-events.ts';

/** Loaded when the opening event first arrives, so no screen carries it before then. */
const EmailSignInModal = lazy(() => import('./email-sign-in-modal.tsx').then((m) => ({ default: m.EmailSignInModal })));

interface Opening {
  key: number;
  emailId: string;
  mobileNumber: string;
  search: string;
}

/**
 * Answers the openInterviewSignIn event on every screen with the client e-mail sign-in modal, filled with the
 * address and number the event carries.
 */
export function EmailSignInHost() {
  const { search } = useLocation();
  // Layout effects run before any screen's effects, so a screen that asks on its first render is heard, with its own query.
  const currentSearch = useRef(search);
  useLayoutEffect(() => {
    currentSearch.current = search;
  }, [search]);
  const [opening, setOpening] = useState<Opening | null>(null);

  useLayoutEffect(
    () =>
      onAppEvent('openInterviewSignIn', (request) =>
        setOpening((previous) => ({
          key: (previous?.key ?? 0) + 1,
          emailId: request?.emailId ?? '',
          mobileNumber: request?.mobileNumber ?? '',
          search: currentSearch.current,
        })),
      ),
    [],
  );

  if (!opening) return null;
  return (
    <Suspense fallback={null}>
      <EmailSignInModal
        key={opening.key}
        emailId={opening.emailId}
        mobileNumber={opening.mobileNumber}
        search={opening.search}
        onEnded={() => setOpening(null)}
      />
    </Suspense>
  );
}
