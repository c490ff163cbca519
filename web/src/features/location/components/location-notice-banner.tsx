import { useMessageText } from '#web/i18n/index.ts';
import { ToastCard } from '#web/ui/toast-card.tsx';
import type { LocationNotice } from '../model/location-notice.ts';
import './location-notice-banner.css';

/**
 * The notice in a toast's card, held in the page: it stays until the candidate dismisses it or leaves the page; the
 * word said while the browser asks has no dismiss button (it goes with the answer).
 */
export function LocationNoticeBanner({ notice, onDismiss }: { notice: LocationNotice; onDismiss: () => void }) {
  const messageText = useMessageText();
  return (
    <div className="location-notice">
      <ToastCard kind={notice.kind} onDismiss={notice.asking ? undefined : onDismiss}>
        {messageText(notice.message)}
      </ToastCard>
    </div>
  );
}
