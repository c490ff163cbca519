import type { HandlerTable } from '../pipeline/handler.ts';
import { addUpdateCandidate } from './profile/add-update-candidate.ts';
import { getDetailsWithMob } from './profile/get-details-with-mob.ts';
import {
  fetchAllActiveSkills,
  fetchCandidateInactiveSkills,
  fetchCandidateSkills,
  saveCandidateSkills,
} from './profile/skills-handlers.ts';
import { updateCandidateProfile } from './profile/update-candidate-profile.ts';
import { updateCandidateResume } from './profile/update-candidate-resume.ts';

export const profileHandlers = {
  getDetailsWithMob,
  updateCandidateProfile,
  addUpdateCandidate,
  updateCandidateResume,
  fetchCandidateSkills,
  fetchCandidateInactiveSkills,
  fetchAllActiveSkills,
  saveCandidateSkills,
} satisfies Partial<HandlerTable>;
