import type { ApplicationCounters } from '#machines';
import { StatTile, StatTiles, type StatTone } from '../../../ui/stat-tile.tsx';

const TILES: ReadonlyArray<{ key: keyof ApplicationCounters; label: string; icon: string; tone: StatTone }> = [
  { key: 'submitted', label: 'Submitted', icon: '📄', tone: 'brand' },
  { key: 'shortlisted', label: 'Shortlisted', icon: '⭐', tone: 'success' },
  { key: 'rejected', label: 'Rejected', icon: '✖', tone: 'danger' },
  { key: 'interviews', label: 'Interviews', icon: '📅', tone: 'accent' },
];

/** Submitted, Shortlisted, Rejected, Interviews. */
export function SummaryTiles({ counters }: { counters: ApplicationCounters }) {
  return (
    <StatTiles label="Summary">
      {TILES.map((tile) => (
        <StatTile key={tile.key} label={tile.label} icon={tile.icon} tone={tile.tone} value={counters[tile.key]} />
      ))}
    </StatTiles>
  );
}
