import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearUnreadCount } from '../../features/notifications/index.ts';
import { languageStore } from '../../i18n/index.ts';
import { paths } from '../../shared/paths.ts';
import { sessionStore } from '../../shared/session.ts';

/** Clears the session, the language preference and the signed-in data, then goes to /. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    sessionStore.signOut();
    languageStore.sync();
    void clearUnreadCount();
    queryClient.clear();
    void navigate(paths.home.getHref());
  }, [navigate, queryClient]);
}
