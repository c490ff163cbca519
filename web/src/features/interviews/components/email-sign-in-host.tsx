import { lazy, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { WINDOW_EVENTS } from '#web/shared/browser-keys.ts';

/** Loaded when the opening event first arrives, so no screen carries it before then. */
const EmailSignInModal = lazy(() => import('./email-sign-in-modal.tsx').then((m) => ({ default: m.EmailSignInModal })));

/** What the openInterviewSignIn event carries (mode is passed on by the senders; the modal is the same for every mode). */
interface OpeningDetail {
  emailId?: string;
  mobileNumber?: string;
  mode?: string;
}

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

  useLayoutEffect(() => {
    const onOpen = (event: Event) => {
      const detail: OpeningDetail = (event as CustomEvent<OpeningDetail | null>).detail ?? {};
      setOpening((previous) => ({
        key: (previous?.key ?? 0) + 1,
        emailId: detail.emailId ?? '',
        mobileNumber: detail.mobileNumber ?? '',
        search: currentSearch.current,
      }));
    };
    window.addEventListener(WINDOW_EVENTS.openInterviewSignIn, onOpen);
    return () => window.removeEventListener(WINDOW_EVENTS.openInterviewSignIn, onOpen);
  }, []);

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
