import { useTranslation } from 'react-i18next';
import { Construction } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { EmptyState } from '#web/ui/index.ts';
import { PageBanner } from '#web/ui/page-banner.tsx';
import { appNs } from '../i18n.ts';
import { UNDER_CONSTRUCTION_TITLES } from './screen-banners.ts';
import './page-frame.css';

/** About Us, Contact Us and Privacy Policy. */
export default function UnderConstructionPage() {
  const { t } = useTranslation();
  const { t: appText } = useTranslation(appNs);
  const { pathname } = useLocation();
  const titleKey = UNDER_CONSTRUCTION_TITLES[pathname];
  return (
    <div className="page page-frame">
      {titleKey ? <PageBanner title={t(titleKey)} /> : null}
      <EmptyState title={appText('underConstruction.title')} icon={Construction} />
    </div>
  );
}
