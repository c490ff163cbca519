import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChromeKey } from '../../i18n/index.ts';
import { useSession } from '../../shared/session.ts';
import { useRequestSignIn } from '../../shared/sign-in-request.ts';
import { Button, Card } from '../../ui/index.ts';
import { PageBanner } from '../../ui/page-banner.tsx';
import './page-frame.css';

export interface AccountScreenProps {
  titleKey: ChromeKey;
  subtitle: string;
  /** The screen for a signed-in candidate. */
  children: ReactNode;
}

/**
 * The frame of a candidate's own screens (applications, referrals, earnings, profile): the title banner, then
 * the screen itself for a signed-in candidate; a visitor is asked to sign in and sees why.
 */
export function AccountScreen({ titleKey, subtitle, children }: AccountScreenProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  const title = t(titleKey);

  useEffect(() => {
    if (!isAuthenticated) requestSignIn();
  }, [isAuthenticated, requestSignIn]);

  return (
    <div className="page page-frame">
      <PageBanner title={title} subtitle={subtitle} />
      {isAuthenticated ? (
        children
      ) : (
        <Card className="page-frame__card">
          <span className="page-frame__icon" aria-hidden="true">
            🔒
          </span>
          <h2>Sign in to see {title}</h2>
          <p>Sign in with your mobile number and a one-time password to continue.</p>
          <Button onClick={requestSignIn}>{t('nav.signIn')}</Button>
        </Card>
      )}
    </div>
  );
}
