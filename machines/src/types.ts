// Inputs and outputs of the effect actors, named as the spec spells the fields.

/** What an actor rejects with; `kind: 'network'` selects the "network" texts. */
export interface ActorFailure {
  kind?: 'network' | 'server';
  status?: number;
  message?: string;
}

// Sign-in (document 000 section 7, document 001 section 7)
export interface GenerateOtpInput {
  mobileNumber: string;
  emailId: string;
  isClient: boolean;
}
export interface GenerateOtpOutput {
  status?: boolean;
  success?: boolean;
  message?: string;
  responseData?: string;
}
export interface ValidateOtpInput extends GenerateOtpInput {
  OTP: string;
}
export interface ValidateOtpOutput {
  status?: boolean;
  token?: string;
  name?: string;
  email?: string;
  id?: string | number;
  responseMessage?: string;
  message?: string;
}
export interface Session {
  token: string;
  name: string;
  email: string;
  candidateId: string;
  mobile: string;
}
/** The e-mail code check reads the HTTP outcome, the JSON body and the raw text. */
export interface EmailOtpValidation {
  ok: boolean;
  body: { message?: string; status?: string } | null;
  text: string;
}
export interface ClientUser {
  email: string;
  mobileNumber: string;
  isAuthenticated: true;
}

// Apply (document 000 sections 3 and 4)
export interface JobIdentity {
  id?: string | number | null;
  jobId?: string | number | null;
  positionId?: string | number | null;
  budgetCityId?: string | number | null;
}
export interface ApplyJob extends JobIdentity {
  jobName?: string;
  title?: string;
  recruiterId?: string | number | null;
  recruiter_id?: string | number | null;
}
export interface CandidateProfile {
  candidateId?: string | number;
  id?: string | number;
  fullName?: string;
  email?: string;
  emailId?: string;
  mobile?: string;
  filePath?: string;
  resumeFileName?: string;
  experience?: string;
  currentLocation?: string;
  cityName?: string;
  expectedSalary?: string | number;
  noticePeriod?: string;
}
export interface CandidateSavePayload {
  fullName: string;
  email: string;
  experience: string;
  currentLocation: string;
  expectedSalary: string;
  noticePeriod: string;
}
export interface ServiceResult {
  success: boolean;
  message?: string;
  error?: string;
}
export interface ApplyForJobInput {
  mobileNumber: string;
  positionId: string;
  name: string;
  recruiterId: string;
  fullName: string;
  email: string;
  mobile: string;
  useCurrentResume: boolean;
}
export interface ApplicationResult extends ServiceResult {
  id?: string | number;
  candidateStatus?: string;
}
/** Only what the rules read of a browser File; the caller keeps the File itself. */
export interface FileInfo {
  name: string;
  size: number;
  type: string;
}
export interface UploadResumeInput {
  candidateId: string;
  file: FileInfo;
  fileName: string;
}
export interface DownloadResumeInput {
  path: string;
  filename: string;
}

// Claim and KYC (document 001)
export interface KycStatus {
  aadhaarVerified: boolean;
  panVerified: boolean;
  nameOnAadhaar?: string;
  nameOnPan?: string;
  aadhaarNumber?: string;
  panNumber?: string;
}
export interface TransferInput {
  mobileNumber: string;
  vpa: string;
  nameOnAadhar: string;
  transferMode: 'upi';
  transferAmount: string;
}
export interface KycResponse {
  success?: boolean;
  status?: number;
  message?: string;
  error?: string;
  data?: { nameOnAadhaar?: string; name?: string; nameOnPan?: string; aadhaarNumber?: string; message?: string };
}
export interface VerifyAadhaarInput {
  mobileNumber: string;
  file: FileInfo;
}
export interface VerifyPanInput {
  mobileNumber: string;
  panNumber: string;
  name?: string;
  aadhaarNumber?: string;
}

// Interview feedback (document 001)
export type FeedbackDecision = 'Selected' | 'Rejected' | 'NoShow';
export interface Interview {
  interviewId: string | number;
  status?: string;
  feedback?: string | null;
  candidateName?: string;
  designation?: string;
}
export interface FeedbackData {
  budgetCitySkills: Array<{ skillId: number; skillName: string }>;
  candidateSkills: Array<{ skillId: number; rating: number }>;
  interviewFeedback: string | null;
}
export interface FeedbackSubmission {
  interviewId: string | number;
  candidateStatus: FeedbackDecision;
  interviewFeedback: string;
  skillsRatings: Record<number, number>;
  token: string;
}

// Link resolution (document 001 section 7)
export interface ActualUrlOutput {
  success: boolean;
  data: string | null;
}
export interface LinkJobDetails {
  id: string;
  jobId: string;
  jobName: string;
  title: string;
  cityName: string;
  pincode: string;
  maxSalaryLimit: number;
  recruiterId: string;
  positionId: string;
  location: string;
  salary: string;
  params: Record<string, string>;
  fromLink: true;
}

// Job list (document 000 sections 3 and 7)
export interface JobSearchFilters {
  latitude?: number;
  longitude?: number;
  mobileNumber?: string;
  skillIds?: number[];
  designationIds?: number[];
}
export interface SearchJobsInput extends JobSearchFilters {
  distance: number;
  page: number;
  size: number;
  mobileNumber: string;
  locationPreference: LocationPreference | null;
}
export type LocationPreference = 'saved' | 'current';
export type Job = JobIdentity & Record<string, unknown>;

/** Events the link machines emit for the caller: storage and navigation stay outside. */
export type LinkEmitted =
  | { type: 'navigate'; to: string }
  | { type: 'job.store'; job: LinkJobDetails }
  | { type: 'job.open'; job: LinkJobDetails }
  | { type: 'link.failed'; error: unknown };
