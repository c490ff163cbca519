/**
 * What the e-mail code check resolves with: the HTTP outcome, the JSON body and the raw text, since a
 * client's code counts as validated on any of them (see isEmailOtpValidated), not on validateOTP's 200 alone.
 */
export interface EmailOtpValidation {
  ok: boolean;
  body: { message?: string; status?: string } | null;
  text: string;
}

/** The signed-in client the dialog hands back. */
export interface ClientUser {
  email: string;
  mobileNumber: string;
  isAuthenticated: true;
}
