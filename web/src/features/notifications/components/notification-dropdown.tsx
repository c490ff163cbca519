import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage, LINK_JOB_EVENT_DELAY_MS } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { emitAppEvent } from '#web/shared/app-events.ts';
import { LOCAL_KEYS, SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { paths } from '#web/shared/paths.ts';
import { useBackCloses } from '#web/ui/back-layer.ts';
import { Skeleton } from '#web/ui/index.ts';
import { Tabs } from '#web/ui/tabs.tsx';
import { LOAD_FAILED, useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { setNotificationEngagementFlag } from '../api/set-engagement-flag.ts';
import type { NotificationItem, NotificationKind } from '../notification-model.ts';
import { highlightIdOf, jobPayloadOf } from '../notification-targets.ts';
import { refreshUnreadCount } from '../unread-count-store.ts';
import { notificationsNs } from '../i18n.ts';
import { NotificationRow } from './notification-row.tsx';

const EMPTY_TEXT = {
  AppliedJobUpdate: 'empty.applied',
  JobOpening: 'empty.openings',
} as const satisfies Record<NotificationKind, string>;

export interface NotificationDropdownProps {
  id: string;
  candidateId: number | null;
  /** The bell and its dropdown: a click outside it closes the dropdown. */
  container: RefObject<HTMLElement | null>;
  onClose(): void;
}

/** Closes on a click or touch outside the bell, on Escape and on Back (the page stays). */
function useDismiss(container: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useEffectEvent(onClose);
  useBackCloses(onClose);
  useEffect(() => {
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [container]);
}

export function NotificationDropdown({ id, candidateId, container, onClose }: NotificationDropdownProps) {
  const { t } = useTranslation();
  const { t: text } = useTranslation(notificationsNs);
  const messageText = useMessageText();
  const [tab, setTab] = useState<NotificationKind>('AppliedJobUpdate');
  const list = useNotifications(candidateId, tab);
  const markRead = useMarkNotificationRead();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDismiss(container, onClose);

  // Opening the dropdown is the candidate engaging with their notifications: the flag is recorded once per opening.
  const engaged = useRef(false);
  useEffect(() => {
    if (engaged.current || candidateId === null) return;
    engaged.current = true;
    void setNotificationEngagementFlag(candidateId, window.localStorage.getItem(LOCAL_KEYS.userMobileNumber) || '0');
  }, [candidateId]);

  const openItem = (item: NotificationItem) => {
    // Optimistic: the item reads as read and the dropdown closes at once; the mark-read call follows.
    if (!item.read && item.id !== null) {
      const mobileNumber = window.localStorage.getItem(LOCAL_KEYS.userMobileNumber) || '0';
      markRead.mutateAsync({ notificationId: item.id, mobileNumber }).then(
        () => void refreshUnreadCount({ guarded: false }),
        // The item stays read in the list; the next count refresh shows the server's view.
        () => undefined,
      );
    }
    onClose();
    const highlight = item.kind === 'AppliedJobUpdate' ? highlightIdOf(item) : null;
    if (highlight !== null) {
      window.sessionStorage.setItem(SESSION_STORAGE_KEYS.pendingHighlight, highlight);
      // The screen takes the place of the dropdown's history entry (Back closes the dropdown, see back-layer.ts).
      void navigate(paths.applications.getHref(highlight), { replace: true });
      return;
    }
    const job = jobPayloadOf(item);
    const openJob = () => emitAppEvent('openJobDetails', job);
    if (pathname === paths.home.path || pathname === paths.applyForJob.path) {
      openJob();
      return;
    }
    // The details modal lives on the home screen: go there first, as a shared job link does.
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.pendingJobDetails, JSON.stringify(job));
    void navigate(paths.home.getHref(), { replace: true });
    setTimeout(openJob, LINK_JOB_EVENT_DELAY_MS);
  };

  const tabs = [
    { id: 'AppliedJobUpdate' as const, label: t('notifications.appliedJobs') },
    { id: 'JobOpening' as const, label: t('notifications.newJobs') },
  ];
  return (
    <section id={id} className="notification-dropdown" aria-label={t('nav.notifications')}>
      <h2 className="notification-dropdown__title">{t('nav.notifications')}</h2>
      <Tabs items={tabs} selected={tab} onSelect={setTab} label={t('nav.notifications')} idPrefix={`${id}-tabs`} />
      <div
        role="tabpanel"
        id={`${id}-tabs-panel-${tab}`}
        aria-labelledby={`${id}-tabs-tab-${tab}`}
        className="notification-dropdown__panel"
        aria-busy={list.isPending || undefined}
      >
        {list.isPending ? (
          <ul className="notification-dropdown__list" aria-label={text('loading')}>
            {[0, 1, 2].map((row) => (
              <li key={row} className="notification-dropdown__skeleton" data-testid="notification-skeleton">
                <Skeleton width="70%" height="0.9rem" />
                <Skeleton width="95%" height="0.75rem" />
                <Skeleton width="30%" height="0.7rem" />
              </li>
            ))}
          </ul>
        ) : list.isError ? (
          <p className="notification-dropdown__message notification-dropdown__message--error" role="alert">
            {messageText(failureMessage(list.error) ?? LOAD_FAILED)}
          </p>
        ) : list.data.length === 0 ? (
          <p className="notification-dropdown__message">{text(EMPTY_TEXT[tab])}</p>
        ) : (
          <ul className="notification-dropdown__list">
            {list.data.map((item, index) => (
              <li key={item.id ?? `row-${index}`}>
                <NotificationRow item={item} now={list.dataUpdatedAt} onOpen={() => openItem(item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
