import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS } from '#machines';
import { SignInPrompt } from '#web/features/auth/index.ts';
import { EmailSignInHost } from '#web/features/interviews/index.ts';
import { paths } from '#web/shared/paths.ts';

/**
 * Mounts the two sign-ins every screen may ask for: the auth feature's prompt, which answers sign-in requests,
 * and the client e-mail sign-in, which answers the openInterviewSignIn event. After a mobile sign-in the app
 * goes to / 1.5 seconds after the code was accepted (the dialog still shows its success texts until 2 s),
 * unless the visitor has moved on by then.
 */
export function SignInHost({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // Whoever moves on before the redirect (a link, a notification) is not sent back home.
  useEffect(() => clearTimeout(redirect.current), [key]);
  const goHome = useCallback(() => {
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => void navigate(paths.home.getHref()), SIGN_IN_REDIRECT_MS);
  }, [navigate]);
  return (
    <SignInPrompt onSignedIn={goHome}>
      {children}
      <EmailSignInHost />
    </SignInPrompt>
  );
}
