/** The keys of the messages the flows make in web/src/locales/<language>/common.json: shared by several screens. */
export type CommonMessageKey =
  | 'common:error.network'
  | 'common:error.networkTryAgain'
  | 'common:error.timeout'
  | 'common:error.token'
  | 'common:auth.failedSignInAgain'
  | 'common:error.unknown'
  | 'common:otp.sendRefused'
  | 'common:otp.resendRefused'
  | 'common:otp.sendFailed'
  | 'common:otp.sendUnavailable'
  | 'common:otp.verifyFailed'
  | 'common:kyc.loadFailed'
  | 'common:salary.range'
  | 'common:salary.upTo'
  | 'common:salary.from'
  | 'common:salary.notDisclosed';
