import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import type { TextKey } from '#web/i18n/index.ts';
import { EmptyState } from '#web/ui/index.ts';
import { paths } from '#web/shared/paths.ts';
import { PageBanner } from '#web/ui/page-banner.tsx';
import { appNs } from '../i18n.ts';
import './page-frame.css';

const TITLES: Record<string, TextKey<'common'>> = {
  [paths.about.path]: 'footer.aboutUs',
  [paths.contact.path]: 'footer.contactUs',
  [paths.privacy.path]: 'footer.privacyPolicy',
};

/** About Us, Contact Us and Privacy Policy. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { pathname } = useLocation();
  const titleKey = TITLES[pathname];
  return (
    <div className="page page-frame">
      {titleKey ? <PageBanner title={t(titleKey)} /> : null}
      <EmptyState title={appText('underConstruction.title')} icon={Construction} />
    </div>
  );
}
