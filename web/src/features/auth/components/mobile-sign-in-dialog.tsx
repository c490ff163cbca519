import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Session } from '#machines';
import { Dialog } from '../../../ui/index.ts';
import { signInMachine } from '../sign-in-machine.ts';
import { CodeStep } from './code-step.tsx';
import { MobileStep } from './mobile-step.tsx';
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

/** The two-step mobile sign-in (spec 000 s2). Mounted fresh on every opening, so it starts at step 1. */
export function MobileSignInDialog({ onClose, onSignedIn, onDone }: MobileSignInDialogProps) {
  const { t } = useTranslation();
  const [snapshot, send] = useMachine(signInMachine);
  const opened = useRef(false);
  const reported = useRef(false);

  useEffect(() => send({ type: 'dialog.open' }), [send]);

  const isOpen = snapshot.matches('open');
  if (isOpen) opened.current = true;
  const closed = opened.current && snapshot.matches('closed');
  const done = snapshot.status === 'done';
  const session = snapshot.context.session;

  useEffect(() => {
    if (session && !reported.current) {
      reported.current = true;
      onSignedIn(session);
    }
  }, [session, onSignedIn]);
  useEffect(() => {
    if (closed) onClose();
  }, [closed, onClose]);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  const busy = snapshot.hasTag('busy');
  return (
    <Dialog
      open={isOpen}
      title={t('nav.signIn')}
      size="sm"
      dismissible={!busy}
      onClose={() => send({ type: 'dialog.close' })}
      className="sign-in-dialog"
    >
      {snapshot.matches({ open: 'mobileStep' }) ? (
        <MobileStep
          mobile={snapshot.context.mobile}
          error={snapshot.context.error}
          sending={snapshot.matches({ open: { mobileStep: 'sending' } })}
          onInput={(value) => send({ type: 'mobile.input', value })}
          onSubmit={() => send({ type: 'mobile.submit' })}
        />
      ) : null}
      {snapshot.matches({ open: 'codeStep' }) ? (
        <CodeStep
          mobile={snapshot.context.mobile}
          otp={snapshot.context.otp}
          error={snapshot.context.error}
          resendIn={snapshot.context.resendIn}
          verifying={snapshot.matches({ open: { codeStep: { code: 'verifying' } } })}
          resendState={
            snapshot.matches({ open: { codeStep: { resend: 'ready' } } })
              ? 'ready'
              : snapshot.matches({ open: { codeStep: { resend: 'resending' } } })
                ? 'resending'
                : 'countdown'
          }
          onInput={(value) => send({ type: 'otp.input', value })}
          onSubmit={() => send({ type: 'otp.submit' })}
          onResend={() => send({ type: 'otp.resend' })}
          onChangeMobile={() => send({ type: 'mobile.change' })}
        />
      ) : null}
      {snapshot.matches({ open: 'success' }) && snapshot.context.success ? <SignInSuccess {...snapshot.context.success} /> : null}
    </Dialog>
  );
}
