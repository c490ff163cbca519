import { Check } from 'lucide-react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { OTP_LENGTH, type ClientUser, type emailSignInMachine, type EmailSignInOutput, type Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { OtpCodeForm } from '#web/ui/otp-code-form.tsx';
import { Button, Field } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { interviewsNs } from '../i18n.ts';
import { EmailSignInActor } from '../hooks/email-sign-in-actor.ts';
import { useResendLabel, type ResendState } from '../hooks/use-resend-label.ts';
import './email-sign-in-dialog.css';

export interface EmailSignInDialogProps {
  emailId: string;
  mobileNumber: string;
  /** The page query, kept for the redirect to /interviews. */
  search: string;
  /** The code was accepted (the success text shows for 2 s). */
  onSignedIn(user: ClientUser): void;
  /** The machine ended: signed in (go to /interviews with the query) or closed (go to /). */
  onDone(output: EmailSignInOutput): void;
}

type Snapshot = SnapshotFrom<typeof emailSignInMachine>;

function stepOf(s: Snapshot): 'email' | 'code' | 'success' {
  if (s.matches('otpStep')) return 'code';
  return s.matches('success') || s.status === 'done' ? 'success' : 'email';
}

function resendStateOf(s: Snapshot): ResendState {
  if (s.matches({ otpStep: { resend: 'ready' } })) return 'ready';
  return s.matches({ otpStep: { resend: 'resending' } }) ? 'resending' : 'countdown';
}

/** While the modal is open and nobody is signed in, Back is held on this page by pushing history entries. */
function useBlockBack(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const hold = () => window.history.pushState(window.history.state, '', window.location.href);
    hold();
    window.addEventListener('popstate', hold);
    return () => window.removeEventListener('popstate', hold);
  }, [active]);
}

/** The client's two-step e-mail sign-in. Mounted fresh for every opening event. */
export function EmailSignInDialog(props: EmailSignInDialogProps) {
  const input = { emailId: props.emailId, mobileNumber: props.mobileNumber, search: props.search };
  return (
    <EmailSignInActor.Provider options={{ input }}>
      <EmailSignInFlow {...props} />
    </EmailSignInActor.Provider>
  );
}

function EmailSignInFlow({ onSignedIn, onDone }: EmailSignInDialogProps) {
  const { t } = useTranslation(interviewsNs);
  const messageText = useMessageText();
  const actor = EmailSignInActor.useActorRef();
  const step = EmailSignInActor.useSelector(stepOf);
  const busy = EmailSignInActor.useSelector((s) => s.hasTag('busy'));
  const email = EmailSignInActor.useSelector((s) => s.context.email);
  const otp = EmailSignInActor.useSelector((s) => s.context.otp);
  const error = EmailSignInActor.useSelector((s) => s.context.error);
  const resendIn = EmailSignInActor.useSelector((s) => s.context.resendIn);
  const user = EmailSignInActor.useSelector((s) => s.context.user);
  const sending = EmailSignInActor.useSelector((s) => s.matches({ emailStep: 'sending' }));
  const verifying = EmailSignInActor.useSelector((s) => s.matches({ otpStep: { code: 'verifying' } }));
  const resendState = EmailSignInActor.useSelector(resendStateOf);
  const output = EmailSignInActor.useSelector((s) => (s.status === 'done' ? s.output : undefined));

  useBlockBack(user === null && output === undefined);

  const reportSignedIn = useEffectEvent((signedIn: ClientUser) => onSignedIn(signedIn));
  useEffect(() => {
    if (user) reportSignedIn(user);
  }, [user]);
  const reportDone = useEffectEvent((done: EmailSignInOutput) => onDone(done));
  useEffect(() => {
    if (output) reportDone(output);
  }, [output]);

  const close = () => actor.send({ type: 'dialog.close' });
  const resendLabel = useResendLabel(resendState, resendIn);

  return (
    <Dialog
      open={output === undefined}
      title={t('signIn.title')}
      size="sm"
      dismissible={!busy}
      onClose={close}
      backCloses={false}
      className="email-sign-in"
    >
      {step === 'email' ? (
        <EmailStep
          email={email}
          error={error}
          sending={sending}
          onInput={(value) => actor.send({ type: 'email.input', value })}
          onSubmit={() => actor.send({ type: 'email.submit' })}
        />
      ) : null}
      {step === 'code' ? (
        <OtpCodeForm
          intro={
            <Trans
              ns="interviews"
              i18nKey="signIn.codeIntro"
              values={{ length: OTP_LENGTH, email }}
              components={{ strong: <strong /> }}
            />
          }
          length={OTP_LENGTH}
          code={otp}
          error={error === null ? null : messageText(error)}
          verifying={verifying}
          resendLabel={resendLabel}
          canResend={resendState === 'ready' && !verifying}
          onInput={(value) => actor.send({ type: 'otp.input', value })}
          onSubmit={() => actor.send({ type: 'otp.submit' })}
          onResend={() => actor.send({ type: 'otp.resend' })}
          back={{ label: t('signIn.back'), disabled: busy, onClick: () => actor.send({ type: 'email.back' }) }}
        />
      ) : null}
      {step === 'success' ? (
        <div className="email-sign-in__success" role="status">
          <span className="email-sign-in__success-icon" aria-hidden="true">
            <Check size={28} strokeWidth={3} />
          </span>
          <p className="email-sign-in__success-title">{t('signIn.success')}</p>
          <p className="email-sign-in__intro">{t('signIn.opening')}</p>
        </div>
      ) : null}
    </Dialog>
  );
}

interface EmailStepProps {
  email: string;
  error: Message | null;
  sending: boolean;
  onInput(value: string): void;
  onSubmit(): void;
}

function EmailStep({ email, error, sending, onInput, onSubmit }: EmailStepProps) {
  const { t } = useTranslation(interviewsNs);
  const form = useRef<HTMLFormElement>(null);
  // After the dialog's own first focus (its effect runs after this one), so the address field has it.
  useEffect(() => queueMicrotask(() => form.current?.querySelector('input')?.focus()), []);
  return (
    <form
      ref={form}
      className="email-sign-in__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="email-sign-in__intro">{t('signIn.intro')}</p>
      <Field
        label={t('signIn.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder="name@company.com"
        value={email}
        error={error}
        disabled={sending}
        onChange={(event) => onInput(event.target.value)}
      />
      <Button type="submit" block size="lg" busy={sending}>
        {sending ? t('signIn.sending') : t('signIn.send')}
      </Button>
    </form>
  );
}
