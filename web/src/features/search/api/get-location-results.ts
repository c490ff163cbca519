import { PRODUCT_JOBS } from '#contract/product.ts';
import { api, CallError } from '#web/api/index.ts';
import { normalizeSuggestions } from '../model/normalize-suggestions.ts';
import { cityQuery, type CitySuggestion } from '../model/suggestions.ts';

/** GET getLocationResults: city suggestions; fewer than 3 characters asks nothing and gives none. */
export async function getLocationResults(input: string, signal?: AbortSignal): Promise<CitySuggestion[]> {
  const query = cityQuery(input);
  if (query === null) return [];
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client.GET(`${PRODUCT_JOBS}/getLocationResults` as const, {
        params: { query: { input: query } },
        ...init,
      }),
    { timeout: 'short', signal },
  );
  if (!result.ok) throw new CallError(result.message);
  return normalizeSuggestions(result.data);
}
