import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { TextKey } from '#web/i18n/index.ts';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { Button, Card } from '#web/ui/index.ts';
import { PageBanner } from '#web/ui/page-banner.tsx';
import { appNs } from '../i18n.ts';
import './page-frame.css';

export interface AccountScreenProps {
  titleKey: TextKey<'common'>;
  /** What the screen is for, under the title. */
  subtitleKey: TextKey<'app'>;
  /** The screen for a signed-in candidate. */
  children: ReactNode;
}

/**
 * The frame of a candidate's own screens (applications, referrals, earnings, profile): the title banner, then
 * the screen itself for a signed-in candidate; a visitor who arrives is asked to sign in and sees why. A candidate who
 * signs out here is on the way home (the sign-out goes there) and is not asked.
 */
export function AccountScreen({ titleKey, subtitleKey, children }: AccountScreenProps) {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  const title = t(titleKey);
  const [signedInHere, setSignedInHere] = useState(isAuthenticated);
  if (isAuthenticated && !signedInHere) setSignedInHere(true);

  useEffect(() => {
    if (!isAuthenticated && !signedInHere) requestSignIn();
  }, [isAuthenticated, signedInHere, requestSignIn]);

  return (
    <div className="page page-frame">
      <PageBanner title={title} subtitle={appText(subtitleKey)} />
      {isAuthenticated ? (
        children
      ) : signedInHere ? null : (
        <Card className="page-frame__card">
          <Lock className="page-frame__icon" size={36} aria-hidden="true" />
          <h2>{appText('account.signInTitle', { title })}</h2>
          <p>{appText('account.signInMessage')}</p>
          <Button onClick={requestSignIn}>{t('nav.signIn')}</Button>
        </Card>
      )}
    </div>
  );
}
