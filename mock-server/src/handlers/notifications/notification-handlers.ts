import { badRequest, json, notFound } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findOrCreateCandidate, validIndianMobile } from '../shared/auth-mobile.ts';
import { findCandidateById, findCandidateByMobile } from '../shared/candidates.ts';
import { parseUpstreamTime, withinWindow } from '../shared/notifications-time.ts';
import { notificationView } from './notification-view.ts';

export const INVALID_NOTIFICATION_ID = 'Invalid notificationId';

function recent(world: MockWorld, candidateId: number, type?: string) {
  return world.db.notification
    .findMany({ where: { candidateId: { equals: candidateId } } })
    .filter((n) => (type === undefined || n.notificationType === type) && withinWindow(world, n.sentOn))
    .sort((a, b) => (parseUpstreamTime(b.sentOn) ?? 0) - (parseUpstreamTime(a.sentOn) ?? 0) || b.id - a.id);
}

export const getNotificationsLast7Days: Handler = (request, world) => {
  const candidate = findCandidateById(world, Number(request.query.candidateId));
  if (!candidate) return notFound('Candidate not found');
  const type = typeof request.query.notificationType === 'string' ? request.query.notificationType : undefined;
  return json(recent(world, candidate.id, type).map((row) => notificationView(world, row)));
};

export const markNotificationReadStatus: Handler = (request, world) => {
  const id = Number(request.query.notificationId);
  const row = world.db.notification.findFirst({ where: { id: { equals: id } } });
  if (!row) return badRequest(INVALID_NOTIFICATION_ID);
  world.db.notification.update({ where: { id: { equals: id } }, data: { readStatus: 'Read' } });
  return json({ success: true, message: 'Notification marked as read' });
};

export const setNotificationEngagementFlag: Handler = (request, world) => {
  const candidate = findCandidateById(world, Number(request.query.candidateId));
  if (!candidate) return badRequest('Candidate not found');
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { engaged: true } });
  return json({ success: true, message: 'Notification engagement flag updated' });
};

/** The bell badge: unread notifications of the same 7 days the list shows. */
export const getTotalCountOfUnreadNotification: Handler = (request, world) => {
  const candidate =
    findCandidateById(world, Number(request.query.candidateId)) ?? findCandidateByMobile(world, String(request.query.mobileNumber));
  if (!candidate) return json(0);
  return json(recent(world, candidate.id).filter((n) => n.readStatus !== 'Read').length);
};

export const saveDeviceToken: Handler = (request, world) => {
  const input = request.body as { mobileNumber: string; deviceToken: string };
  const national = validIndianMobile(input.mobileNumber);
  if (!national) return badRequest('Mobile number is required');
  const token = input.deviceToken.trim();
  if (token === '') return badRequest('deviceToken is required');
  const candidate = findOrCreateCandidate(world, national);
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { deviceToken: token } });
  return json({ success: true, message: 'Device token saved successfully' });
};
