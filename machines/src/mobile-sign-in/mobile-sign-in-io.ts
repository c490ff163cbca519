/** What the mobile sign-in hands back once validateOTP has answered with a token (see sessionFromValidation). */
export interface Session {
  token: string;
  name: string;
  email: string;
  candidateId: string;
  mobile: string;
}
