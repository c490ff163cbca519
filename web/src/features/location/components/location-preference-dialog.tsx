import type { LocationPreference } from '#machines';
import { Dialog } from '../../../ui/index.ts';
import './location-preference-dialog.css';

export interface LocationPreferenceDialogProps {
  open: boolean;
  /** The saved city's name; null when the profile has none, undefined while it loads. */
  savedCity: string | null | undefined;
  onChoose: (preference: LocationPreference) => void;
}

/** Asked of signed-in candidates before their first job list; it cannot be dismissed. */
export function LocationPreferenceDialog({ open, savedCity, onChoose }: LocationPreferenceDialogProps) {
  const savedText =
    savedCity === undefined ? 'Loading your saved location…' : savedCity ? `Saved: ${savedCity}` : 'No base location saved in your profile yet';
  return (
    <Dialog open={open} title="Location Preference" dismissible={false} size="sm" description="Where should we look for jobs for you?">
      <div className="location-choice" role="group" aria-label="Location preference">
        <button type="button" className="location-choice__option" disabled={!savedCity} onClick={() => onChoose('saved')}>
          <span className="location-choice__icon" aria-hidden="true">🏠</span>
          <span className="location-choice__text">
            <span className="location-choice__title">Base Location</span>
            <span className="location-choice__detail">{savedText}</span>
          </span>
        </button>
        <button type="button" className="location-choice__option" onClick={() => onChoose('current')}>
          <span className="location-choice__icon" aria-hidden="true">📍</span>
          <span className="location-choice__text">
            <span className="location-choice__title">Current Location</span>
            <span className="location-choice__detail">Use where you are right now</span>
          </span>
        </button>
      </div>
    </Dialog>
  );
}
