import { relativeTime } from '#machines';
import type { NotificationItem } from '../notification-model.ts';

export function NotificationRow({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  return (
    <button
      type="button"
      className={`notification-row ${item.read ? '' : 'notification-row--unread'}`}
      onClick={onOpen}
      data-read={item.read}
    >
      {item.read ? null : <span className="notification-row__dot" aria-label="Unread" role="img" />}
      <span className="notification-row__text">
        <span className="notification-row__title">{item.title || 'Notification'}</span>
        {item.body ? <span className="notification-row__body">{item.body}</span> : null}
        {item.sentAt !== null ? <span className="notification-row__time">{relativeTime(item.sentAt, Date.now())}</span> : null}
      </span>
    </button>
  );
}
