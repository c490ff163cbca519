import type { components } from '#contract/schema.d.ts';

export type ApiNotification = components['schemas']['Notification'];
export type NotificationKind = components['schemas']['NotificationType'];

/** One notification as the dropdown shows it, read through the aliases of the contract's Notification schema. */
export interface NotificationItem {
  id: number | null;
  kind: NotificationKind;
  read: boolean;
  title: string;
  body: string;
  sentAt: number | null;
  raw: ApiNotification;
}

const text = (...values: Array<string | null | undefined>): string =>
  values.find((v) => v != null && v.trim() !== '')?.trim() ?? '';

const UPSTREAM_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/;

/** Milliseconds of a notification time; a zone-less 'YYYY-MM-DD HH:mm:ss' is India time, as the upstream writes it. */
export function parseNotificationTime(value: ApiNotification['sentOn']): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const local = UPSTREAM_TIME.exec(value.trim());
  const ms = Date.parse(local ? `${local[1]}T${local[2]}+05:30` : value);
  return Number.isNaN(ms) ? null : ms;
}

export function toNotificationItem(raw: ApiNotification, fallbackKind: NotificationKind): NotificationItem {
  const read = raw.isRead === true || (raw.readStatus ?? '').toLowerCase() === 'read';
  const time = [raw.sentOn, raw.createdOn, raw.createdAt, raw.timestamp].find((t) => t !== undefined && t !== null);
  return {
    id: raw.id ?? raw.notificationId ?? null,
    kind: raw.notificationType ?? fallbackKind,
    read,
    title: text(raw.title, raw.heading, raw.subject, raw.budgetName),
    body: text(raw.body, raw.message, raw.description),
    sentAt: time === undefined ? null : parseNotificationTime(time),
    raw,
  };
}

/** The list in either documented shape: an array, or { data: [...] }. */
export function notificationList(
  data: ApiNotification[] | { data: ApiNotification[] } | null | undefined,
): ApiNotification[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.data ?? []);
}
