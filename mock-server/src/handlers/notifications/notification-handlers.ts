import { badRequest, json, mobileRequired, notFound } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { findCandidateById, findCandidateByMobile, findOrCreateCandidate } from '../../domain/candidates.ts';
import { DAY_MS, parseUpstreamDate } from '../../domain/dates.ts';
import { validIndianMobile } from '../../domain/mobile.ts';
import type { NotificationKind } from '../../domain/notifications.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { notificationView } from './notification-view.ts';

const INVALID_NOTIFICATION_ID = 'Invalid notificationId';
const WINDOW_DAYS = 7;

/** Sent within the last 7 days of the mock clock (and not in its future). */
function withinWindow(world: MockWorld, sentOn: string): boolean {
  const sent = parseUpstreamDate(sentOn);
  const now = world.clock.now();
  return sent !== null && sent <= now && sent >= now - WINDOW_DAYS * DAY_MS;
}

function recent(world: MockWorld, candidateId: number, type?: NotificationKind) {
  return world.db.notification
    .findMany({ where: { candidateId: { equals: candidateId } } })
    .filter((n) => (type === undefined || n.notificationType === type) && withinWindow(world, n.sentOn))
    .sort((a, b) => (parseUpstreamDate(b.sentOn) ?? 0) - (parseUpstreamDate(a.sentOn) ?? 0) || b.id - a.id);
}

export const getNotificationsLast7Days: Handler<'getNotificationsLast7Days'> = (request, world) => {
  const candidate = findCandidateById(world, request.query.candidateId);
  if (!candidate) return notFound('Candidate not found');
  return json(recent(world, candidate.id, request.query.notificationType).map((row) => notificationView(world, row)));
};

export const markNotificationReadStatus: Handler<'markNotificationReadStatus'> = (request, world) => {
  const id = request.query.notificationId;
  const row = world.db.notification.findFirst({ where: { id: { equals: id } } });
  if (!row) return badRequest(INVALID_NOTIFICATION_ID);
  world.db.notification.update({ where: { id: { equals: id } }, data: { readStatus: 'Read' } });
  return json({ success: true, message: 'Notification marked as read' });
};

export const setNotificationEngagementFlag: Handler<'setNotificationEngagementFlag'> = (request, world) => {
  const candidate = findCandidateById(world, request.query.candidateId);
  if (!candidate) return badRequest('Candidate not found');
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { engaged: true } });
  return json({ success: true, message: 'Notification engagement flag updated' });
};

/** The bell badge: unread notifications of the same 7 days the list shows. */
export const getTotalCountOfUnreadNotification: Handler<'getTotalCountOfUnreadNotification'> = (request, world) => {
  const candidate =
    findCandidateById(world, request.query.candidateId) ?? findCandidateByMobile(world, request.query.mobileNumber);
  if (!candidate) return json(0);
  return json(recent(world, candidate.id).filter((n) => n.readStatus !== 'Read').length);
};

export const saveDeviceToken: Handler<'saveDeviceToken'> = (request, world) => {
  const input = request.body;
  const national = validIndianMobile(input.mobileNumber);
  if (!national) return mobileRequired();
  const token = input.deviceToken.trim();
  if (token === '') return badRequest('deviceToken is required');
  const candidate = findOrCreateCandidate(world, national);
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { deviceToken: token } });
  return json({ success: true, message: 'Device token saved successfully' });
};
