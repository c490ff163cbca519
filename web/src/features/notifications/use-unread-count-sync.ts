import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { WINDOW_EVENTS } from '#web/shared/browser-keys.ts';
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

  useEffect(() => {
    const onCount = (event: Event) => {
      const count = Number((event as CustomEvent<{ count?: unknown }>).detail?.count);
      if (Number.isFinite(count)) unreadCountStore.set(count);
    };
    window.addEventListener(WINDOW_EVENTS.unreadCount, onCount);
    return () => window.removeEventListener(WINDOW_EVENTS.unreadCount, onCount);
  }, []);
}
