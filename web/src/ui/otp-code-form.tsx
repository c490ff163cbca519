import { useTranslation } from 'react-i18next';
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { uiNs } from './i18n.ts';
import './otp-code-form.css';

export interface OtpCodeFormProps {
  /** The line above the field, naming where the code went. */
  intro: ReactNode;
  /** How many digits the code has. */
  length: number;
  code: string;
  error: string | null;
  verifying: boolean;
  /** 'Resend OTP (9s)', 'Resend OTP', 'Resending OTP...'. */
  resendLabel: string;
  canResend: boolean;
  onInput(digits: string): void;
  onSubmit(): void;
  onResend(): void;
  /** The way back to the first step ('Change Mobile Number', 'Back to Email'). */
  back: { label: string; disabled: boolean; onClick(): void };
}

/** A sign-in's second step: the one-time code, Verify, resend after its countdown and the way back. */
export function OtpCodeForm({
  intro,
  length,
  code,
  error,
  verifying,
  resendLabel,
  canResend,
  back,
  ...on
}: OtpCodeFormProps) {
  const { t } = useTranslation(uiNs);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.querySelector('input')?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    on.onSubmit();
  };
  return (
    <form ref={form} className="code-step" onSubmit={submit} noValidate>
      <p className="code-step__intro">{intro}</p>
      <Field
        label={t('codeStep.otpLabel')}
        name="otp"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={'•'.repeat(length)}
        maxLength={length}
        className="code-step__otp"
        value={code}
        error={error}
        disabled={verifying}
        onChange={(event) => on.onInput(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" block size="lg" busy={verifying}>
        {verifying ? t('codeStep.verifying') : t('codeStep.verify')}
      </Button>
      <div className="code-step__links">
        <button
          type="button"
          className="code-step__link"
          disabled={!canResend}
          onClick={on.onResend}
          aria-live="polite"
        >
          {resendLabel}
        </button>
        <button type="button" className="code-step__link" disabled={back.disabled} onClick={back.onClick}>
          {back.label}
        </button>
      </div>
    </form>
  );
}
