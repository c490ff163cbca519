import { useNavigate } from 'react-router-dom';
import type { EmailSignInOutput } from '#machines';
import { storeClientSignIn } from '../model/client-auth.ts';
import { EmailSignInDialog } from './email-sign-in-dialog.tsx';

export interface EmailSignInModalProps {
  emailId: string;
  mobileNumber: string;
  /** The page query when the modal was asked for, kept for the redirect to /interviews. */
  search: string;
  /** The modal has ended (after its navigation). */
  onEnded(): void;
}

/**
 * The e-mail sign-in modal with what follows it: after the code check the client is stored and the auth-success
 * event fires; when the modal ends the app goes where it says (/interviews with the query, or / when closed).
 */
export function EmailSignInModal({ emailId, mobileNumber, search, onEnded }: EmailSignInModalProps) {
  const navigate = useNavigate();
  const done = (output: EmailSignInOutput) => {
    onEnded();
    void navigate(output.redirectTo, { replace: output.status === 'authenticated' });
  };
  return (
    <EmailSignInDialog
      emailId={emailId}
      mobileNumber={mobileNumber}
      search={search}
      onSignedIn={storeClientSignIn}
      onDone={done}
    />
  );
}
