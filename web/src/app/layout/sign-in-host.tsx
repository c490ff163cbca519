import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_REDIRECT_MS } from '#machines';
import { SignInPrompt } from '#web/features/auth/index.ts';
import { EmailSignInHost } from '#web/features/interviews/index.ts';
import { paths } from '#web/shared/paths.ts';
import { ResumedJobProvider, type ResumedJob, type SignInResume } from '#web/shared/sign-in-request.ts';

type JobResume = Extract<SignInResume, { kind: 'job' }>;

/**
 * Mounts the two sign-ins every screen may ask for: the auth feature's prompt, which answers sign-in requests,
 * and the client e-mail sign-in, which answers the openInterviewSignIn event. After a mobile sign-in the app
 * resumes what the request asked for (`SignInResume`): a job's apply or refer dialog stays on the home screen
 * (which opens it once Location Preference is answered: `useResumedJob`); an account address opens 1.5 seconds
 * after the code was accepted; any other sign-in goes to / at 1.5 s (the dialog still shows its success texts until
 * 2 s). Whoever moves on by then (a link, a notification) is neither sent anywhere nor shown the job. When a
 * client's screen takes the page over (`clientScreen`: the interviews, also forced open by their event), the
 * candidate's sign-in a screen asked for closes: it would stay over the interviews, the page behind it inert.
 */
export function SignInHost({ clientScreen = false, children }: { clientScreen?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The job to resume, and the location it was asked on: it is resumed only there.
  const [pending, setPending] = useState<{ resume: JobResume; at: string } | null>(null);
  useEffect(() => () => clearTimeout(redirect.current), []);
  useEffect(() => clearTimeout(redirect.current), [key]);
  const signedIn = useCallback(
    (resume: SignInResume | undefined) => {
      clearTimeout(redirect.current);
      if (resume?.kind === 'job') return setPending({ resume, at: key });
      const href = resume?.kind === 'address' ? resume.href : paths.home.getHref();
      redirect.current = setTimeout(() => void navigate(href), SIGN_IN_REDIRECT_MS);
    },
    [navigate, key],
  );
  const job = pending?.at === key ? pending.resume : null;
  const resumed = useMemo<ResumedJob | null>(() => job && { ...job, done: () => setPending(null) }, [job]);
  return (
    <SignInPrompt onSignedIn={signedIn} candidateScreen={!clientScreen}>
      <ResumedJobProvider value={resumed}>{children}</ResumedJobProvider>
      <EmailSignInHost />
    </SignInPrompt>
  );
}
