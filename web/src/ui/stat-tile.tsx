import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import './stat-tile.css';

export type StatTone = 'brand' | 'success' | 'info' | 'accent' | 'danger';

export interface StatTilesProps {
  /** The list's accessible name ('Earnings summary'). */
  label: string;
  children: ReactNode;
}

/** A row of figures at the top of a screen: two a row on small screens, four from 768 px. */
export function StatTiles({ label, children }: StatTilesProps) {
  return (
    <ul className="stat-tiles" aria-label={label}>
      {children}
    </ul>
  );
}

export interface StatTileProps {
  label: string;
  /** The figure, or a placeholder while it loads. */
  value: ReactNode;
  /** A lucide icon, drawn decoratively beside the label. */
  icon?: LucideIcon;
  /** The colour of the tile's edge (and the figure's meaning): brand by default. */
  tone?: StatTone;
}

/** One figure with its label, inside `StatTiles`. */
export function StatTile({ label, value, icon: Icon, tone = 'brand' }: StatTileProps) {
  return (
    <li className={`stat-tile stat-tile--${tone}`}>
      {Icon ? (
        <span className="stat-tile__icon" aria-hidden="true">
          <Icon size={20} />
        </span>
      ) : null}
      <span className="stat-tile__label">{label}</span>
      <span className="stat-tile__value">{value}</span>
    </li>
  );
}
