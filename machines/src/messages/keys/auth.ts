/** The keys of the messages the flows make in web/src/locales/<language>/auth.json. */
export type AuthMessageKey =
  | 'auth:mobile.required'
  | 'auth:mobile.invalid'
  | 'auth:otp.incorrect'
  | 'auth:otp.verifyUnavailable'
  | 'auth:otp.resendFailed'
  | 'auth:signIn.failed'
  | 'auth:success.title'
  | 'auth:success.detail';
