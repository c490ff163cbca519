import type { GenerateOtpOutput, ValidateOtpOutput } from '../contract-types.ts';
import type { Session } from '../mobile-sign-in/mobile-sign-in-io.ts';
import { upstream, type UpstreamText } from '../messages/message.ts';

/** generateOTP succeeded when status or success is true. */
export function otpWasSent(output: GenerateOtpOutput): boolean {
  return output.status === true || output.success === true;
}

/** generateOTP's own error text (message, else responseData), shown as the upstream wrote it. */
export function otpSendError(output: GenerateOtpOutput): UpstreamText | undefined {
  const text = output.message || output.responseData;
  return text ? upstream(text) : undefined;
}

/** validateOTP gives a session when the status is not false and a token came back. */
export function sessionFromValidation(output: ValidateOtpOutput, mobile: string): Session | null {
  if (output.status === false || !output.token) return null;
  return {
    token: output.token,
    name: output.name ?? '',
    email: output.email ?? '',
    candidateId: output.id === undefined ? '' : String(output.id),
    mobile,
  };
}
