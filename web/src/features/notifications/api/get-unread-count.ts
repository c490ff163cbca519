import { PRODUCT_JOBS } from '#contract/product.ts';
import { api } from '#web/api/index.ts';

const path = `${PRODUCT_JOBS}/getTotalCountOfUnreadNotification` as const;

/** GET getTotalCountOfUnreadNotification; null when the count could not be read. */
export async function getUnreadCount(mobileNumber: string, candidateId: number): Promise<number | null> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET(path, { params: { query: { mobileNumber, candidateId } }, ...init }),
    {
      timeout: 'short',
    },
  );
  if (!result.ok || result.data === null) return null;
  const count = Number(result.data);
  return Number.isFinite(count) && count >= 0 ? count : null;
}
