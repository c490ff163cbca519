import { queryOptions, useQuery } from '@tanstack/react-query';
import { message } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import {
  notificationList,
  toNotificationItem,
  type NotificationItem,
  type NotificationKind,
} from '../notification-model.ts';

const path = `${PRODUCT_JOBS}/getNotificationsLast7Days` as const;

/** 'Unable to load notifications: candidate not found' */
export const CANDIDATE_NOT_FOUND = message('notifications:error.candidateNotFound');
/** 'Failed to load notifications' */
export const LOAD_FAILED = message('notifications:error.loadFailed');

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
  if (!result.ok) throw new CallError(LOAD_FAILED);
  if (result.data === null) throw new CallError(CANDIDATE_NOT_FOUND);
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
