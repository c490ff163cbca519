import { useCallback } from 'react';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn, type SignInResume } from '#web/shared/sign-in-request.ts';

/**
 * Runs the action for signed-in candidates; visitors get the sign-in dialog instead, told what to resume after it
 * (the action's `resume` for the same arguments).
 */
export function useSignedInAction() {
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void, resume?: (...args: A) => SignInResume) =>
      (...args: A) => {
        if (isAuthenticated) action(...args);
        else requestSignIn(resume?.(...args));
      },
    [isAuthenticated, requestSignIn],
  );
}
