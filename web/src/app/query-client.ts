import { QueryClient } from '@tanstack/react-query';

/** Query defaults: data stays fresh for 30 s, one retry, no refetch just because the window regained focus. */
export function createQueryClient({ retry = 1 }: { retry?: number | false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 5 * 60_000, retry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
