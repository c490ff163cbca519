import { useTranslation } from 'react-i18next';
import type { ReferralsView } from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { Skeleton } from '#web/ui/index.ts';
import { StatTile, StatTiles, type StatTone } from '#web/ui/stat-tile.tsx';
import { referralsNs } from '../i18n.ts';

export interface ReferralTilesProps {
  stats: ReferralsView['stats'] | undefined;
  loading: boolean;
  failed: boolean;
}

/** Total Referrals, Applications Submitted, Candidates Joined, Completed One Month: placeholders while loading, '—' after a failure. */
export function ReferralTiles({ stats, loading, failed }: ReferralTilesProps) {
  const { t } = useTranslation(referralsNs);
  const format = useFormat();
  const tiles: [string, number | undefined, StatTone][] = [
    [t('tiles.total'), stats?.referrals, 'brand'],
    [t('tiles.applications'), stats?.applies, 'info'],
    [t('tiles.joined'), stats?.hires, 'success'],
    [t('tiles.completed'), stats?.completions, 'accent'],
  ];
  return (
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
  );
}
