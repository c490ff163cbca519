import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import type { NotificationItem } from '../notification-model.ts';
import { notificationKeys } from './get-notifications.ts';

const path = `${PRODUCT_JOBS}/markNotificationReadStatus` as const;

export interface MarkReadInput {
  notificationId: number;
  mobileNumber: string;
}

/** POST markNotificationReadStatus. */
export async function markNotificationRead({ notificationId, mobileNumber }: MarkReadInput): Promise<void> {
  const { upstream } = api;
  const result = await upstream.call((init) =>
    upstream.client.POST(path, { params: { query: { notificationId, mobileNumber } }, ...init }),
  );
  if (!result.ok) throw new CallError(result.message);
}

/** Marks a notification read in every cached list at once; the call follows. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: ({ notificationId }) => {
      queryClient.setQueriesData<NotificationItem[]>({ queryKey: notificationKeys.all }, (items) =>
        items?.map((item) => (item.id === notificationId ? { ...item, read: true } : item)),
      );
    },
  });
}
