import type { HandlerMap } from '../pipeline/handler.ts';
import { error } from '../core/responses.ts';

const pending = () => error(501, 'Not implemented');

export const notificationsHandlers: HandlerMap = {
  getNotificationsLast7Days: pending,
  markNotificationReadStatus: pending,
  setNotificationEngagementFlag: pending,
  getTotalCountOfUnreadNotification: pending,
  saveDeviceToken: pending,
};
