import { useTranslation } from 'react-i18next';
import { FolderOpen } from 'lucide-react';
import { EmptyState } from '#web/ui/index.ts';
import { appNs } from '../i18n.ts';
import './page-frame.css';

export default function ProjectsPage() {
  const { t } = useTranslation(appNs);
  return (
    <div className="page page-frame">
      <EmptyState title={t('projects.emptyTitle')} message={t('projects.emptyMessage')} icon={FolderOpen} />
    </div>
  );
}
