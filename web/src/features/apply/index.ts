export { ApplyModal, type ApplyModalProps } from './components/apply-modal.tsx';
export { candidateProfileQueryOptions, useCandidateProfile } from './api/get-candidate-profile.ts';
