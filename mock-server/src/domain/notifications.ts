import type { components } from '#contract/schema.d.ts';
import type { MockWorld } from '../core/world.ts';
import { upstreamDateTime } from './dates.ts';

export type NotificationKind = components['schemas']['NotificationType'];

export interface NewNotification {
  candidateId: number;
  notificationType: NotificationKind;
  title: string;
  body: string;
  jobId: number;
  applicationId?: number;
  positionStatus?: string;
  /** Epoch ms; defaults to the mock clock's now. */
  sentAt?: number;
  read?: boolean;
  /** Defaults to the next free id. */
  id?: number;
}

export function createNotification(world: MockWorld, n: NewNotification) {
  return world.db.notification.create({
    id: n.id ?? world.nextId('notification'),
    candidateId: n.candidateId,
    notificationType: n.notificationType,
    readStatus: n.read ? 'Read' : 'Unread',
    title: n.title,
    body: n.body,
    sentOn: upstreamDateTime(n.sentAt ?? world.clock.now()),
    jobId: n.jobId,
    applicationId: n.applicationId ?? 0,
    positionStatus: n.positionStatus ?? '',
  });
}
