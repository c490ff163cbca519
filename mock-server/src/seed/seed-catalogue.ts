import type { MockWorld } from '../core/world.ts';
import { SKILLS, generateJobs } from '../generator/index.ts';

/** The skills into the store; the generated jobs into the job index. (Designations are read from the generator's table.) */
export function seedCatalogue(world: MockWorld): void {
  for (const skill of SKILLS) world.db.skill.create({ ...skill });
  const jobs = generateJobs({ seed: world.options.seed, count: world.options.jobCount, now: new Date(world.clock.now()) });
  for (const job of jobs) world.jobs.add(job);
}
