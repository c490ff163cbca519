import type { ApplicationCounters } from '#machines';

const TILES: ReadonlyArray<{ key: keyof ApplicationCounters; label: string; icon: string }> = [
  { key: 'submitted', label: 'Submitted', icon: '📄' },
  { key: 'shortlisted', label: 'Shortlisted', icon: '⭐' },
  { key: 'rejected', label: 'Rejected', icon: '✖' },
  { key: 'interviews', label: 'Interviews', icon: '📅' },
];

/** Submitted, Shortlisted, Rejected, Interviews. */
export function SummaryTiles({ counters }: { counters: ApplicationCounters }) {
  return (
    <ul className="summary-tiles" aria-label="Summary">
      {TILES.map((tile) => (
        <li key={tile.key} className={`summary-tile summary-tile--${tile.key}`}>
          <span className="summary-tile__icon" aria-hidden="true">
            {tile.icon}
          </span>
          <span className="summary-tile__count">{counters[tile.key]}</span>
          <span className="summary-tile__label">{tile.label}</span>
        </li>
      ))}
    </ul>
  );
}
