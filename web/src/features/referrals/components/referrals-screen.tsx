import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Handshake, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import {
  ALL_REFERRALS,
  DATE_REFERRED_OPTIONS,
  failureMessage,
  filterByStatus,
  message,
  statusFilterOptions,
  type Referral,
  type ReferralsView,
} from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { useSession } from '#web/shared/session.ts';
import { Button, EmptyState, Skeleton, SkeletonCard } from '#web/ui/index.ts';
import { StatTile, StatTiles, type StatTone } from '#web/ui/stat-tile.tsx';
import { referralsQueryOptions, useReferrals } from '../api/fetch-referrals.ts';
import { referralsNs } from '../i18n.ts';
import { useReferralText } from '../lib/referral-texts.ts';
import { ReferralCard } from './referral-card.tsx';
import { ReferralProgressDialog } from './referral-progress-dialog.tsx';
import './referrals-screen.css';

const EMPTY_VIEW: ReferralsView = { referrals: [], stats: { referrals: 0, applies: 0, hires: 0, completions: 0 } };

export interface ReferralsScreenProps {
  /** The referral form for the right-hand column; call `onReferred` after a successful referral. */
  renderReferForm: (onReferred: () => void) => ReactNode;
}

/** My Referrals for a signed-in candidate: stat tiles, filters, the referral cards, and the referral form beside them. */
export function ReferralsScreen({ renderReferForm }: ReferralsScreenProps) {
  const { t } = useTranslation(referralsNs);
  const text = useReferralText();
  const format = useFormat();
  const { user } = useSession();
  const mobileNumber = user?.mobileNumber ?? '';
  const queryClient = useQueryClient();
  const referrals = useReferrals(mobileNumber);
  const formColumn = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState(ALL_REFERRALS);
  const [dateRange, setDateRange] = useState<string>(DATE_REFERRED_OPTIONS[0]?.key ?? '');
  const [open, setOpen] = useState<Referral | null>(null);
  const statusId = useId();
  const dateId = useId();

  // Without a mobile number the call is skipped and the screen shows no referrals.
  const skipped = mobileNumber === '';
  const view = skipped ? EMPTY_VIEW : referrals.data;
  const loading = !skipped && referrals.isPending;
  const failed = !skipped && referrals.isError && !view;

  const onReferred = () =>
    void queryClient.invalidateQueries({ queryKey: referralsQueryOptions(mobileNumber).queryKey });

  const goToForm = () => {
    const column = formColumn.current;
    column?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    column?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  };

  const options = statusFilterOptions(view?.referrals ?? []);
  const chosen = options.some((o) => o.value === status) ? status : ALL_REFERRALS;
  const shown = filterByStatus(view?.referrals ?? [], chosen);

  let list: ReactNode;
  if (loading) {
    list = (
      <div className="referrals__list" role="status" aria-label={t('list.loading')} aria-busy="true">
        <SkeletonCard />
        <SkeletonCard />
        <SkeletonCard />
      </div>
    );
  } else if (failed) {
    list = (
      <EmptyState
        tone="error"
        icon={TriangleAlert}
        title={t('error.title')}
        message={text(
          message('referrals:error.message', {
            message: failureMessage(referrals.error) ?? message('referrals:error.pleaseTryAgain'),
          }),
        )}
        action={
          <Button onClick={() => void referrals.refetch()} busy={referrals.isFetching}>
            {t('error.retry')}
          </Button>
        }
      />
    );
  } else if (!view || view.referrals.length === 0) {
    list = (
      <EmptyState
        icon={Handshake}
        title={t('empty.title')}
        action={<Button onClick={goToForm}>{t('empty.action')}</Button>}
      />
    );
  } else {
    list = (
      <ul className="referrals__list" aria-label={t('list.label')}>
        {shown.map((referral) => (
          <ReferralCard key={referral.id} referral={referral} onShowProgress={setOpen} />
        ))}
      </ul>
    );
  }

  const stats = view?.stats;
  const tiles: [string, number | undefined, StatTone][] = [
    [t('tiles.total'), stats?.referrals, 'brand'],
    [t('tiles.applications'), stats?.applies, 'info'],
    [t('tiles.joined'), stats?.hires, 'success'],
    [t('tiles.completed'), stats?.completions, 'accent'],
  ];

  return (
    <div className="referrals">
      <div className="referrals__main">
        <StatTiles label={t('tiles.label')}>
          {tiles.map(([label, value, tone]) => (
            <StatTile
              key={label}
              label={label}
              tone={tone}
              value={loading ? <Skeleton width="2.5rem" height="1.75rem" /> : failed ? '—' : format.number(value ?? 0)}
            />
          ))}
        </StatTiles>
        <div className="referrals__filters">
          <div className="referrals__filter">
            <label htmlFor={statusId}>{t('filter.status')}</label>
            <select
              id={statusId}
              value={chosen}
              onChange={(e) => setStatus(e.target.value)}
              disabled={loading || failed}
            >
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value === ALL_REFERRALS
                    ? text(option.label)
                    : `${text(option.label)} (${format.number(option.count)})`}
                </option>
              ))}
            </select>
          </div>
          <div className="referrals__filter">
            <label htmlFor={dateId}>{t('filter.dateReferred')}</label>
            {/* Shown as the spec asks, but it has no effect on the list: the spec's Date Referred filter does nothing. */}
            <select
              id={dateId}
              value={dateRange}
              onChange={(e) => setDateRange(e.target.value)}
              disabled={loading || failed}
            >
              {DATE_REFERRED_OPTIONS.map((option) => (
                <option key={option.key} value={option.key}>
                  {text(option)}
                </option>
              ))}
            </select>
          </div>
        </div>
        {list}
      </div>
      <div className="referrals__aside" ref={formColumn}>
        {renderReferForm(onReferred)}
      </div>
      <ReferralProgressDialog referral={open} onClose={() => setOpen(null)} />
    </div>
  );
}
