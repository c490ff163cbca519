import { Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import type { Session } from '#machines';
import { sessionStore } from '#web/shared/session.ts';
import { SignInDialogOpenProvider, SignInRequestProvider, type SignInResume } from '#web/shared/sign-in-request.ts';
import { toSessionUser } from '../to-session-user.ts';

/** Loaded when a visitor first asks to sign in. */
const MobileSignInDialog = preloadableLazy(() =>
  import('./mobile-sign-in-dialog.tsx').then((m) => ({ default: m.MobileSignInDialog })),
);

export interface SignInPromptProps {
  /**
   * The code was accepted and the session stored; the dialog still shows its success texts. `resume` is what the
   * request that opened the dialog asked to resume.
   */
  onSignedIn?: (resume: SignInResume | undefined) => void;
  children: ReactNode;
}

/**
 * Answers the sign-in requests of every screen below it (`useRequestSignIn`) with the app's one mobile
 * sign-in dialog, and stores the session it signs in.
 */
export function SignInPrompt({ onSignedIn, children }: SignInPromptProps) {
  const [attempt, setAttempt] = useState(0);
  const [isOpen, setOpen] = useState(false);
  const openRef = useRef(false);
  // What the request that opened the dialog asked to resume; a later request while it is open changes nothing.
  const resumeRef = useRef<SignInResume | undefined>(undefined);

  const open = useCallback((resume?: SignInResume) => {
    if (sessionStore.get().isAuthenticated || openRef.current) return;
    openRef.current = true;
    resumeRef.current = resume;
    setAttempt((n) => n + 1);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    openRef.current = false;
    setOpen(false);
  }, []);
  const signedIn = (session: Session) => {
    sessionStore.signIn(toSessionUser(session), session.token, '91');
    onSignedIn?.(resumeRef.current);
  };

  return (
    <SignInRequestProvider value={open}>
      <SignInDialogOpenProvider value={isOpen}>
        {children}
        {isOpen ? (
          <Suspense fallback={null}>
            <MobileSignInDialog key={attempt} onClose={close} onSignedIn={signedIn} onDone={close} />
          </Suspense>
        ) : null}
      </SignInDialogOpenProvider>
    </SignInRequestProvider>
  );
}
