import { useEffect, useState } from 'react';
import type { ClientUser, EmailSignInOutput } from '#machines';
import { WINDOW_EVENTS } from '../../../shared/browser-keys.ts';
import type { InterviewSignInDetail } from '../model/client-auth.ts';
import { EmailSignInDialog } from './email-sign-in-dialog.tsx';

export interface EmailSignInHostProps {
  search: string;
  onSignedIn(user: ClientUser): void;
  onDone(output: EmailSignInOutput): void;
}

/** Listens for the openInterviewSignIn event and shows the e-mail sign-in modal with what it carries. */
export function EmailSignInHost({ search, onSignedIn, onDone }: EmailSignInHostProps) {
  const [opening, setOpening] = useState<{ key: number; emailId: string; mobileNumber: string } | null>(null);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<InterviewSignInDetail | null>).detail ?? {};
      setOpening((previous) => ({ key: (previous?.key ?? 0) + 1, emailId: detail.emailId ?? '', mobileNumber: detail.mobileNumber ?? '' }));
    };
    window.addEventListener(WINDOW_EVENTS.openInterviewSignIn, onOpen);
    return () => window.removeEventListener(WINDOW_EVENTS.openInterviewSignIn, onOpen);
  }, []);

  if (!opening) return null;
  return (
    <EmailSignInDialog
      key={opening.key}
      emailId={opening.emailId}
      mobileNumber={opening.mobileNumber}
      search={search}
      onSignedIn={onSignedIn}
      onDone={(output) => {
        setOpening(null);
        onDone(output);
      }}
    />
  );
}
