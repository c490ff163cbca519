import { useTranslation } from 'react-i18next';
import { interviewsNs } from '../i18n.ts';

/** Where the code step's resend stands: counting down, offered, or asked for. */
export type ResendState = 'countdown' | 'ready' | 'resending';

/** The client sign-in's resend button: 'Resend OTP (9s)' while counting down, 'Resend OTP', 'Resending OTP...'. */
export function useResendLabel(state: ResendState, resendIn: number): string {
  const { t } = useTranslation(interviewsNs);
  if (state === 'resending') return t('signIn.resending');
  return resendIn > 0 ? t('signIn.resendIn', { count: resendIn }) : t('signIn.resend');
}
