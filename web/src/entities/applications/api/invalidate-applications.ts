import type { QueryClient } from '@tanstack/react-query';
import { applicationKeys } from './application-keys.ts';

/**
 * After an application (applyForJob answered 200): every kind reloads — My Applications' list and Recent Activity,
 * the jobs the home screen marks 'Applied on …', each job's status.
 */
export function invalidateApplications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: applicationKeys.all });
}
