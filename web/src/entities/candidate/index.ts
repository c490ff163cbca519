// The signed-in candidate's data, one home for every screen: the candidate (read once, model/candidate.ts), the
// skills, the KYC state and the one-time-code calls, each with its fetcher and query options under one key factory;
// every write of theirs (details, profile, resume, skills) and the updates a write makes.
// Features and app/ import this file only; each module only defines things, so a screen's build keeps what it uses.
export { candidateKeys } from './api/candidate-keys.ts';
export {
  candidateSkillsQueryOptions,
  invalidateCandidateSkills,
  useCandidateSkills,
} from './api/fetch-candidate-skills.ts';
export { kycDetailsQueryOptions, storeCandidateKyc } from './api/fetch-kyc-details.ts';
export { skillsWithCatalogueQueryOptions } from './api/fetch-skills-with-catalogue.ts';
export { generateOtp } from './api/generate-otp.ts';
export {
  candidateRecordQueryOptions,
  invalidateCandidateRecord,
  useCandidateRecord,
} from './api/get-candidate-record.ts';
export { downloadResume } from './api/download-resume.ts';
export { postValidateOtp } from './api/validate-otp.ts';
export { saveCandidateDetails } from './api/save-candidate-details.ts';
export { saveCandidateSkills, type SkillsSaveResult } from './api/save-candidate-skills.ts';
export {
  PROFILE_UPDATED,
  updateCandidateProfile,
  updateExceptionMessage,
  updateFailedMessage,
  type ProfileUpdateResult,
} from './api/update-candidate-profile.ts';
export { updateCandidateResume } from './api/update-candidate-resume.ts';
export type { Candidate } from './model/candidate.ts';
export { otpActorFailure, refusalBody } from './model/otp-refusal.ts';
export { skillNamesIn, uniqueNames } from './model/skill-names.ts';
