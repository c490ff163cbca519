import type { FormEvent } from 'react';
import { Button, Field } from '../../../ui/index.ts';
import { KycActor } from './kyc-actor.ts';

/** Aadhaar by one-time code: the number, Send OTP, then the code sent to the Aadhaar-linked mobile. */
export function AadhaarOtpForm() {
  const actor = KycActor.useActorRef();
  const aadhaarNumber = KycActor.useSelector((s) => s.context.aadhaarNumber);
  const otp = KycActor.useSelector((s) => s.context.otp);
  const codeSent = KycActor.useSelector((s) => s.matches({ unverified: { ready: 'otpSent' } }) || s.matches({ unverified: 'verifyingOtp' }));
  const sending = KycActor.useSelector((s) => s.matches({ unverified: 'requestingOtp' }));
  const verifying = KycActor.useSelector((s) => s.matches({ unverified: 'verifyingOtp' }));
  const busy = KycActor.useSelector((s) => s.hasTag('busy'));

  const requestCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'aadhaarOtp.request' });
  };
  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'aadhaarOtp.submit' });
  };

  return (
    <div className="kyc-otp">
      <form className="kyc-pan" onSubmit={requestCode} noValidate aria-label="Aadhaar OTP request">
        <Field
          label="Aadhaar Number"
          value={aadhaarNumber}
          inputMode="numeric"
          autoComplete="off"
          placeholder="12-digit Aadhaar number"
          maxLength={12}
          disabled={busy}
          hint="A one-time code goes to the mobile number linked to your Aadhaar."
          onChange={(e) => actor.send({ type: 'aadhaarNumber.input', value: e.target.value })}
        />
        <Button type="submit" variant="secondary" busy={sending}>
          {codeSent ? 'Resend OTP' : 'Send OTP'}
        </Button>
      </form>
      {codeSent ? (
        <form className="kyc-pan" onSubmit={verifyCode} noValidate aria-label="Aadhaar OTP check">
          <Field
            label="Aadhaar OTP"
            value={otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="Enter OTP"
            maxLength={8}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'aadhaarOtp.input', value: e.target.value })}
          />
          <Button type="submit" busy={verifying}>
            {verifying ? 'Verifying...' : 'Verify OTP'}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
