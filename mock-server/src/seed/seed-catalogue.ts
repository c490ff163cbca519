import type { MockWorld } from '../core/world.ts';
import { SKILLS, generateJobs } from '../generator/index.ts';

/** The skills into the store; the generated jobs into the job index. (Designations are read from the generator's table.) */
export function seedCatalogue(world: MockWorld): void {
  for (const skill of SKILLS) world.db.skill.create({ ...skill });
  const origin = { seed: world.options.seed, count: world.options.jobCount, generatedAt: world.clock.now() };
  const jobs = generateJobs({ seed: origin.seed, count: origin.count, now: new Date(origin.generatedAt) });
  for (const job of jobs) world.jobs.add(job);
  world.jobs.origin = origin;
}
