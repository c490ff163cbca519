import type { HandlerMap } from '../pipeline/handler.ts';
import {
  getNotificationsLast7Days,
  getTotalCountOfUnreadNotification,
  markNotificationReadStatus,
  saveDeviceToken,
  setNotificationEngagementFlag,
} from './notifications/notification-handlers.ts';

export const notificationsHandlers: HandlerMap = {
  getNotificationsLast7Days,
  markNotificationReadStatus,
  setNotificationEngagementFlag,
  getTotalCountOfUnreadNotification,
  saveDeviceToken,
};
