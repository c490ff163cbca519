import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../shared/paths.ts';
import { Logo } from './logo.tsx';
import './app-footer.css';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', glyph: 'f' },
  { name: 'Instagram', href: 'https://www.instagram.com/', glyph: 'ig' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/', glyph: 'in' },
  { name: 'X', href: 'https://x.com/', glyph: 'X' },
  { name: 'YouTube', href: 'https://www.youtube.com/', glyph: '▶' },
] as const;

const STORES = [
  { name: 'Google Play', caption: 'GET IT ON', href: 'https://play.google.com/store', glyph: '▶' },
  { name: 'App Store', caption: 'Download on the', href: 'https://www.apple.com/app-store/', glyph: 'A' },
] as const;

/** About Us, Contact Us, Privacy Policy, social and app store links, copyright line. */
export function AppFooter() {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <div className="app-footer__inner">
        <div className="app-footer__brand">
          <Logo inverse />
          <p className="app-footer__tagline">Find jobs near you across India, and earn ₹500 for every friend you refer who joins.</p>
        </div>
        <nav className="app-footer__nav" aria-label="Footer">
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
                <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={item.name} className="app-footer__social-link">
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
                    {store.glyph}
                  </span>
                  <span className="app-footer__store-text">
                    <span className="app-footer__store-caption">{store.caption}</span>
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
