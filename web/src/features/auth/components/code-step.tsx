import { useEffect, useRef, type FormEvent } from 'react';
import { OTP_LENGTH, mobileResendLabel } from '#machines';
import { Button, Field } from '../../../ui/index.ts';

export interface CodeStepProps {
  mobile: string;
  otp: string;
  error: string | null;
  resendIn: number;
  resendState: 'countdown' | 'ready' | 'resending';
  verifying: boolean;
  onInput(value: string): void;
  onSubmit(): void;
  onResend(): void;
  onChangeMobile(): void;
}

export function CodeStep(props: CodeStepProps) {
  const { mobile, otp, error, resendIn, resendState, verifying } = props;
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form ref={form} className="sign-in-step" onSubmit={submit} noValidate>
      <p className="sign-in-step__intro">
        Enter the {OTP_LENGTH}-digit OTP sent to <strong className="sign-in-step__mobile">{mobile}</strong>
      </p>
      <Field
        label="OTP"
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder="••••"
        maxLength={OTP_LENGTH}
        className="sign-in-step__otp"
        value={otp}
        error={error}
        disabled={verifying}
        onChange={(event) => props.onInput(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" block size="lg" busy={verifying}>
        {verifying ? 'Verifying...' : 'Verify OTP'}
      </Button>
      <div className="sign-in-step__links">
        <button
          type="button"
          className="sign-in-step__link"
          disabled={resendState !== 'ready' || verifying}
          onClick={props.onResend}
          aria-live="polite"
        >
          {resendState === 'resending' ? 'Resending OTP...' : mobileResendLabel(resendIn)}
        </button>
        <button type="button" className="sign-in-step__link" disabled={verifying} onClick={props.onChangeMobile}>
          Change Mobile Number
        </button>
      </div>
    </form>
  );
}
