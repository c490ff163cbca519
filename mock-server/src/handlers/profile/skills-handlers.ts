import { badRequest, json, text } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateByMobile } from '../shared/candidates.ts';
import { findOrCreateCandidate, usableMobile } from '../shared/profile-candidates.ts';
import { activeSkills, resolveSkillIds, skillItems } from './skills.ts';

/** The candidate's skills as {skillId, skillName}; skills no longer active are left out. */
export const fetchCandidateSkills: Handler = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const candidate = findCandidateByMobile(world, mobile);
  return json({ success: true, data: candidate ? skillItems(candidate.skillIds, activeSkills(world)) : [] });
};

/** Skills suggested to the candidate, minus those already on the profile. */
export const fetchCandidateInactiveSkills: Handler = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const candidate = findCandidateByMobile(world, mobile);
  if (!candidate) return json({ success: true, data: [] });
  const catalogue = world.db.skill.findMany({}).map((s) => ({ skillId: s.id, skillName: s.skillName }));
  const suggested = candidate.inactiveSkillIds.filter((id) => !candidate.skillIds.includes(id));
  return json({ success: true, data: skillItems(suggested, catalogue) });
};

export const fetchAllActiveSkills: Handler = (_request, world) => json({ success: true, data: activeSkills(world) });

/**
 * Replaces the candidate's skills. The query form (skillIds, mobileNumber) and the profile screen's
 * multipart form carry the same two values.
 */
export const saveCandidateSkills: Handler = (request, world) => {
  const form = (request.body ?? {}) as { mobileNumber?: string; skillIds?: string };
  const mobile = usableMobile(request.query.mobileNumber ?? form.mobileNumber);
  if (!mobile) return badRequest('Mobile number is required');
  const list = String(request.query.skillIds ?? form.skillIds ?? '');
  const ids = resolveSkillIds(list, activeSkills(world));
  if (ids.length === 0) return badRequest('No valid skills to save');
  const candidate = findOrCreateCandidate(world, mobile);
  if (!candidate) return badRequest('Mobile number is required');
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { skillIds: ids } });
  return text('Skills saved successfully');
};
