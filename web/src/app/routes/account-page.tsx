import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ChromeKey } from '../../i18n/index.ts';
import { paths } from '../../shared/paths.ts';
import { useSession } from '../../shared/session.ts';
import { useRequestSignIn } from '../../shared/sign-in-request.ts';
import { Button, Card } from '../../ui/index.ts';
import './placeholder-pages.css';

const SCREENS: Record<string, { titleKey: ChromeKey; subtitle: string; icon: string }> = {
  [paths.applications.path]: { titleKey: 'nav.myApplications', subtitle: 'Track and manage all your job applications in one place', icon: '📄' },
  [paths.referrals.path]: { titleKey: 'nav.myReferrals', subtitle: 'Refer candidates and earn rewards for successful placements', icon: '🤝' },
  [paths.earnings.path]: { titleKey: 'nav.myEarnings', subtitle: 'Track your referral earnings and manage withdrawals', icon: '💰' },
  [paths.profile.path]: { titleKey: 'nav.myProfile', subtitle: 'Manage your personal information and career details', icon: '👤' },
};

/** My Applications, My Referrals, My Earnings and Profile until their screens arrive; visitors are asked to sign in. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  const screen = SCREENS[pathname] ?? SCREENS[paths.profile.path]!;
  const title = t(screen.titleKey);

  useEffect(() => {
    if (!isAuthenticated) requestSignIn();
  }, [isAuthenticated, requestSignIn]);

  return (
    <div className="page placeholder-page">
      <div className="placeholder-page__banner">
        <h1>{title}</h1>
        <p>{screen.subtitle}</p>
      </div>
      <Card className="placeholder-page__card">
        <span className="placeholder-page__icon" aria-hidden="true">
          {isAuthenticated ? screen.icon : '🔒'}
        </span>
        {isAuthenticated ? (
          <>
            <h2>{title} is on its way</h2>
            <p>This screen arrives with the next release.</p>
          </>
        ) : (
          <>
            <h2>Sign in to see {title}</h2>
            <p>Sign in with your mobile number and a one-time password to continue.</p>
            <Button onClick={requestSignIn}>{t('nav.signIn')}</Button>
          </>
        )}
      </Card>
    </div>
  );
}
