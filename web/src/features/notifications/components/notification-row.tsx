import { useTranslation } from 'react-i18next';
import { notificationsNs } from '../i18n.ts';
import type { NotificationItem } from '../notification-model.ts';
import { useRelativeTime } from '../use-relative-time.ts';

/** One notification; its time reads relative to `now`, when the list was loaded. */
export function NotificationRow({ item, now, onOpen }: { item: NotificationItem; now: number; onOpen(): void }) {
  const { t } = useTranslation(notificationsNs);
  const relativeTime = useRelativeTime();
  return (
    <button
      type="button"
      className={`notification-row ${item.read ? '' : 'notification-row--unread'}`}
      onClick={onOpen}
      data-read={item.read}
    >
      {item.read ? null : <span className="notification-row__dot" aria-label={t('row.unread')} role="img" />}
      <span className="notification-row__text">
        <span className="notification-row__title">{item.title || t('row.untitled')}</span>
        {item.body ? <span className="notification-row__body">{item.body}</span> : null}
        {item.sentAt !== null ? <span className="notification-row__time">{relativeTime(item.sentAt, now)}</span> : null}
      </span>
    </button>
  );
}
