/** The keys of the messages the flows make in web/src/locales/<language>/interviews.json. */
export type InterviewsMessageKey = 'interviews:signIn.otpInvalid';
