import { EMAIL_ADDRESS, INDIAN_MOBILE } from '#contract/rules.ts';
import { validIndianMobile } from './mobile.ts';

type OtpSubject =
  | { kind: 'mobile'; key: string; national: string }
  | { kind: 'email'; key: string; email: string }
  | { kind: 'invalid'; message: string };

const MISSING_SUBJECT = 'Mobile number or email is required';

interface OtpAddress {
  mobileNumber?: string;
  emailId?: string;
  isClient?: boolean;
}

/**
 * Who a code is for (generateOTP, validateOTP and the control API's last code): a client's e-mail (isClient,
 * or an e-mail without a mobile) or a candidate's mobile. The key is what the code is kept under.
 */
export function otpSubject(address: OtpAddress): OtpSubject {
  // The control API hands its query over unchecked: anything but text counts as absent.
  const mobile = typeof address.mobileNumber === 'string' ? address.mobileNumber.trim() : '';
  const email = typeof address.emailId === 'string' ? address.emailId.trim().toLowerCase() : '';
  if (email !== '' && (address.isClient === true || mobile === '')) {
    return EMAIL_ADDRESS.pattern.test(email)
      ? { kind: 'email', key: `email:${email}`, email }
      : { kind: 'invalid', message: EMAIL_ADDRESS.messages.invalid };
  }
  if (address.isClient === true && email === '') return { kind: 'invalid', message: MISSING_SUBJECT };
  if (mobile === '' || mobile === '0') return { kind: 'invalid', message: MISSING_SUBJECT };
  const national = validIndianMobile(mobile);
  return national
    ? { kind: 'mobile', key: `mobile:${national}`, national }
    : { kind: 'invalid', message: INDIAN_MOBILE.messages.invalid };
}
