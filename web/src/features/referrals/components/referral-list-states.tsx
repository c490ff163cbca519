import { useLocalMessageText } from '#web/i18n/index.ts';
import { useTranslation } from 'react-i18next';
import { Handshake, TriangleAlert } from 'lucide-react';
import { failureMessage, message } from '#machines';
import { Button, EmptyState, SkeletonCard } from '#web/ui/index.ts';
import { referralsNs } from '../i18n.ts';

/** Three placeholder cards while the referrals load. */
export function ReferralsLoading() {
  const { t } = useTranslation(referralsNs);
  return (
    <div className="referrals__list" role="status" aria-label={t('list.loading')} aria-busy="true">
      <SkeletonCard />
      <SkeletonCard />
      <SkeletonCard />
    </div>
  );
}

export interface ReferralsErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** 'Error Loading Referrals' with the failure's text, and Try Again. */
export function ReferralsError({ error, onRetry, retrying }: ReferralsErrorProps) {
  const { t } = useTranslation(referralsNs);
  const text = useLocalMessageText();
  return (
    <EmptyState
      tone="error"
      icon={TriangleAlert}
      title={t('error.title')}
      message={text(
        message('referrals:error.message', {
          message: failureMessage(error) ?? message('referrals:error.pleaseTryAgain'),
        }),
      )}
      action={
        <Button onClick={onRetry} busy={retrying}>
          {t('error.retry')}
        </Button>
      }
    />
  );
}

/** 'No Referrals Yet', with the way to the referral form. */
export function NoReferrals({ onRefer }: { onRefer: () => void }) {
  const { t } = useTranslation(referralsNs);
  return (
    <EmptyState
      icon={Handshake}
      title={t('empty.title')}
      action={<Button onClick={onRefer}>{t('empty.action')}</Button>}
    />
  );
}
