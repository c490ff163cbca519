import { createContext, useContext } from 'react';

/**
 * How a screen asks for the mobile sign-in dialog without knowing who shows it: features call the function
 * `useRequestSignIn()` returns, and app/ mounts the auth feature's prompt, which provides it.
 */
const SignInRequestContext = createContext<(() => void) | null>(null);

/** Provided by whoever answers sign-in requests (the auth feature's prompt, or a test's spy). */
export const SignInRequestProvider = SignInRequestContext.Provider;

const SignInDialogOpenContext = createContext(false);

/** Whether the sign-in dialog is on screen, so another dialog can wait until it has shown its result. */
export const SignInDialogOpenProvider = SignInDialogOpenContext.Provider;

export function useSignInDialogOpen(): boolean {
  return useContext(SignInDialogOpenContext);
}

/** Opens the sign-in dialog; nothing happens when a candidate is already signed in or the dialog is open. */
export function useRequestSignIn(): () => void {
  const request = useContext(SignInRequestContext);
  if (!request) throw new Error('useRequestSignIn needs a SignInRequestProvider: app/ mounts one around every screen');
  return request;
}
