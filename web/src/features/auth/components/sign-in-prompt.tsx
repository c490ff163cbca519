import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS, type Session } from '#machines';
import { sessionStore } from '../session-store.ts';
import { toSessionUser } from '../to-session-user.ts';

/** Loaded when a visitor first asks to sign in. */
const MobileSignInDialog = lazy(() => import('./mobile-sign-in-dialog.tsx').then((m) => ({ default: m.MobileSignInDialog })));

interface SignInPrompt {
  /** Opens the mobile sign-in dialog (nothing happens when already signed in or already open). */
  open(): void;
}

const SignInPromptContext = createContext<SignInPrompt | null>(null);

/**
 * Holds the app's one mobile sign-in dialog; any screen can ask for it with `useSignInPrompt().open()`.
 * After a sign-in the app goes to / 1.5 seconds after the dialog closes.
 */
export function SignInPromptProvider({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RoutedPrompt>{children}</RoutedPrompt> : <Prompt goHome={null}>{children}</Prompt>;
}

function RoutedPrompt({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  // Whoever moves on before the redirect (a link, a notification) is not sent back home.
  useEffect(() => clearTimeout(redirect.current), [key]);
  const goHome = useCallback(() => {
    clearTimeout(redirect.current);
    redirect.current = setTimeout(() => void navigate('/'), SIGN_IN_REDIRECT_MS);
  }, [navigate]);
  return <Prompt goHome={goHome}>{children}</Prompt>;
}

function Prompt({ children, goHome }: { children: ReactNode; goHome: (() => void) | null }) {
  const [attempt, setAttempt] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const openRef = useRef(false);

  const open = useCallback(() => {
    if (sessionStore.get().isAuthenticated || openRef.current) return;
    openRef.current = true;
    setAttempt((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);
  const signedIn = useCallback((session: Session) => sessionStore.signIn(toSessionUser(session), session.token, '91'), []);
  const done = useCallback(() => {
    close();
    goHome?.();
  }, [goHome, close]);

  const value = useMemo(() => ({ open }), [open]);
  return (
    <SignInPromptContext.Provider value={value}>
      {children}
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileSignInDialog key={attempt} onClose={close} onSignedIn={signedIn} onDone={done} />
        </Suspense>
      ) : null}
    </SignInPromptContext.Provider>
  );
}

export function useSignInPrompt(): SignInPrompt {
  const value = useContext(SignInPromptContext);
  if (!value) throw new Error('useSignInPrompt needs a SignInPromptProvider');
  return value;
}
