import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
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
 * the screen itself for a signed-in candidate; a visitor who arrives is asked to sign in (and comes back here after
 * it) and sees why. A candidate who signs out here is on the way home (the sign-out goes there) and is not asked.
 */
export function AccountScreen({ titleKey, subtitleKey, children }: AccountScreenProps) {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  const { pathname, search } = useLocation();
  const title = t(titleKey);
  const [signedInHere, setSignedInHere] = useState(isAuthenticated);
  if (isAuthenticated && !signedInHere) setSignedInHere(true);
  // Signed in, the visitor lands on this address (with its query, such as ?highlight=) rather than home.
  const signIn = useCallback(
    () => requestSignIn({ kind: 'address', href: pathname + search }),
    [requestSignIn, pathname, search],
  );

  useEffect(() => {
    if (!isAuthenticated && !signedInHere) signIn();
  }, [isAuthenticated, signedInHere, signIn]);

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
          <Button onClick={signIn}>{t('nav.signIn')}</Button>
        </Card>
      )}
    </div>
  );
}
