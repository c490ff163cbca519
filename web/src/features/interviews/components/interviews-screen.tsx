import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  applyInterviewDecision,
  interviewAccess,
  interviewCounters,
  interviewKey,
  INTERVIEWS_TEXT,
  type ClientInterview,
  type ClientUser,
  type EmailSignInOutput,
  type InterviewFeedbackOutput,
  type InterviewLists,
} from '#machines';
import { api } from '../../../api/index.ts';
import { Button, EmptyState, Spinner, Tabs } from '../../../ui/index.ts';
import { interviewKeys, interviewListsQueryOptions } from '../api/fetch-client-interviews.ts';
import { readClientUser, readInterviewSessionFlag, requestInterviewSignIn, storeClientSignIn } from '../model/client-auth.ts';
import { EmailSignInHost } from './email-sign-in-host.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { InterviewCard } from './interview-card.tsx';
import './interviews-screen.css';

type Tab = 'pending' | 'completed';
const TAB_PREFIX = 'interviews';
const NARROW = '(max-width: 479px)';

function subscribeNarrow(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

function routeState(state: unknown): { emailId?: string; mobileNumber?: string } | null {
  return typeof state === 'object' && state !== null ? (state as { emailId?: string; mobileNumber?: string }) : null;
}

export interface InterviewsScreenProps {
  /** The brand mark at the top of this header-less screen. */
  logo?: ReactNode;
}

/** The client's interviews: who may see them (or signs in by e-mail), the counters, the two tabs and the feedback. */
export function InterviewsScreen({ logo }: InterviewsScreenProps) {
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
  const [email, setEmail] = useState(() => readClientUser()?.email || new URLSearchParams(location.search).get('emailId') || '');

  // Once per mount: navigate's identity changes with the location, which must not open the modal again.
  const leave = useEffectEvent((to: string) => void navigate(to, { replace: true }));
  useEffect(() => {
    if (access.kind === 'leave') leave(access.to);
    if (access.kind === 'signIn') requestInterviewSignIn({ emailId: access.emailId, mobileNumber: access.mobileNumber, mode: 'signIn' });
  }, [access]);

  const onSignedIn = (user: ClientUser) => {
    storeClientSignIn(user);
    setEmail(user.email);
    setSignedIn(true);
  };
  const onSignInDone = (output: EmailSignInOutput) => void navigate(output.redirectTo, { replace: output.status === 'authenticated' });

  return (
    <div className="page interviews-page">
      {logo ? <div className="interviews-page__logo">{logo}</div> : null}
      <div className="interviews-page__banner">
        <h1>{INTERVIEWS_TEXT.title}</h1>
        <p>{signedIn ? INTERVIEWS_TEXT.subtitleSignedIn : INTERVIEWS_TEXT.subtitleSignedOut}</p>
      </div>
      {signedIn ? (
        <InterviewLists emailId={email} onUpdate={(update) => queryClient.setQueryData(interviewKeys.lists(email), update)} />
      ) : (
        <div className="interviews-page__signed-out" role="note">
          <span aria-hidden="true">🔒</span>
          <p>{INTERVIEWS_TEXT.signedOut}</p>
        </div>
      )}
      <EmailSignInHost search={location.search} onSignedIn={onSignedIn} onDone={onSignInDone} />
    </div>
  );
}

interface InterviewListsProps {
  emailId: string;
  onUpdate(update: (lists: InterviewLists | undefined) => InterviewLists | undefined): void;
}

function InterviewLists({ emailId, onUpdate }: InterviewListsProps) {
  const list = useQuery(interviewListsQueryOptions(emailId));
  const [tab, setTab] = useState<Tab>('pending');
  const [open, setOpen] = useState<{ interview: ClientInterview; token: string | null } | null>(null);
  const narrow = useSyncExternalStore(subscribeNarrow, isNarrow, () => false);

  const openFeedback = (interview: ClientInterview) => {
    void api.upstream.tokens.getToken().then(
      (token) => setOpen({ interview, token }),
      () => setOpen({ interview, token: null }),
    );
  };
  const onFeedbackDone = ({ submitted }: InterviewFeedbackOutput) => {
    const current = open;
    setOpen(null);
    if (!submitted || !current) return;
    onUpdate((lists) => (lists ? applyInterviewDecision(lists, interviewKey(current.interview), submitted) : lists));
  };

  if (list.isPending) {
    return (
      <div className="interviews-page__loading" role="status">
        <Spinner size="lg" />
        <p>{INTERVIEWS_TEXT.loading}</p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        tone="error"
        icon="⚠️"
        title={INTERVIEWS_TEXT.loadFailedTitle}
        message={INTERVIEWS_TEXT.loadFailed}
        action={<Button onClick={() => void list.refetch()}>Try Again</Button>}
      />
    );
  }

  const counters = interviewCounters(list.data);
  const shown = tab === 'pending' ? list.data.pending : list.data.completed;
  const tabItems = [
    { id: 'pending' as const, label: `Pending (${counters.pending})` },
    { id: 'completed' as const, label: `${narrow ? 'Done' : 'Completed'} (${counters.completed})` },
  ];

  return (
    <div className="interviews-screen">
      <ul className="interview-counters" aria-label="Interview counts">
        <li className="interview-counter interview-counter--total">
          <span className="interview-counter__count">{counters.total}</span>
          <span className="interview-counter__label">Total Interviews</span>
        </li>
        <li className="interview-counter interview-counter--pending">
          <span className="interview-counter__count">{counters.pending}</span>
          <span className="interview-counter__label">Pending</span>
        </li>
        <li className="interview-counter interview-counter--completed">
          <span className="interview-counter__count">{counters.completed}</span>
          <span className="interview-counter__label">Completed</span>
        </li>
      </ul>
      <Tabs items={tabItems} selected={tab} onSelect={setTab} label="Interviews" idPrefix={TAB_PREFIX} />
      <div role="tabpanel" id={`${TAB_PREFIX}-panel-${tab}`} aria-labelledby={`${TAB_PREFIX}-tab-${tab}`} className="interviews-panel">
        {shown.length === 0 ? (
          <EmptyState
            icon={tab === 'pending' ? '📅' : '✅'}
            title={tab === 'pending' ? INTERVIEWS_TEXT.emptyPendingTitle : INTERVIEWS_TEXT.emptyCompletedTitle}
            message={tab === 'pending' ? INTERVIEWS_TEXT.emptyPending : INTERVIEWS_TEXT.emptyCompleted}
          />
        ) : (
          <div className="interviews-grid">
            {shown.map((interview) => (
              <InterviewCard key={interviewKey(interview)} interview={interview} interviewId={interviewKey(interview)} onOpen={openFeedback} />
            ))}
          </div>
        )}
      </div>
      {open ? <FeedbackDialog interview={open.interview} interviewId={interviewKey(open.interview)} token={open.token} onDone={onFeedbackDone} /> : null}
    </div>
  );
}
