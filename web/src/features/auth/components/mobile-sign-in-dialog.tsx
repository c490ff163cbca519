import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { mobileSignInMachine, Session } from '#machines';
import { Dialog } from '#web/ui/dialog.tsx';
import { CodeStep, type CodeStepProps } from './code-step.tsx';
import { MobileStep } from './mobile-step.tsx';
import { SignInActor } from '../hooks/sign-in-actor.ts';
import { SignInSuccess } from './sign-in-success.tsx';
import './mobile-sign-in-dialog.css';

export interface MobileSignInDialogProps {
  /** Closed without signing in (Escape, outside click, the close button). */
  onClose(): void;
  /** The code was accepted; the success texts are showing. */
  onSignedIn(session: Session): void;
  /** The success texts have been shown for 2 seconds. */
  onDone(): void;
}

type SignInSnapshot = SnapshotFrom<typeof mobileSignInMachine>;

function stepOf(s: SignInSnapshot) {
  if (s.matches({ open: 'mobileStep' })) return 'mobile';
  if (s.matches({ open: 'codeStep' })) return 'code';
  return s.matches({ open: 'success' }) ? 'success' : null;
}

function resendStateOf(s: SignInSnapshot): CodeStepProps['resendState'] {
  if (s.matches({ open: { codeStep: { resend: 'ready' } } })) return 'ready';
  return s.matches({ open: { codeStep: { resend: 'resending' } } }) ? 'resending' : 'countdown';
}

/** The two-step mobile sign-in. Mounted fresh on every opening, so it starts at step 1. */
export function MobileSignInDialog(props: MobileSignInDialogProps) {
  return (
    <SignInActor.Provider>
      <SignInFlow {...props} />
    </SignInActor.Provider>
  );
}

function SignInFlow({ onClose, onSignedIn, onDone }: MobileSignInDialogProps) {
  const { t } = useTranslation();
  const actor = SignInActor.useActorRef();
  const isOpen = SignInActor.useSelector((s) => s.matches('open'));
  const step = SignInActor.useSelector(stepOf);
  const busy = SignInActor.useSelector((s) => s.hasTag('busy'));
  const mobile = SignInActor.useSelector((s) => s.context.mobile);
  const otp = SignInActor.useSelector((s) => s.context.otp);
  const error = SignInActor.useSelector((s) => s.context.error);
  const resendIn = SignInActor.useSelector((s) => s.context.resendIn);
  const success = SignInActor.useSelector((s) => s.context.success);
  const session = SignInActor.useSelector((s) => s.context.session);
  const sending = SignInActor.useSelector((s) => s.matches({ open: { mobileStep: 'sending' } }));
  const verifying = SignInActor.useSelector((s) => s.matches({ open: { codeStep: { code: 'verifying' } } }));
  const resendState = SignInActor.useSelector(resendStateOf);
  const done = SignInActor.useSelector((s) => s.status === 'done');

  // Sent before the provider starts the actor, it is the first event the machine handles.
  useEffect(() => actor.send({ type: 'dialog.open' }), [actor]);

  const reportSignedIn = useEffectEvent((signedIn: Session) => onSignedIn(signedIn));
  useEffect(() => {
    if (session) reportSignedIn(session);
  }, [session]);
  const reportDone = useEffectEvent(() => onDone());
  useEffect(() => {
    if (done) reportDone();
  }, [done]);

  // The machine refuses to close while busy; the dialog goes only when it did close.
  const close = () => {
    actor.send({ type: 'dialog.close' });
    if (actor.getSnapshot().matches('closed')) onClose();
  };

  return (
    <Dialog
      open={isOpen}
      title={t('nav.signIn')}
      size="sm"
      dismissible={!busy}
      onClose={close}
      className="sign-in-dialog"
    >
      {step === 'mobile' ? (
        <MobileStep
          mobile={mobile}
          error={error}
          sending={sending}
          onInput={(value) => actor.send({ type: 'mobile.input', value })}
          onSubmit={() => actor.send({ type: 'mobile.submit' })}
        />
      ) : null}
      {step === 'code' ? (
        <CodeStep
          mobile={mobile}
          otp={otp}
          error={error}
          resendIn={resendIn}
          verifying={verifying}
          resendState={resendState}
          onInput={(value) => actor.send({ type: 'otp.input', value })}
          onSubmit={() => actor.send({ type: 'otp.submit' })}
          onResend={() => actor.send({ type: 'otp.resend' })}
          onChangeMobile={() => actor.send({ type: 'mobile.change' })}
        />
      ) : null}
      {step === 'success' && success ? <SignInSuccess {...success} /> : null}
    </Dialog>
  );
}
