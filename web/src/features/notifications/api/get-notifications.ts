import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';
import {
  notificationList,
  toNotificationItem,
  type NotificationItem,
  type NotificationKind,
} from '../notification-model.ts';

const path = `${PRODUCT_JOBS}/getNotificationsLast7Days` as const;

export const CANDIDATE_NOT_FOUND = 'Unable to load notifications: candidate not found';
export const LOAD_FAILED = 'Failed to load notifications';

/** GET getNotificationsLast7Days for one tab; a 404 means the candidate is unknown. */
export async function getNotifications(
  candidateId: number,
  kind: NotificationKind,
  signal?: AbortSignal,
): Promise<NotificationItem[]> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { candidateId, notificationType: kind } }, ...init }),
    { signal },
  );
  if (!result.ok) throw new Error(LOAD_FAILED);
  if (result.data === null) throw new Error(CANDIDATE_NOT_FOUND);
  return notificationList(result.data).map((raw) => toNotificationItem(raw, kind));
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (candidateId: number, kind: NotificationKind) => ['notifications', 'list', candidateId, kind] as const,
};

export function notificationsQueryOptions(candidateId: number, kind: NotificationKind) {
  return queryOptions({
    queryKey: notificationKeys.list(candidateId, kind),
    queryFn: ({ signal }) => getNotifications(candidateId, kind, signal),
    staleTime: 0,
    retry: false,
  });
}

export function useNotifications(candidateId: number | null, kind: NotificationKind) {
  return useQuery({ ...notificationsQueryOptions(candidateId ?? 0, kind), enabled: candidateId !== null });
}
