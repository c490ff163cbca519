/** The keys of the messages the flows make in web/src/locales/<language>/interviews.json. */
export type InterviewsMessageKey =
  | 'interviews:signIn.otpInvalid'
  | 'interviews:feedback.loadFailed'
  | 'interviews:feedback.noData'
  | 'interviews:feedback.submitFailed'
  | 'interviews:feedback.tokenMissing'
  | 'interviews:feedback.skillMandatory'
  | 'interviews:feedback.commentRequired'
  | 'interviews:status.pending';
