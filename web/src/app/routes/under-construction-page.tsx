import { Construction } from 'lucide-react';
import { useTexts } from '#web/i18n/use-texts.ts';
import { useLocation } from 'react-router-dom';
import type { ChromeKey } from '#web/i18n/index.ts';
import { EmptyState } from '#web/ui/index.ts';
import { paths } from '#web/shared/paths.ts';
import { PageBanner } from '#web/ui/page-banner.tsx';
import { useAppText } from '../i18n.ts';
import './page-frame.css';

const TITLES: Record<string, ChromeKey> = {
  [paths.about.path]: 'footer.aboutUs',
  [paths.contact.path]: 'footer.contactUs',
  [paths.privacy.path]: 'footer.privacyPolicy',
};

/** About Us, Contact Us and Privacy Policy. */
export default function UnderConstructionPage() {
  const { t } = useTexts();
  const appText = useAppText();
  const { pathname } = useLocation();
  const titleKey = TITLES[pathname];
  return (
    <div className="page page-frame">
      {titleKey ? <PageBanner title={t(titleKey)} /> : null}
      <EmptyState title={appText('underConstruction.title')} icon={Construction} />
    </div>
  );
}
