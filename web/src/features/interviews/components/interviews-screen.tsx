import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CalendarCheck, Lock, TriangleAlert } from 'lucide-react';
import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  applyInterviewDecision,
  interviewAccess,
  interviewCounters,
  interviewKey,
  type ClientInterview,
  type InterviewFeedbackOutput,
  type InterviewLists,
} from '#machines';
import { api } from '#web/api/index.ts';
import { useFormat } from '#web/i18n/index.ts';
import { Button, EmptyState, Spinner, Tabs } from '#web/ui/index.ts';
import { interviewKeys, interviewListsQueryOptions } from '../api/fetch-client-interviews.ts';
import { useAppEvent } from '#web/shared/app-events.ts';
import { interviewsNs } from '../i18n.ts';
import { readClientUser, readInterviewSessionFlag, requestInterviewSignIn } from '../model/client-auth.ts';
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
    setSignedIn(true);
  });

  return (
    <div className="page interviews-page">
      {logo ? <div className="interviews-page__logo">{logo}</div> : null}
      <div className="interviews-page__banner">
        <h1>{t('title')}</h1>
        <p>{signedIn ? t('subtitleSignedIn') : t('subtitleSignedOut')}</p>
      </div>
      {signedIn ? (
        <InterviewLists
          emailId={email}
          requestedId={requestedInterviewId(location.search)}
          onUpdate={(update) => queryClient.setQueryData(interviewKeys.lists(email), update)}
        />
      ) : (
        <div className="interviews-page__signed-out" role="note">
          <Lock size={20} aria-hidden="true" />
          <p>{t('signedOut')}</p>
        </div>
      )}
    </div>
  );
}

/** The interview a link names (?interviewId=…), whose feedback opens once the lists are in. */
function requestedInterviewId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('interviewId') ?? '');
  return Number.isInteger(id) && id > 0 ? id : null;
}

interface InterviewListsProps {
  emailId: string;
  requestedId: number | null;
  onUpdate(update: (lists: InterviewLists | undefined) => InterviewLists | undefined): void;
}

function InterviewLists({ emailId, requestedId, onUpdate }: InterviewListsProps) {
  const { t } = useTranslation(interviewsNs);
  const format = useFormat();
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

  // A link naming an interview opens its feedback once, on the tab it sits in.
  const requestHandled = useRef(false);
  const openRequested = useEffectEvent((lists: InterviewLists) => {
    requestHandled.current = true;
    const completed = lists.completed.find((interview) => interviewKey(interview) === requestedId);
    const requested = completed ?? lists.pending.find((interview) => interviewKey(interview) === requestedId);
    if (!requested) return;
    if (completed) setTab('completed');
    openFeedback(requested);
  });
  useEffect(() => {
    if (list.data && requestedId !== null && !requestHandled.current) openRequested(list.data);
  }, [list.data, requestedId]);

  if (list.isPending) {
    return (
      <div className="interviews-page__loading" role="status">
        <Spinner size="lg" />
        <p>{t('loading')}</p>
      </div>
    );
  }
  if (list.isError) {
    return (
      <EmptyState
        tone="error"
        icon={TriangleAlert}
        title={t('loadFailedTitle')}
        message={t('loadFailed')}
        action={<Button onClick={() => void list.refetch()}>{t('retry')}</Button>}
      />
    );
  }

  const counters = interviewCounters(list.data);
  const shown = tab === 'pending' ? list.data.pending : list.data.completed;
  const tabItems = [
    { id: 'pending' as const, label: t('tab.pending', { number: format.number(counters.pending) }) },
    {
      id: 'completed' as const,
      label: t(narrow ? 'tab.done' : 'tab.completed', { number: format.number(counters.completed) }),
    },
  ];

  return (
    <div className="interviews-screen">
      <ul className="interview-counters" aria-label={t('counters.label')}>
        <li className="interview-counter interview-counter--total">
          <span className="interview-counter__count">{format.number(counters.total)}</span>
          <span className="interview-counter__label">{t('counters.total')}</span>
        </li>
        <li className="interview-counter interview-counter--pending">
          <span className="interview-counter__count">{format.number(counters.pending)}</span>
          <span className="interview-counter__label">{t('counters.pending')}</span>
        </li>
        <li className="interview-counter interview-counter--completed">
          <span className="interview-counter__count">{format.number(counters.completed)}</span>
          <span className="interview-counter__label">{t('counters.completed')}</span>
        </li>
      </ul>
      <Tabs items={tabItems} selected={tab} onSelect={setTab} label={t('tabs.label')} idPrefix={TAB_PREFIX} />
      <div
        role="tabpanel"
        id={`${TAB_PREFIX}-panel-${tab}`}
        aria-labelledby={`${TAB_PREFIX}-tab-${tab}`}
        className="interviews-panel"
      >
        {shown.length === 0 ? (
          <EmptyState
            icon={tab === 'pending' ? CalendarClock : CalendarCheck}
            title={tab === 'pending' ? t('emptyPendingTitle') : t('emptyCompletedTitle')}
            message={tab === 'pending' ? t('emptyPending') : t('emptyCompleted')}
          />
        ) : (
          <div className="interviews-grid">
            {shown.map((interview) => (
              <InterviewCard
                key={interviewKey(interview)}
                interview={interview}
                interviewId={interviewKey(interview)}
                onOpen={openFeedback}
              />
            ))}
          </div>
        )}
      </div>
      {open ? (
        <FeedbackDialog
          interview={open.interview}
          interviewId={interviewKey(open.interview)}
          token={open.token}
          onDone={onFeedbackDone}
        />
      ) : null}
    </div>
  );
}
