import { useEffect, useRef, type FormEvent } from 'react';
import { SIGN_IN_MOBILE_MAX_DIGITS } from '#machines';
import { Button, Field } from '../../../ui/index.ts';

export interface MobileStepProps {
  mobile: string;
  error: string | null;
  sending: boolean;
  onInput(value: string): void;
  onSubmit(): void;
}

export function MobileStep({ mobile, error, sending, onInput, onSubmit }: MobileStepProps) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form} className="sign-in-step" onSubmit={submit} noValidate>
      <p className="sign-in-step__intro">Enter your mobile number and we will send you a one-time password (OTP).</p>
      <Field
        label="Mobile Number"
        name="mobile"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        maxLength={SIGN_IN_MOBILE_MAX_DIGITS}
        value={mobile}
        error={error}
        disabled={sending}
        onChange={(event) => onInput(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" block size="lg" busy={sending}>
        {sending ? 'Sending OTP...' : 'Send OTP'}
      </Button>
    </form>
  );
}
