export { NotificationBell } from './components/notification-bell.tsx';

/** Forgets the unread count (on sign-out); the count's store is loaded with the signed-in bell. */
export const clearUnreadCount = (): Promise<void> =>
  import('./unread-count-store.ts').then((m) => m.unreadCountStore.clear());
