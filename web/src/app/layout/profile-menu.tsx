import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { profileInitials } from '#machines';
import { paths } from '#web/shared/paths.ts';
import { useBackCloses } from '#web/ui/back-layer.ts';
import type { SessionUser } from '#web/shared/session.ts';
import { appNs } from '../i18n.ts';
import { useSignOut } from './use-sign-out.ts';
import './profile-menu.css';

export interface ProfileMenuProps {
  user: SessionUser;
}

/** The round profile icon with initials; its menu holds the profile link, Saved Jobs (the header's way there on a phone) and Sign Out. */
export function ProfileMenu({ user }: ProfileMenuProps) {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  // Signing out lives in the signed-in candidate's chunks (this menu, the mobile menu, My Profile), not the entry.
  const onSignOut = useSignOut();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const initials = profileInitials({ name: user.name, email: user.email, mobile: user.mobileNumber });
  // Back closes the open menu and the page stays.
  useBackCloses(() => setOpen(false), open);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="profile-menu" ref={wrapper}>
      <button
        type="button"
        className="profile-menu__avatar"
        aria-label={appText('profileMenu.label', { name: user.name || user.mobile })}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" data-testid="profile-initials">
          {initials}
        </span>
      </button>
      {open ? (
        <div id={menuId} className="profile-menu__panel">
          <div className="profile-menu__who">
            <span className="profile-menu__name">{user.name || appText('profileMenu.defaultName')}</span>
            {user.email ? <span className="profile-menu__detail">{user.email}</span> : null}
            <span className="profile-menu__detail">{user.mobile}</span>
          </div>
          <ul className="profile-menu__items">
            <li>
              <Link className="profile-menu__item" to={paths.profile.getHref()} replace onClick={() => setOpen(false)}>
                {t('nav.myProfile')}
              </Link>
            </li>
            <li>
              <Link
                className="profile-menu__item"
                to={paths.savedJobs.getHref()}
                replace
                onClick={() => setOpen(false)}
              >
                {t('nav.savedJobs')}
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="profile-menu__item profile-menu__item--danger"
                onClick={() => {
                  setOpen(false);
                  onSignOut();
                }}
              >
                {t('nav.signOut')}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
