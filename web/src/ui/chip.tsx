import './chip.css';

export interface ChipProps {
  label: string;
  onRemove?: () => void;
  tone?: 'neutral' | 'brand' | 'success';
}

export function Chip({ label, onRemove, tone = 'neutral' }: ChipProps) {
  return (
    <span className={`chip chip--${tone}`}>
      {label}
      {onRemove ? (
        <button type="button" className="chip__remove" aria-label={`Remove ${label}`} onClick={onRemove}>
          ×
        </button>
      ) : null}
    </span>
  );
}
