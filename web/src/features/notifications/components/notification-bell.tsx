import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_PATHS, paths } from '../../../shared/paths.ts';
import { useSession } from '../../../shared/session.ts';
import { useRequestSignIn } from '../../../shared/sign-in-request.ts';
import { useUnreadCount } from '../unread-count-store.ts';
import { useUnreadCountSync } from '../use-unread-count-sync.ts';
import './notification-bell.css';

/** Loaded when the bell is first opened. */
const NotificationDropdown = lazy(() => import('./notification-dropdown.tsx').then((m) => ({ default: m.NotificationDropdown })));

/** The bell with its unread badge; visitors get the sign-in dialog instead of the dropdown. */
export function NotificationBell() {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const { isAuthenticated, user } = useSession();
  const count = useUnreadCount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const requestSignIn = useRequestSignIn();
  useUnreadCountSync(open);

  const close = useCallback(() => setOpen(false), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const toggle = () => {
    if (!isAuthenticated) {
      requestSignIn();
      return;
    }
    if (!open && (ACCOUNT_PATHS as readonly string[]).includes(pathname)) void navigate(paths.home.getHref());
    setOpen(!open);
  };

  const shown = isAuthenticated ? count : 0;
  const label = shown > 0 ? `${t('nav.notifications')}, ${shown} unread` : t('nav.notifications');
  return (
    <div className="notification-bell" ref={wrapper}>
      <button
        type="button"
        className="notification-bell__button"
        aria-label={label}
        aria-expanded={isAuthenticated ? open : undefined}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {shown > 0 ? (
          <span className="notification-bell__badge" aria-hidden="true" data-testid="unread-badge">
            {shown > 99 ? '99+' : shown}
          </span>
        ) : null}
      </button>
      {open && user ? (
        <Suspense fallback={null}>
          <NotificationDropdown id={panelId} candidateId={user.candidateId} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
