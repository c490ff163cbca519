import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUnreadCount } from '#web/features/notifications/index.ts';
import { languageStore } from '#web/i18n/index.ts';
import { paths } from '#web/shared/paths.ts';
import { sessionStore } from '#web/shared/session.ts';
import { forgetPersistedAnswers } from '../persist-queries.ts';

// Asked for when signing out, so that the entry script does not carry the api client (every screen's own chunks do).
const forgetUserToken = () => import('#web/api/index.ts').then(({ api }) => api.upstream.userTokens.forget());

/**
 * Clears the session, the user token a strict upstream asked for, the language preference and the signed-in data,
 * then goes to /.
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    forgetPersistedAnswers();
    sessionStore.signOut();
    void forgetUserToken();
    languageStore.sync();
    void clearUnreadCount();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [navigate, queryClient]);
}
