export { NotificationBell } from './components/notification-bell.tsx';
export { unreadCountStore } from './unread-count-store.ts';
