/** The mobile sign-in's texts in English (the spec's wording). */
const en = {
  'mobile.intro': 'Enter your mobile number and we will send you a one-time password (OTP).',
  'mobile.label': 'Mobile Number',
  'mobile.placeholder': '10-digit mobile number',
  'mobile.send': 'Send OTP',
  'mobile.sending': 'Sending OTP...',
  'code.intro': 'Enter the {{length}}-digit OTP sent to <strong>{{mobile}}</strong>',
  'code.resendIn_one': 'Resend OTP in {{count}}s',
  'code.resendIn_other': 'Resend OTP in {{count}}s',
  'code.resend': 'Resend OTP',
  'code.resending': 'Resending OTP...',
  'code.changeMobile': 'Change Mobile Number',
} as const;
export default en;
