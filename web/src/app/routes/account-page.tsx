import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ChromeKey } from '../../i18n/index.ts';
import { paths } from '../../shared/paths.ts';
import { Card } from '../../ui/index.ts';
import { AccountScreen } from './account-screen.tsx';

const SCREENS: Record<string, { titleKey: ChromeKey; subtitle: string; icon: string }> = {
  [paths.earnings.path]: { titleKey: 'nav.myEarnings', subtitle: 'Track your referral earnings and manage withdrawals', icon: '💰' },
  [paths.profile.path]: { titleKey: 'nav.myProfile', subtitle: 'Manage your personal information and career details', icon: '👤' },
};

/** My Earnings and Profile until their screens arrive; visitors are asked to sign in. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const screen = SCREENS[pathname] ?? SCREENS[paths.profile.path]!;
  const title = t(screen.titleKey);

  return (
    <AccountScreen titleKey={screen.titleKey} subtitle={screen.subtitle}>
      <Card className="placeholder-page__card">
        <span className="placeholder-page__icon" aria-hidden="true">
          {screen.icon}
        </span>
        <h2>{title} is on its way</h2>
        <p>This screen arrives with the next release.</p>
      </Card>
    </AccountScreen>
  );
}
