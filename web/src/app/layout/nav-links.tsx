import { useTranslation } from 'react-i18next';
import type { MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';
import { NAV_ITEMS } from './nav-items.ts';

/** My Applications, My Referrals, My Earnings: links for candidates, the sign-in dialog (then the screen) for visitors. */
export function NavLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
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
          >
            {t(item.labelKey)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
