import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { uiNs } from './i18n.ts';
import './chip.css';

export interface ChipProps {
  label: string;
  onRemove?: () => void;
  tone?: 'neutral' | 'brand' | 'success';
}

export function Chip({ label, onRemove, tone = 'neutral' }: ChipProps) {
  const { t } = useTranslation(uiNs);
  return (
    <span className={`chip chip--${tone}`}>
      {label}
      {onRemove ? (
        <button type="button" className="chip__remove" aria-label={t('chip.remove', { label })} onClick={onRemove}>
          <X size={14} strokeWidth={2.5} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
