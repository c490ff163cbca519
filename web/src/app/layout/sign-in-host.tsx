import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS } from '#machines';
import { SignInPrompt } from '../../features/auth/index.ts';
import { paths } from '../../shared/paths.ts';

/**
 * Mounts the auth feature's prompt, which answers every screen's sign-in requests. After a sign-in the app
 * goes to / 1.5 seconds after the dialog closes, unless the visitor has moved on by then.
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
  return <SignInPrompt onSignedIn={goHome}>{children}</SignInPrompt>;
}
