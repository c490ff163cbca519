import type { ActorFailure, ActualUrlOutput } from '#machines';
import { api } from '#web/api/index.ts';

/** GET api/auth/getActualUrl: the URL a short link stands for; data null when the upstream does not know it (404). */
export async function getActualUrl({ url }: { url: string }): Promise<ActualUrlOutput> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) => upstream.client.GET('/api/auth/getActualUrl', { params: { query: { url } }, parseAs: 'text', ...init }),
    { timeout: 'short' },
  );
  if (!result.ok) {
    const failure: ActorFailure = {
      kind: result.reason === 'network' ? 'network' : 'server',
      status: result.status,
      message: result.message,
    };
    throw failure;
  }
  return { success: true, data: result.data === null ? null : String(result.data) };
}
