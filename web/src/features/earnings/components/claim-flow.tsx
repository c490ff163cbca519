import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useEffectEvent, useId, type FormEvent } from 'react';
import type { ClaimOutput, KycStatus } from '#machines';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { useFormat, useMessageText } from '#web/i18n/index.ts';
import { SESSION_STORAGE_KEYS } from '#web/shared/browser-keys.ts';
import { Button, Field } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { ClaimActor } from '../hooks/claim-actor.ts';
import { useClaimLogic } from '../hooks/use-claim-logic.ts';
import { earningsNs } from '../i18n.ts';
import { KycUploadDialog } from './kyc-upload-dialog.tsx';

export interface ClaimFlowProps {
  /** The KYC state when already loaded; the flow fetches it otherwise. */
  kyc: KycStatus | null;
  balance: number;
  mobileNumber: string;
  userName?: string;
  /** The transfer went through: reload the earnings. */
  onRefresh: () => void;
  /** The flow ended; `output` says how (transferred, to the profile's KYC section, or closed). */
  onDone: (output: ClaimOutput, successText?: string) => void;
}

/** Claim Money: the KYC gate (KYC Required, the document upload) and Claim Your Earnings, driven by the claim machine. */
export function ClaimFlow(props: ClaimFlowProps) {
  const logic = useClaimLogic();
  const { kyc, balance, mobileNumber, userName } = props;
  const kycPromptDismissed = sessionStorage.getItem(SESSION_STORAGE_KEYS.kycPromptDismissed) === '1';
  return (
    <ClaimActor.Provider
      logic={logic}
      options={{ input: { kyc, kycPromptDismissed, balance, mobileNumber, userName } }}
    >
      <ClaimDialogs onRefresh={props.onRefresh} onDone={props.onDone} />
    </ClaimActor.Provider>
  );
}

