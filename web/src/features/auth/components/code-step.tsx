import { Trans, useTranslation } from 'react-i18next';
import { OTP_LENGTH, type Message } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
// Not through ui/index.ts: only the sign-in dialogs, each loaded on demand, use it.
import { OtpCodeForm } from '#web/ui/otp-code-form.tsx';
import { authNs } from '../i18n.ts';

export interface CodeStepProps {
  mobile: string;
  otp: string;
  error: Message | null;
  resendIn: number;
  resendState: 'countdown' | 'ready' | 'resending';
  verifying: boolean;
  onInput(value: string): void;
  onSubmit(): void;
  onResend(): void;
  onChangeMobile(): void;
}

/** The mobile sign-in's code step, on the shared one-time-code form (ui/otp-code-form.tsx). */
export function CodeStep({ mobile, otp, error, resendIn, resendState, verifying, ...on }: CodeStepProps) {
  const { t } = useTranslation(authNs);
  const messageText = useMessageText();
  const resendLabel =
    resendState === 'resending'
      ? t('code.resending')
      : resendIn > 0
        ? t('code.resendIn', { count: resendIn })
        : t('code.resend');
  return (
    <OtpCodeForm
      intro={
        <Trans
          ns="auth"
          i18nKey="code.intro"
          values={{ length: OTP_LENGTH, mobile }}
          components={{ strong: <strong className="sign-in-step__mobile" /> }}
        />
      }
      length={OTP_LENGTH}
      code={otp}
      error={error === null ? null : messageText(error)}
      verifying={verifying}
      resendLabel={resendLabel}
      canResend={resendState === 'ready' && !verifying}
      onInput={on.onInput}
      onSubmit={on.onSubmit}
      onResend={on.onResend}
      back={{ label: t('code.changeMobile'), disabled: verifying, onClick: on.onChangeMobile }}
    />
  );
}
