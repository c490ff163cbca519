import type { QueryClient } from '@tanstack/react-query';
import { keptAnswers } from '../persist-queries.ts';
import { createQueryClient } from '../query-client.ts';

let client: QueryClient | undefined;

/** The page's one query client (the app's provider holds it; kept answers are restored into it). */
export function appQueryClient(): QueryClient {
  return (client ??= createQueryClient());
}

/**
 * A visit that starts offline (the browser says so): the answers kept for the signed-in candidate (or the visitor)
 * are restored into the query client before the first render, so the screens and the job list find them
 * (./kept-answers.ts, fetched only then). Online it does nothing: the screens ask the upstream as always.
 */
export function restoreAnswersWhenOffline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve();
  return keptAnswers()
    .then((kept) => kept.restoreKeptAnswers(appQueryClient()))
    .catch(() => undefined);
}
