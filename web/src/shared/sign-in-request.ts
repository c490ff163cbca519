import { createContext, useContext } from 'react';

/**
 * What a visitor was doing when sign-in was asked for, resumed once the code is accepted
 * (`app/layout/sign-in-host.tsx`). Without one the app goes home 1.5 s later, as the spec says.
 */
export type SignInResume =
  /**
   * Apply Now, Refer or Save on a job (a card, its details, a notification's or a shared link's job): that job's
   * apply or refer dialog opens over the home list it came from, the search kept, once Location Preference is
   * answered; a job to save is saved then, with a word that it was.
   */
  | {
      kind: 'job';
      action: 'apply' | 'refer' | 'save';
      /** The job as the jobs feature holds it; normalizeJob reads it back. */ job: object;
    }
  /** An account address (/applications?highlight=…) opened, or linked to, by a visitor: it opens 1.5 s after sign-in. */
  | { kind: 'address'; href: string };

/** A job's resume, as the home screen takes it: `done` once its dialog is open. */
export type ResumedJob = Extract<SignInResume, { kind: 'job' }> & { done: () => void };

/**
 * How a screen asks for the mobile sign-in dialog without knowing who shows it: features call the function
 * `useRequestSignIn()` returns, and app/ mounts the auth feature's prompt, which provides it.
 */
const SignInRequestContext = createContext<((resume?: SignInResume) => void) | null>(null);

/** Provided by whoever answers sign-in requests (the auth feature's prompt, or a test's spy). */
export const SignInRequestProvider = SignInRequestContext.Provider;

const SignInDialogOpenContext = createContext(false);

/** Whether the sign-in dialog is on screen, so another dialog can wait until it has shown its result. */
export const SignInDialogOpenProvider = SignInDialogOpenContext.Provider;

export function useSignInDialogOpen(): boolean {
  return useContext(SignInDialogOpenContext);
}

/**
 * Opens the sign-in dialog, with what to resume after it; nothing happens when a candidate is already signed in or
 * the dialog is open.
 */
export function useRequestSignIn(): (resume?: SignInResume) => void {
  const request = useContext(SignInRequestContext);
  if (!request) throw new Error('useRequestSignIn needs a SignInRequestProvider: app/ mounts one around every screen');
  return request;
}

const ResumedJobContext = createContext<ResumedJob | null>(null);

/** Provided by the sign-in host: the job a visitor signed in for, until its dialog is open. */
export const ResumedJobProvider = ResumedJobContext.Provider;

/** The job whose apply or refer dialog the home screen opens (or which it saves) after sign-in, or null. */
export function useResumedJob(): ResumedJob | null {
  return useContext(ResumedJobContext);
}
