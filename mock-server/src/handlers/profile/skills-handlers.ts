import { badRequest, json, mobileRequired, text } from '../../core/responses.ts';
import { findCandidateByMobile, findOrCreateIfValid } from '../../domain/candidates.ts';
import { usableMobile } from '../../domain/mobile.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { activeSkills, resolveSkillIds, skillItems } from './skills.ts';

/** The candidate's skills as {skillId, skillName}; skills no longer active are left out. */
export const fetchCandidateSkills: Handler<'fetchCandidateSkills'> = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return mobileRequired();
  const candidate = findCandidateByMobile(world, mobile);
  return json({ success: true, data: candidate ? skillItems(candidate.skillIds, activeSkills(world)) : [] });
};

/** Skills suggested to the candidate, minus those already on the profile. */
export const fetchCandidateInactiveSkills: Handler<'fetchCandidateInactiveSkills'> = (request, world) => {
  const mobile = usableMobile(request.query.mobileNumber);
  if (!mobile) return mobileRequired();
  const candidate = findCandidateByMobile(world, mobile);
  if (!candidate) return json({ success: true, data: [] });
  const catalogue = world.db.skill.findMany({}).map((s) => ({ skillId: s.id, skillName: s.skillName }));
  const suggested = candidate.inactiveSkillIds.filter((id) => !candidate.skillIds.includes(id));
  return json({ success: true, data: skillItems(suggested, catalogue) });
};

export const fetchAllActiveSkills: Handler<'fetchAllActiveSkills'> = (_request, world) =>
  json({ success: true, data: activeSkills(world) });

/**
 * Replaces the candidate's skills. The query form (skillIds, mobileNumber) and the profile screen's
 * multipart form carry the same two values.
 */
export const saveCandidateSkills: Handler<'saveCandidateSkills'> = (request, world) => {
  const form = request.body;
  const mobile = usableMobile(request.query.mobileNumber ?? form?.mobileNumber);
  if (!mobile) return mobileRequired();
  const list = request.query.skillIds ?? form?.skillIds ?? '';
  const ids = resolveSkillIds(list, activeSkills(world));
  if (ids.length === 0) return badRequest('No valid skills to save');
  const candidate = findOrCreateIfValid(world, mobile);
  if (!candidate) return mobileRequired();
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { skillIds: ids } });
  return text('Skills saved successfully');
};
