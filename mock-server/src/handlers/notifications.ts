import type { HandlerTable } from '../pipeline/handler.ts';
import {
  getNotificationsLast7Days,
  getTotalCountOfUnreadNotification,
  markNotificationReadStatus,
  saveDeviceToken,
  setNotificationEngagementFlag,
} from './notifications/notification-handlers.ts';

export const notificationsHandlers = {
  getNotificationsLast7Days,
  markNotificationReadStatus,
  setNotificationEngagementFlag,
  getTotalCountOfUnreadNotification,
  saveDeviceToken,
} satisfies Partial<HandlerTable>;
