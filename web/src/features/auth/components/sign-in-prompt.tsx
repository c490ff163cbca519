import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { preloadableLazy } from '#web/shared/preloadable-lazy.ts';
import type { Session } from '#machines';
import { sessionStore } from '#web/shared/session.ts';
import { SignInDialogOpenProvider, SignInRequestProvider, type SignInResume } from '#web/shared/sign-in-request.ts';
import { toSessionUser } from '../to-session-user.ts';

interface SignInDialogState {
  attempt: number;
  isOpen: boolean;
  resume: SignInResume | undefined;
}

const CLOSED: SignInDialogState = { attempt: 0, isOpen: false, resume: undefined };

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
  /**
   * False while a client's screen (the interviews) has taken the page over: a sign-in a candidate's screen asked for
   * closes with that screen.
   */
  candidateScreen?: boolean;
  children: ReactNode;
}

/**
 * Answers the sign-in requests of every screen below it (`useRequestSignIn`) with the app's one mobile
 * sign-in dialog, and stores the session it signs in.
 */
export function SignInPrompt({ onSignedIn, candidateScreen = true, children }: SignInPromptProps) {
  // Each opening is a new attempt (a fresh dialog), with what its request asked to resume; a later request while it
  // is open changes nothing.
  const [dialog, setDialog] = useState<SignInDialogState>(CLOSED);
  const open = useCallback((resume?: SignInResume) => {
    if (sessionStore.get().isAuthenticated) return;
    setDialog((shown) => (shown.isOpen ? shown : { attempt: shown.attempt + 1, isOpen: true, resume }));
  }, []);
  const close = useCallback(() => setDialog((shown) => ({ ...shown, isOpen: false })), []);
  // A client's screen took the page over: the dialog goes before it is drawn over that screen.
  if (!candidateScreen && dialog.isOpen) setDialog({ ...dialog, isOpen: false });
  const { attempt, isOpen, resume } = dialog;
  const signedIn = (session: Session) => {
    sessionStore.signIn(toSessionUser(session), session.token, '91');
    onSignedIn?.(resume);
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
