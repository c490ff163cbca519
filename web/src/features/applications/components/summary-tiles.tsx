import { useTranslation } from 'react-i18next';
import { CalendarDays, CircleX, FileText, Star, type LucideIcon } from 'lucide-react';
import type { ApplicationCounters } from '#machines';
import type { TextKey } from '#web/i18n/index.ts';
import { StatTile, StatTiles, type StatTone } from '#web/ui/stat-tile.tsx';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';

type ApplicationsKey = TextKey<'applications'>;

const TILES: ReadonlyArray<{
  key: keyof ApplicationCounters;
  labelKey: ApplicationsKey;
  icon: LucideIcon;
  tone: StatTone;
}> = [
  { key: 'submitted', labelKey: 'status.submitted', icon: FileText, tone: 'brand' },
  { key: 'shortlisted', labelKey: 'status.shortlisted', icon: Star, tone: 'success' },
  { key: 'rejected', labelKey: 'status.rejected', icon: CircleX, tone: 'danger' },
  { key: 'interviews', labelKey: 'tiles.interviews', icon: CalendarDays, tone: 'accent' },
];

/** Submitted, Shortlisted, Rejected, Interviews. */
export function SummaryTiles({ counters }: { counters: ApplicationCounters }) {
  const { t } = useTranslation(applicationsNs);
  const { number } = useApplicationFormat();
  return (
    <StatTiles label={t('tiles.label')}>
      {TILES.map((tile) => (
        <StatTile
          key={tile.key}
          label={t(tile.labelKey)}
          icon={tile.icon}
          tone={tile.tone}
          value={number(counters[tile.key])}
        />
      ))}
    </StatTiles>
  );
}
