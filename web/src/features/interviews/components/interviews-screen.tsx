import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { interviewAccess } from '#machines';
import { useAppEvent } from '#web/shared/app-events.ts';
import { Button } from '#web/ui/index.ts';
import { interviewKeys } from '../api/fetch-client-interviews.ts';
import { interviewsNs } from '../i18n.ts';
import { readClientUser, readInterviewSessionFlag, requestInterviewSignIn } from '../model/client-auth.ts';
import { requestedInterviewId } from '../model/requested-interview.ts';
import { ClientSignedOutNote, InterviewsBanner } from './interviews-banner.tsx';
import { InterviewLists } from './interview-lists.tsx';
import './interviews-screen.css';

function routeState(state: unknown): { emailId?: string; mobileNumber?: string } | null {
  return typeof state === 'object' && state !== null ? (state as { emailId?: string; mobileNumber?: string }) : null;
}

export interface InterviewsScreenProps {
  /** The brand mark at the top of this header-less screen. */
  logo?: ReactNode;
  /** Forgets the signed-in client (their stored user and e-mail session, the cached data); the screen then asks to sign in. */
  onSignOut?: () => void;
}

/**
 * The client's interviews: who may see them (or signs in by e-mail), the counters, the two tabs and the feedback;
 * Sign Out, so that an interviewer on a shared phone leaves nothing behind.
 */
export function InterviewsScreen({ logo, onSignOut }: InterviewsScreenProps) {
  const { t } = useTranslation(interviewsNs);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [access] = useState(() =>
    interviewAccess({
      storedUser: readClientUser(),
      sessionAuthenticated: readInterviewSessionFlag(),
      routeState: routeState(location.state),
      pathname: location.pathname,
      search: location.search,
    }),
  );
  const [signedIn, setSignedIn] = useState(access.kind === 'list');
  const [email, setEmail] = useState(
    () => readClientUser()?.email || new URLSearchParams(location.search).get('emailId') || '',
  );

  const [mobileNumber, setMobileNumber] = useState(() => readClientUser()?.mobileNumber || '');

  // Once per mount: navigate's identity changes with the location, which must not open the modal again.
  const leave = useEffectEvent((to: string) => void navigate(to, { replace: true }));
  useEffect(() => {
    if (access.kind === 'leave') leave(access.to);
    if (access.kind === 'signIn')
      requestInterviewSignIn({ emailId: access.emailId, mobileNumber: access.mobileNumber, mode: 'signIn' });
  }, [access]);

  // The app-wide e-mail sign-in (app/layout) stores the client and says so with the auth-success event.
  useAppEvent('interviewAuthSuccess', (signedInAs) => {
    setEmail(signedInAs?.email || readClientUser()?.email || '');
    setMobileNumber(readClientUser()?.mobileNumber || '');
    setSignedIn(true);
  });

  const signOut = () => {
    onSignOut?.();
    setSignedIn(false);
    setEmail('');
    requestInterviewSignIn({ emailId: '', mobileNumber: '', mode: 'signIn' });
  };

  return (
    <div className="page interviews-page">
      <div className="interviews-page__top">
        {logo ? <div className="interviews-page__logo">{logo}</div> : null}
        {signedIn && onSignOut ? (
          <Button variant="secondary" size="sm" className="interviews-page__sign-out" onClick={signOut}>
            <LogOut size={18} aria-hidden="true" />
            {t('signOut')}
          </Button>
        ) : null}
      </div>
      <InterviewsBanner title={t('title')} subtitle={signedIn ? t('subtitleSignedIn') : t('subtitleSignedOut')} />
      {signedIn ? (
        <InterviewLists
          emailId={email}
          mobileNumber={mobileNumber}
          requestedId={requestedInterviewId(location.search)}
          onUpdate={(update) => queryClient.setQueryData(interviewKeys.lists(email, mobileNumber), update)}
        />
      ) : (
        <ClientSignedOutNote text={t('signedOut')} />
      )}
    </div>
  );
}
