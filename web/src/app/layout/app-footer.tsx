import { useTranslation } from 'react-i18next';
import { Apple, Play, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFormat } from '#web/i18n/index.ts';
import { paths } from '#web/shared/paths.ts';
import { appNs } from '../i18n.ts';
import { Logo } from './logo.tsx';
import './app-footer.css';

/** The networks' letter marks (the icon set has no brand logos), or a play icon for the video site. */
const SOCIAL: readonly { name: string; href: string; glyph: ReactNode }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', glyph: 'f' },
  { name: 'Instagram', href: 'https://www.instagram.com/', glyph: 'ig' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', glyph: 'in' },
  { name: 'X', href: 'https://x.com/', glyph: 'X' },
  { name: 'YouTube', href: 'https://www.youtube.com/', glyph: <Play size={16} fill="currentColor" /> },
];

const STORES: readonly {
  name: string;
  captionKey: 'footer.getItOn' | 'footer.downloadOnThe';
  href: string;
  Icon: LucideIcon;
}[] = [
  { name: 'Google Play', captionKey: 'footer.getItOn', href: 'https://play.google.com/store', Icon: Play },
  { name: 'App Store', captionKey: 'footer.downloadOnThe', href: 'https://www.apple.com/app-store/', Icon: Apple },
];

/** What a friend's joining earns the referrer, as the tagline tells it. */
const REFERRAL_BONUS_RUPEES = 500;

/** About Us, Contact Us, Privacy Policy, social and app store links, copyright line. */
export function AppFooter() {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const format = useFormat();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__brand">
          <Logo inverse />
          <p className="app-footer__tagline">
            {appText('footer.tagline', { amount: format.rupees(REFERRAL_BONUS_RUPEES) })}
          </p>
        </div>
        <nav className="app-footer__nav" aria-label={appText('footer.label')}>
          <ul>
            <li>
              <Link to={paths.about.getHref()}>{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to={paths.contact.getHref()}>{t('footer.contactUs')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.getHref()}>{t('footer.privacyPolicy')}</Link>
            </li>
          </ul>
        </nav>
        <div className="app-footer__group">
          <h2 className="app-footer__heading">{t('footer.followUs')}</h2>
          <ul className="app-footer__social">
            {SOCIAL.map((item) => (
              <li key={item.name}>
                <a
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={item.name}
                  className="app-footer__social-link"
                >
                  <span aria-hidden="true">{item.glyph}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="app-footer__group">
          <h2 className="app-footer__heading">{t('footer.getTheApp')}</h2>
          <ul className="app-footer__stores">
            {STORES.map((store) => (
              <li key={store.name}>
                <a href={store.href} target="_blank" rel="noopener noreferrer" className="app-footer__store">
                  <span className="app-footer__store-glyph" aria-hidden="true">
                    <store.Icon size={22} />
                  </span>
                  <span className="app-footer__store-text">
                    <span className="app-footer__store-caption">{appText(store.captionKey)}</span>
                    <span className="app-footer__store-name">{store.name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="app-footer__copyright">
        © {new Date().getFullYear()} Talent Jobs. {t('footer.rights')}
      </p>
    </footer>
  );
}
