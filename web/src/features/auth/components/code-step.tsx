import { OTP_LENGTH, mobileResendLabel } from '#machines';
// Not through ui/index.ts: only the sign-in dialogs, each loaded on demand, use it.
import { CodeStep as CodeStepForm } from '../../../ui/code-step.tsx';

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

/** The mobile sign-in's code step, on the shared code-step form. */
export function CodeStep({ mobile, otp, error, resendIn, resendState, verifying, ...on }: CodeStepProps) {
  return (
    <CodeStepForm
      intro={
        <>
          Enter the {OTP_LENGTH}-digit OTP sent to <strong className="sign-in-step__mobile">{mobile}</strong>
        </>
      }
      length={OTP_LENGTH}
      code={otp}
      error={error}
      verifying={verifying}
      resendLabel={resendState === 'resending' ? 'Resending OTP...' : mobileResendLabel(resendIn)}
      canResend={resendState === 'ready' && !verifying}
      onInput={on.onInput}
      onSubmit={on.onSubmit}
      onResend={on.onResend}
      back={{ label: 'Change Mobile Number', disabled: verifying, onClick: on.onChangeMobile }}
    />
  );
}
