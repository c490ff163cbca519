import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/setNotificationEngagementFlag` as const;

/** POST setNotificationEngagementFlag: the candidate opened their notifications. Best effort; a failure is only logged. */
export async function setNotificationEngagementFlag(candidateId: number, mobileNumber: string): Promise<void> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.POST(path, { params: { query: { candidateId, mobileNumber } }, ...init }),
    {
      timeout: 'short',
    },
  );
  if (!result.ok) console.warn('Could not record the notification engagement', result.message);
}
