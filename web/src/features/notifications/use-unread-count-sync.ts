import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppEvent } from '#web/shared/app-events.ts';
import { useSession } from '#web/shared/session.ts';
import { refreshUnreadCount, unreadCountStore, UNREAD_REFRESH_MS } from './unread-count-store.ts';

/** Keeps the badge current: on navigation (guarded), every 60 s while the dropdown is open, and from the count event. */
export function useUnreadCountSync(open: boolean): void {
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();

  useEffect(() => {
    if (isAuthenticated) void refreshUnreadCount({ guarded: true });
  }, [pathname, isAuthenticated]);

  useEffect(() => {
    if (!open || !isAuthenticated) return;
    const timer = setInterval(() => void refreshUnreadCount({ guarded: false }), UNREAD_REFRESH_MS);
    return () => clearInterval(timer);
  }, [open, isAuthenticated]);

  // Other code on the page may send it, with a count of any shape: only a number sets the badge.
  useAppEvent('notificationCountUpdated', (detail) => {
    const count = Number(detail?.count);
    if (Number.isFinite(count)) unreadCountStore.set(count);
  });
}
