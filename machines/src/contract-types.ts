// The wire types of the effect actors, read from the contract (openapi/schema.d.ts) rather than copied.
// Inputs are what an actor sends upstream; outputs what it resolves with. An output is Partial<…> where
// the actor resolves with the answer's body unchecked (a refusal's body too) and the machine reads every
// field defensively: the machine tests pin that a missing field is survived.
import type { components, operations } from '#contract/schema.d.ts';
import type { FileInfo } from './actor-io.ts';

type Schemas = components['schemas'];

// Sign-in: generateOTP and validateOTP (both dialogs).
export type GenerateOtpInput = NonNullable<operations['generateOTP']['parameters']['query']>;
/** generateOTP's answer, sent or refused. */
export type GenerateOtpOutput = Partial<operations['generateOTP']['responses'][200]['content']['application/json']>;
export type ValidateOtpInput = operations['validateOTP']['parameters']['query'];
type OtpValidated = operations['validateOTP']['responses'][200]['content']['application/json'];
type OtpRefused = operations['validateOTP']['responses'][400]['content']['application/json'];
/** validateOTP's answer, right (status true) or refused (status false), as one record. */
export type ValidateOtpOutput = Partial<Omit<OtpValidated, 'status'> & Omit<OtpRefused, 'status'>> & {
  status?: OtpValidated['status'] | OtpRefused['status'];
};

// Apply: saveCandidateDetails, applyForJob (its answer: ApplicationResult, apply-for-job/apply-io.ts), downloadFileFromAWS.
export type CandidateSavePayload = Schemas['CandidateDetailsInput'];
export type DownloadResumeInput = operations['downloadFileFromAWS']['parameters']['query'];

// Claim and KYC: fetchCandidateKYCDetails, transferToUpi, verifyCandidateAadhaarPdf, getAadhaarOTP, verifyCandidateAadhaarOtp, verifyPan.
export type KycDetailsQuery = operations['fetchCandidateKYCDetails']['parameters']['query'];
export type TransferInput = operations['transferToUpi']['parameters']['query'];
/** verifyCandidateAadhaarPdf's form, with the facts of the file instead of its bytes (the caller keeps the File). */
export type VerifyAadhaarInput = Omit<Schemas['AadhaarPdfForm'], 'file'> & { file: FileInfo };
export type AadhaarVerification = Partial<
  operations['verifyCandidateAadhaarPdf']['responses'][200]['content']['application/json']
>;
export type VerifyPanInput = Schemas['PanVerifyBody'];
export type PanVerification = Partial<operations['verifyPan']['responses'][200]['content']['application/json']>;
/** getAadhaarOTP's path and answer (the answer's refId goes back with the code). */
export type AadhaarOtpRequestInput = operations['getAadhaarOTP']['parameters']['path'];
export type AadhaarOtpSent = Partial<operations['getAadhaarOTP']['responses'][200]['content']['application/json']>;
/** verifyCandidateAadhaarOtp's query (the caller repeats its values in the JSON body). */
export type VerifyAadhaarOtpInput = operations['verifyCandidateAadhaarOtp']['parameters']['query'];
export type AadhaarOtpVerification = Partial<
  operations['verifyCandidateAadhaarOtp']['responses'][200]['content']['application/json']
> & {
  /** Set by the caller on a refusal, so the failure rule sees it. */
  status?: number;
};

// Interview feedback: fetchInterviewFeedback, updateInterviewFeedback.
export type FeedbackDecision = Schemas['InterviewDecision'];
export type FeedbackData = Schemas['InterviewFeedbackData'];
/** updateInterviewFeedback's query and ratings, plus the stored token; the id as the interview row holds it. */
export type FeedbackSubmission = Omit<operations['updateInterviewFeedback']['parameters']['query'], 'interviewId'> & {
  interviewId: string | number;
  skillsRatings: Schemas['InterviewSkillRatings'];
  token: string;
};

// Links: getActualUrl.
export type ActualUrlQuery = operations['getActualUrl']['parameters']['query'];
/** getActualUrl's text answer; data null when the link is unknown. */
export interface ActualUrlOutput {
  success: boolean;
  data: operations['getActualUrl']['responses'][200]['content']['text/plain'] | null;
}
