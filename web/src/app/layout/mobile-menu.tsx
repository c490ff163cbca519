import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { useBackCloses } from '#web/ui/back-layer.ts';
import { Button } from '#web/ui/index.ts';
import { appNs } from '../i18n.ts';
import { NavLinks } from './nav-links.tsx';
import { useSignOut } from './use-sign-out.ts';

export interface MobileMenuProps {
  id: string;
  /** `refocus`: the focus goes back to the Menu button (Escape, or a dialog that opens in the menu's place). */
  onClose(refocus?: boolean): void;
}

/** The menu behind the hamburger button below 768 px; Back closes it (a link in it takes the place of its entry). */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  const onSignOut = useSignOut();
  useBackCloses(onClose);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <div id={id} className="mobile-menu">
      <nav aria-label={appText('header.mobileNav')}>
        <NavLinks className="mobile-menu__links" onNavigate={() => onClose()} replace />
      </nav>
      <div className="mobile-menu__footer">
        {isAuthenticated ? (
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            {t('nav.signOut')}
          </Button>
        ) : (
          <Button
            size="sm"
            onClick={() => {
              onClose(true);
              requestSignIn();
            }}
          >
            {t('nav.signIn')}
          </Button>
        )}
      </div>
    </div>
  );
}
