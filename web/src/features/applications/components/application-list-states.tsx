import { useTranslation } from 'react-i18next';
import { FileText, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#web/shared/paths.ts';
import { page } from '#web/shared/reload-page.ts';
import { Button, EmptyState, SkeletonCard } from '#web/ui/index.ts';
import { OfflineState, type OfflineStateProps } from '#web/ui/offline-state.tsx';
import { applicationsNs } from '../i18n.ts';

const PLACEHOLDER_CARDS = 6;

/** Six placeholder cards while the list loads. */
export function ApplicationsLoading() {
  const { t } = useTranslation(applicationsNs);
  return (
    <div className="applications-list" role="status" aria-busy="true" aria-label={t('list.loading')}>
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <SkeletonCard key={i} lines={3} />
      ))}
    </div>
  );
}

/** 'Error Loading Applications'; Try Again reloads the page. */
export function ApplicationsError() {
  const { t } = useTranslation(applicationsNs);
  return (
    <EmptyState
      tone="error"
      icon={TriangleAlert}
      title={t('error.title')}
      message={t('error.message')}
      action={<Button onClick={() => page.reload()}>{t('error.retry')}</Button>}
    />
  );
}

/** Offline, or no answer: the offline state, or 'Error Loading Applications' with Retry (no reload: it asks again). */
export function ApplicationsOffline(props: Pick<OfflineStateProps, 'problem' | 'onRetry' | 'retrying'>) {
  const { t } = useTranslation(applicationsNs);
  return <OfflineState {...props} title={t('error.title')} message={t('error.message')} />;
}

/** 'No Applications Yet', with Browse Jobs to the home screen. */
export function NoApplications() {
  const { t } = useTranslation(applicationsNs);
  return (
    <EmptyState
      icon={FileText}
      title={t('empty.title')}
      action={
        <Link className="btn btn--primary btn--md" to={paths.home.getHref()}>
          {t('empty.browse')}
        </Link>
      }
    />
  );
}
