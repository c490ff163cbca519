import { useRequestSignIn } from '#web/shared/sign-in-request.ts';

/** A button that asks the app for its sign-in dialog, as the header's Sign In and a guarded action do. */
export function SignInOpener() {
  const requestSignIn = useRequestSignIn();
  return (
    <button type="button" onClick={() => requestSignIn()}>
      Open sign-in
    </button>
  );
}
