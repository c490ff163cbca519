import { useTranslation } from 'react-i18next';
import { House, LocateFixed } from 'lucide-react';
import type { LocationPreference } from '#machines';
import { Dialog } from '#web/ui/dialog.tsx';
import { locationNs } from '../i18n.ts';
import './location-preference-dialog.css';

export interface LocationPreferenceDialogProps {
  open: boolean;
  /** The saved city's name; null when the profile has none, undefined while it loads. */
  savedCity: string | null | undefined;
  onChoose: (preference: LocationPreference) => void;
}

/**
 * Asked once of a signed-in candidate before their first job list. Closing it (the close button, Escape, Back) is a
 * choice too: the current location, as a candidate who does not answer is shown jobs where they are.
 */
export function LocationPreferenceDialog({ open, savedCity, onChoose }: LocationPreferenceDialogProps) {
  const { t } = useTranslation(locationNs);
  const savedText =
    savedCity === undefined ? t('base.loading') : savedCity ? t('base.saved', { city: savedCity }) : t('base.none');
  return (
    <Dialog open={open} title={t('title')} size="sm" description={t('description')} onClose={() => onChoose('current')}>
      <div className="location-choice" role="group" aria-label={t('choices')}>
        <button
          type="button"
          className="location-choice__option"
          disabled={!savedCity}
          onClick={() => onChoose('saved')}
        >
          <span className="location-choice__icon" aria-hidden="true">
            <House size={22} />
          </span>
          <span className="location-choice__text">
            <span className="location-choice__title">{t('base.title')}</span>
            <span className="location-choice__detail">{savedText}</span>
          </span>
        </button>
        <button type="button" className="location-choice__option" onClick={() => onChoose('current')}>
          <span className="location-choice__icon" aria-hidden="true">
            <LocateFixed size={22} />
          </span>
          <span className="location-choice__text">
            <span className="location-choice__title">{t('current.title')}</span>
            <span className="location-choice__detail">{t('current.detail')}</span>
          </span>
        </button>
      </div>
    </Dialog>
  );
}