function ClaimDialogs({ onRefresh, onDone }: Pick<ClaimFlowProps, 'onRefresh' | 'onDone'>) {
  const actor = ClaimActor.useActorRef();
  const output = ClaimActor.useSelector((s) => (s.status === 'done' ? s.output : null));
  const kycRequired = ClaimActor.useSelector((s) => s.matches('kycRequired'));
  const kycUpload = ClaimActor.useSelector((s) => s.matches('kycUpload'));
  const mobileNumber = ClaimActor.useSelector((s) => s.context.mobileNumber);
  const claimForm = ClaimActor.useSelector((s) => s.matches('claimForm'));

  // The dismissed flag is kept for the session; a transfer reloads the earnings.
  const onEmitted = useEffectEvent((type: 'kycPrompt.dismissed' | 'earnings.refresh') => {
    if (type === 'kycPrompt.dismissed') sessionStorage.setItem(SESSION_STORAGE_KEYS.kycPromptDismissed, '1');
    else onRefresh();
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('kycPrompt.dismissed', (e) => onEmitted(e.type)),
      actor.on('earnings.refresh', (e) => onEmitted(e.type)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor]);

  const { t: text } = useTranslation(earningsNs);
  const { rupees } = useFormat();
  // The success toast: the machine's 'Transfer initiated successfully!' with the amount and the UPI ID, in the screen's language.
  const finish = useEffectEvent((result: ClaimOutput) => {
    onDone(
      result,
      result.status === 'transferred'
        ? text('claim.transferred', { amount: rupees(result.amount), upiId: result.upiId })
        : undefined,
    );
  });
  useEffect(() => {
    if (output) finish(output);
  }, [output]);

  if (output) return null;
  if (kycRequired) return <KycRequiredDialog />;
  if (kycUpload) {
    return (
      <KycUploadDialog
        mobileNumber={mobileNumber}
        onClose={() => actor.send({ type: 'dialog.close' })}
        onGoToProfile={() => actor.send({ type: 'kyc.verify' })}
      />
    );
  }
  if (claimForm) return <ClaimDialog />;
  return null;
}

function KycRequiredDialog() {
  const { t: text } = useTranslation(earningsNs);
  const messageText = useMessageText();
  const actor = ClaimActor.useActorRef();
  const loadError = ClaimActor.useSelector((s) => s.context.error);
  return (
    <Dialog
      open
      size="sm"
      className="earnings-kyc"
      title={text('kycRequired.title')}
      description={text('kycRequired.description')}
      // Closing it, or clicking outside it, keeps the dismissed flag for the session.
      onClose={() => actor.send({ type: 'kyc.dismiss' })}
      footer={
        <>
          <Button variant="ghost" onClick={() => actor.send({ type: 'kyc.upload' })}>
            {text('kycRequired.upload')}
          </Button>
          <Button onClick={() => actor.send({ type: 'kyc.verify' })}>{text('kycRequired.complete')}</Button>
        </>
      }
    >
      <div className="earnings-kyc__body">
        <span className="earnings-kyc__icon" aria-hidden="true">
          <ShieldCheck size={40} />
        </span>
        <ul className="earnings-kyc__checks">
          <li>{text('kycRequired.aadhaar')}</li>
          <li>{text('kycRequired.pan')}</li>
        </ul>
        {loadError ? (
          <p className="earnings-claim__error" role="alert">
            {messageText(loadError)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function ClaimDialog() {
  const { t: text } = useTranslation(earningsNs);
  const online = useOnline();
  const messageText = useMessageText();
  const { rupees, number } = useFormat();
  const formId = useId();
  const actor = ClaimActor.useActorRef();
  const busy = ClaimActor.useSelector((s) => s.hasTag('busy'));
  const balance = ClaimActor.useSelector((s) => s.context.balance);
  const amount = ClaimActor.useSelector((s) => s.context.amount);
  const upiId = ClaimActor.useSelector((s) => s.context.upiId);
  const confirmUpiId = ClaimActor.useSelector((s) => s.context.confirmUpiId);
  const error = ClaimActor.useSelector((s) => s.context.error);
  const close = () => actor.send({ type: 'dialog.close' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'claim.submit' });
  };
  return (
    <Dialog
      open
      size="sm"
      className="earnings-claim"
      title={text('claim.title')}
      description={text('claim.balance', { amount: rupees(Math.abs(balance)) })}
      dismissible={!busy}
      onClose={close}
      footer={
        <>
          {online ? null : <OfflineNote id="claim-offline" />}
          <Button variant="ghost" onClick={close} disabled={busy}>
            {text('claim.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            busy={busy}
            disabled={!online}
            aria-describedby={online ? undefined : 'claim-offline'}
          >
            {text('claim.now')}
          </Button>
        </>
      }
    >
      <form id={formId} className="earnings-claim__form" onSubmit={submit} noValidate>
        <Field
          label={text('claim.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          required
          prefix="₹"
          placeholder={text('claim.amountPlaceholder')}
          // The rule before the refusal: the whole balance cannot be claimed (the spec's words).
          hint={text('claim.amountRange', { balance: number(Math.abs(balance)) })}
          value={amount}
          disabled={busy}
          onChange={(e) => actor.send({ type: 'amount.input', value: e.target.value })}
        />
        <Field
          label={text('claim.upiId')}
          name="upiId"
          autoComplete="off"
          required
          placeholder="name@bank"
          value={upiId}
          disabled={busy}
          onChange={(e) => actor.send({ type: 'upi.input', value: e.target.value })}
        />
        <Field
          label={text('claim.confirmUpiId')}
          name="confirmUpiId"
          autoComplete="off"
          required
          placeholder="name@bank"
          value={confirmUpiId}
          disabled={busy}
          onChange={(e) => actor.send({ type: 'upiConfirm.input', value: e.target.value })}
        />
        {error ? (
          <p className="earnings-claim__error" role="alert">
            {messageText(error)}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
