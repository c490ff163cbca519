import { error } from '../core/responses.ts';
import type { HandlerMap } from '../pipeline/handler.ts';

const pending = () => error(501, 'Not implemented yet');

export const profileHandlers: HandlerMap = {
  getDetailsWithMob: pending,
  updateCandidateProfile: pending,
  addUpdateCandidate: pending,
  updateCandidateResume: pending,
  fetchCandidateSkills: pending,
  fetchCandidateInactiveSkills: pending,
  fetchAllActiveSkills: pending,
  saveCandidateSkills: pending,
};
