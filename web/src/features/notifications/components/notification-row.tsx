import { useTranslation } from 'react-i18next';
import { upstream } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { notificationsNs } from '../i18n.ts';
import type { NotificationItem } from '../notification-model.ts';
import { useRelativeTime } from '../use-relative-time.ts';

/**
 * One notification; its time reads relative to `now`, when the list was loaded. Its title and text are the upstream's
 * sentences, read back into the chosen language (upstream-text.ts), with the job's title and city inside them from the
 * job-field dictionaries (drawn again when those arrive).
 */
export function NotificationRow({ item, now, onOpen }: { item: NotificationItem; now: number; onOpen(): void }) {
  const { t } = useTranslation(notificationsNs);
  const relativeTime = useRelativeTime();
  const text = useMessageText();
  useJobFieldText();
  return (
    <button
      type="button"
      className={`notification-row ${item.read ? '' : 'notification-row--unread'}`}
      onClick={onOpen}
      data-read={item.read}
    >
      {item.read ? null : <span className="notification-row__dot" aria-label={t('row.unread')} role="img" />}
      <span className="notification-row__text">
        <span className="notification-row__title">{item.title ? text(upstream(item.title)) : t('row.untitled')}</span>
        {item.body ? <span className="notification-row__body">{text(upstream(item.body))}</span> : null}
        {item.sentAt !== null ? <span className="notification-row__time">{relativeTime(item.sentAt, now)}</span> : null}
      </span>
    </button>
  );
}
