import { useTranslation } from 'react-i18next';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { ACCOUNT_PATHS, paths } from '#web/shared/paths.ts';
import { useFormat } from '#web/i18n/index.ts';
import type { SessionUser } from '#web/shared/session.ts';
import { notificationsNs } from '../i18n.ts';
import { useUnreadCount } from '../unread-count-store.ts';
import { useUnreadCountSync } from '../use-unread-count-sync.ts';
import { BellButton } from './bell-button.tsx';

/** Loaded when the bell is first opened. */
const NotificationDropdown = preloadableLazy(() =>
  import('./notification-dropdown.tsx').then((m) => ({ default: m.NotificationDropdown })),
);

/** A signed-in candidate's bell: the unread badge kept current, and the dropdown. */
export function CandidateBell({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const { t: text } = useTranslation(notificationsNs);
  const format = useFormat();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const count = useUnreadCount();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useUnreadCountSync(open);

  const close = useCallback(() => setOpen(false), []);
  const toggle = () => {
    if (!open && (ACCOUNT_PATHS as readonly string[]).includes(pathname)) void navigate(paths.home.getHref());
    setOpen(!open);
  };

  const label = count > 0 ? text('bell.unread', { count, n: format.number(count) }) : t('nav.notifications');
  return (
    <div className="notification-bell" ref={wrapper}>
      <BellButton
        label={label}
        count={count}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      />
      {open ? (
        <Suspense fallback={null}>
          <NotificationDropdown id={panelId} candidateId={user.candidateId} container={wrapper} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
