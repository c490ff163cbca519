import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { NAV_ITEMS } from './nav-items.ts';

export interface NavLinksProps {
  className: string;
  onNavigate?: () => void;
  /** Inside a layer Back closes (the mobile menu): the screen takes the place of the layer's history entry. */
  replace?: boolean;
}

/** My Applications, My Referrals, My Earnings: links for candidates, the sign-in dialog (then the screen) for visitors. */
export function NavLinks({ className, onNavigate, replace = false }: NavLinksProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  // A visitor is asked to sign in, and then goes where the link leads.
  const onClick = (event: MouseEvent, to: string) => {
    onNavigate?.();
    if (isAuthenticated) return;
    event.preventDefault();
    requestSignIn({ kind: 'address', href: to });
  };
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            className={({ isActive }) => `nav-link ${isActive ? 'nav-link--active' : ''}`}
            onClick={(event) => onClick(event, item.to)}
            replace={replace}
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
