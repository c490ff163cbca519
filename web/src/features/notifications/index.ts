export { NotificationBell } from './components/notification-bell.tsx';
export { unreadCountStore, useUnreadCount, refreshUnreadCount } from './unread-count-store.ts';
