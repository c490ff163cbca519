import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineState } from '#web/ui/offline-state.tsx';
import { referralsNs } from '../i18n.ts';
import type { Referral } from '#machines';
import { useMyReferrals } from '../hooks/use-my-referrals.ts';
import { useStatusFilter } from '../hooks/use-status-filter.ts';
import { ReferralFilters } from './referral-filters.tsx';
import { ReferralList } from './referral-list.tsx';
import { NoReferrals, ReferralsError, ReferralsLoading } from './referral-list-states.tsx';
import { ReferralProgressDialog } from './referral-progress-dialog.tsx';
import { ReferralTiles } from './referral-tiles.tsx';
import './referrals-screen.css';

export interface ReferralsScreenProps {
  /** The referral form for the right-hand column; call `onReferred` after a successful referral. */
  renderReferForm: (onReferred: () => void) => ReactNode;
}

/** My Referrals for a signed-in candidate: stat tiles, filters, the referral cards, and the referral form beside them. */
export function ReferralsScreen({ renderReferForm }: ReferralsScreenProps) {
  const referrals = useMyReferrals();
  const { view, loading, failed, problem } = referrals;
  const { t } = useTranslation(referralsNs);
  const filter = useStatusFilter(view?.referrals ?? []);
  const [open, setOpen] = useState<Referral | null>(null);
  const formColumn = useRef<HTMLDivElement>(null);

  const goToForm = () => {
    const column = formColumn.current;
    column?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    column?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  let list: ReactNode;
  if (problem) {
    list = (
      <OfflineState
        problem={problem}
        onRetry={referrals.retry}
        retrying={referrals.retrying}
        title={t('error.title')}
      />
    );
  } else if (loading) {
    list = <ReferralsLoading />;
  } else if (failed) {
    list = <ReferralsError error={referrals.error} onRetry={referrals.retry} retrying={referrals.retrying} />;
  } else if (!view || view.referrals.length === 0) {
    list = <NoReferrals onRefer={goToForm} />;
  } else {
    list = <ReferralList referrals={filter.shown} onShowProgress={setOpen} />;
  }

  return (
    <div className="referrals">
      <div className="referrals__main">
        <ReferralTiles stats={view?.stats} loading={loading} failed={failed} />
        <ReferralFilters
          options={filter.options}
          chosen={filter.chosen}
          onChoose={filter.choose}
          disabled={loading || failed}
        />
        {list}
      </div>
      <div className="referrals__aside" ref={formColumn}>
        {renderReferForm(referrals.refresh)}
      </div>
      <ReferralProgressDialog referral={open} onClose={() => setOpen(null)} />
    </div>
  );
}
