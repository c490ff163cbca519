import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { BellButton } from './bell-button.tsx';
import './notification-bell.css';

/** Signed-in candidates only (the badge, its refreshes, the dropdown): a visitor's first load does not carry it. */
const CandidateBell = lazy(() => import('./candidate-bell.tsx').then((m) => ({ default: m.CandidateBell })));

/** The bell with its unread badge; visitors get the sign-in dialog instead of the dropdown. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();
  const requestSignIn = useRequestSignIn();
  if (isAuthenticated && user) {
    return (
      <Suspense
        fallback={
          <div className="notification-bell">
            <BellButton label={t('nav.notifications')} />
          </div>
        }
      >
        <CandidateBell user={user} />
      </Suspense>
    );
  }
  return (
    <div className="notification-bell">
      <BellButton label={t('nav.notifications')} onClick={() => requestSignIn()} />
    </div>
  );
}
