import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUnreadCount } from '#web/features/notifications/index.ts';
import { languageStore } from '#web/i18n/index.ts';
import { forgetStoredKeys } from '#web/shared/browser-key-owners.ts';
import { paths } from '#web/shared/paths.ts';
import { sessionStore } from '#web/shared/session.ts';
import { forgetPersistedAnswers } from '../persist-queries.ts';

// Asked for when signing out, so that the entry script does not carry the api client (every screen's own chunks do).
const forgetUserToken = () => import('#web/api/index.ts').then(({ api }) => api.upstream.userTokens.forget());
const forgetClientToken = () => import('#web/api/index.ts').then(({ api }) => api.upstream.userTokens.forgetClient());

/**
 * The query cache and its persisted copy: what both sign-outs (the candidate's, the interviewing client's) empty.
 */
export function forgetQueryCache(queryClient: QueryClient): void {
  queryClient.clear();
  forgetPersistedAnswers();
}

/**
 * A shared phone keeps nothing of the candidate who signs out: the session, the user token a strict upstream asked
 * for, the language preference, the query cache (and its persisted copy), and every stored key that is the
 * candidate's (`shared/browser-key-owners.ts`: the location preference, the jobs cache, the pending highlight and job,
 * the KYC prompt flag, the load times…). Then home, in place of the screen left (Back does not return to a
 * candidate's screen), with no Sign In dialog: the account screens ask a visitor who arrives, not one who leaves.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void navigate(paths.home.getHref(), { replace: true });
    sessionStore.signOut();
    forgetStoredKeys('candidate');
    void forgetUserToken();
    languageStore.sync();
    void clearUnreadCount();
    forgetQueryCache(queryClient);
  }, [navigate, queryClient]);
}

/**
 * The interviewing client's sign-out, on the interviews screen: their stored user and e-mail session
 * (`forgetStoredKeys('client')`, and the session token a strict upstream asked for) and the query cache (and its
 * persisted copy) go; the screen returns to sign-in.
 */
export function useClientSignOut(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetStoredKeys('client');
    void forgetClientToken();
    forgetQueryCache(queryClient);
  }, [queryClient]);
}
