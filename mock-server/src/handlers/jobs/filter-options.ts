import type { components } from '#contract/schema.d.ts';
import { json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { CITIES, DESIGNATIONS, GENERIC_SKILLS, skillById } from '../../generator/index.ts';

type Option = components['schemas']['FilterOption'];

/** Cities have no upstream id of their own: their place in the city table (from 1) stands in. */
const CITY_ID = new Map(CITIES.map((c, i) => [c.name, i + 1]));
const DESIGNATION_LABEL = new Map(DESIGNATIONS.map((d) => [d.id, d.name]));
const GENERIC_IDS = new Set(GENERIC_SKILLS.map((s) => s.id));

const sorted = (options: Map<number, string>): Option[] =>
  [...options].map(([id, label]) => ({ id, label })).sort((a, b) => a.label.localeCompare(b.label) || a.id - b.id);

export const fetchJobFilterOptions: Handler<'fetchJobFilterOptions'> = (request, world) => {
  const q = request.query;
  const nearby = world.jobs.within(q.latitude, q.longitude, q.radius ?? 150);
  const designations = new Map<number, string>();
  const locations = new Map<number, string>();
  const skills = new Map<number, string>();
  for (const { job } of nearby) {
    const designation = DESIGNATION_LABEL.get(job.designationId);
    if (designation) designations.set(job.designationId, designation);
    const cityId = CITY_ID.get(job.cityName);
    if (cityId !== undefined) locations.set(cityId, job.cityName);
    for (const id of job.skillIds) {
      const skill = skillById(id);
      if (skill && !GENERIC_IDS.has(id)) skills.set(id, skill.skillName);
    }
  }
  return json({ designations: sorted(designations), locations: sorted(locations), skills: sorted(skills) });
};
