import { useCallback } from 'react';
import { useSession } from '#web/shared/session.ts';
import { useRequestSignIn } from '#web/shared/sign-in-request.ts';

/** Runs the action for signed-in candidates; visitors get the sign-in dialog instead. */
export function useSignedInAction() {
  const { isAuthenticated } = useSession();
  const requestSignIn = useRequestSignIn();
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void) =>
      (...args: A) => {
        if (isAuthenticated) action(...args);
        else requestSignIn();
      },
    [isAuthenticated, requestSignIn],
  );
}
