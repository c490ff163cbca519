/** The keys of the messages the flows make in web/src/locales/<language>/interviews.json. */
export type InterviewsMessageKey =
  | 'interviews:signIn.otpInvalid'
  | 'interviews:feedback.loadFailed'
  | 'interviews:feedback.noData'
  | 'interviews:feedback.submitFailed'
  | 'interviews:feedback.tokenMissing'
  | 'interviews:feedback.skillMandatory'
  | 'interviews:feedback.commentRequired'
  | 'interviews:status.pending'
  | 'interviews:status.confirmed'
  | 'interviews:status.pendingConfirmation'
  | 'interviews:status.selected'
  | 'interviews:status.notSelected'
  | 'interviews:status.rejected'
  | 'interviews:status.completed'
  | 'interviews:status.noShow';
