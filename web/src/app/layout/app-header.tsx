import { useTranslation } from 'react-i18next';
import { Suspense, useCallback, useRef, useState } from 'react';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import { Link, useLocation } from 'react-router-dom';
import { LanguagePicker } from '#web/features/language/index.ts';
import { NotificationBell } from '#web/features/notifications/index.ts';
import { paths } from '#web/shared/paths.ts';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { Button } from '#web/ui/index.ts';
import { appNs } from '../i18n.ts';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';
import './app-header.css';

/** Signed-in candidates only: a visitor's first load does not carry it. */
const ProfileMenu = preloadableLazy(() => import('./profile-menu.tsx').then((m) => ({ default: m.ProfileMenu })));

/** Loaded when the hamburger button is first pressed. */
const MobileMenu = preloadableLazy(() => import('./mobile-menu.tsx').then((m) => ({ default: m.MobileMenu })));

const MOBILE_MENU_ID = 'mobile-menu';

/** The top navigation bar: logo, account links, language (on a phone too), notifications, sign-in or the profile menu. */
export function AppHeader() {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { isAuthenticated, user } = useSession();
  const requestSignIn = useRequestSignIn();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Escape and Sign In leave the menu with the focus on Menu (the Sign In dialog gives it back there too); a link's
  // screen takes the focus itself.
  const closeMenu = useCallback((refocus = false) => {
    setMenuOpen(false);
    if (refocus) burger.current?.focus();
  }, []);
  // Going to another screen closes the mobile menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={paths.home.getHref()} className="app-header__logo" aria-label={appText('header.homeLink')}>
          <Logo />
        </Link>
        <nav className="app-header__nav" aria-label={appText('header.mainNav')}>
          <NavLinks className="app-header__links" />
        </nav>
        <div className="app-header__actions">
          <LanguagePicker compact />
          <NotificationBell />
          {isAuthenticated && user ? (
            <Suspense fallback={<span className="app-header__avatar-slot" aria-hidden="true" />}>
              <ProfileMenu user={user} />
            </Suspense>
          ) : (
            <Button className="app-header__wide-only" size="sm" onClick={() => requestSignIn()}>
              {t('nav.signIn')}
            </Button>
          )}
          <button
            ref={burger}
            type="button"
            className="app-header__burger"
            aria-label={t('nav.menu')}
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className={`burger ${menuOpen ? 'burger--open' : ''}`} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </button>
        </div>
      </div>
      {menuOpen ? (
        <Suspense fallback={null}>
          <MobileMenu id={MOBILE_MENU_ID} onClose={closeMenu} />
        </Suspense>
      ) : null}
    </header>
  );
}
