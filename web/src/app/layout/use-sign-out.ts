import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUnreadCount } from '#web/features/notifications/index.ts';
import { languageStore } from '#web/i18n/index.ts';
import { forgetStoredKeys } from '#web/shared/browser-keys.ts';
import { paths } from '#web/shared/paths.ts';
import { sessionStore } from '#web/shared/session.ts';
import { forgetPersistedCache } from '../pwa/cache-start.ts';

/**
 * The query cache and its persisted copy: what both sign-outs (the candidate's, the interviewing client's) empty.
 */
export function forgetQueryCache(queryClient: QueryClient): void {
  queryClient.clear();
  forgetPersistedCache();
}

/**
 * A shared phone keeps nothing of the candidate who signs out: the session and its token, the language preference,
 * the query cache (and its persisted copy), and every stored key that is the candidate's (`shared/browser-keys.ts`:
 * the location preference, the pending highlight and job, the KYC prompt flag…). Then home, in place of the screen left (Back does not return to a
 * candidate's screen), with no Sign In dialog: the account screens ask a visitor who arrives, not one who leaves.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void navigate(paths.home.getHref(), { replace: true });
    sessionStore.signOut();
    forgetStoredKeys('candidate');
    languageStore.sync();
    void clearUnreadCount();
    forgetQueryCache(queryClient);
  }, [navigate, queryClient]);
}

/**
 * The interviewing client's sign-out, on the interviews screen: their stored user, e-mail session and its token
 * (`forgetStoredKeys('client')`) and the query cache (and its persisted copy) go; the screen returns to sign-in.
 */
export function useClientSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetStoredKeys('client');
    forgetQueryCache(queryClient);
  }, [queryClient]);
}
