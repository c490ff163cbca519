import { FolderOpen } from 'lucide-react';
import { EmptyState } from '#web/ui/index.ts';
import { useAppText } from '../i18n.ts';
import './page-frame.css';

export default function ProjectsPage() {
  const t = useAppText();
  return (
    <div className="page page-frame">
      <EmptyState title={t('projects.emptyTitle')} message={t('projects.emptyMessage')} icon={FolderOpen} />
    </div>
  );
}
