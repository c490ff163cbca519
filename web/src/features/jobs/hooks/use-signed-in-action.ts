import { useCallback } from 'react';
import { useSession, useSignInPrompt } from '../../auth/index.ts';

/** Runs the action for signed-in candidates; visitors get the sign-in dialog instead. */
export function useSignedInAction() {
  const { isAuthenticated } = useSession();
  const prompt = useSignInPrompt();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (isAuthenticated) action(...args);
        else prompt.open();
      },
    [isAuthenticated, prompt],
  );
}
