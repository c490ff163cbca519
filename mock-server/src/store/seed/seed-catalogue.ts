import type { MockWorld } from '../../core/world.ts';
import { DESIGNATIONS, SKILLS, generateJobs } from '../../world/index.ts';

/** Skills, designations and the generated jobs (into the store and its read index). */
export function seedCatalogue(world: MockWorld): void {
  for (const skill of SKILLS) world.db.skill.create({ ...skill });
  for (const d of DESIGNATIONS) {
    world.db.designation.create({ id: d.id, label: d.name, department: d.department, category: d.category });
  }
  const jobs = generateJobs({ seed: world.options.seed, count: world.options.jobCount, now: new Date(world.clock.now()) });
  for (const job of jobs) {
    world.db.job.create({ ...job, skillIds: [...job.skillIds], skills: [...job.skills] });
    world.jobs.add(job);
  }
}
