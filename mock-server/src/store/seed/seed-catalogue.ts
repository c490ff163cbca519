import type { MockWorld } from '../../core/world.ts';
import { DESIGNATIONS, SKILLS, generateJobs } from '../../world/index.ts';

/** Skills and designations into the store; the generated jobs into the job index. */
export function seedCatalogue(world: MockWorld): void {
  for (const skill of SKILLS) world.db.skill.create({ ...skill });
  for (const d of DESIGNATIONS) {
    world.db.designation.create({ id: d.id, label: d.name, department: d.department, category: d.category });
  }
  const jobs = generateJobs({ seed: world.options.seed, count: world.options.jobCount, now: new Date(world.clock.now()) });
  for (const job of jobs) world.jobs.add(job);
}
