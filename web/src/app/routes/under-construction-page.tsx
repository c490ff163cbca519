import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { ChromeKey } from '../../i18n/index.ts';
import { EmptyState } from '../../ui/index.ts';
import { paths } from '../../shared/paths.ts';
import { PageBanner } from '../../ui/page-banner.tsx';
import './page-frame.css';

const TITLES: Record<string, ChromeKey> = {
  [paths.about.path]: 'footer.aboutUs',
  [paths.contact.path]: 'footer.contactUs',
  [paths.privacy.path]: 'footer.privacyPolicy',
};

/** About Us, Contact Us and Privacy Policy. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = TITLES[pathname];
  return (
    <div className="page page-frame">
      {titleKey ? <PageBanner title={t(titleKey)} /> : null}
      <EmptyState title="This page is under construction. Please check back later!" icon="🚧" />
    </div>
  );
}
