import type { MockWorld } from '../core/world.ts';
import { SKILLS } from '../generator/index.ts';
import { jobTableFor } from '../store/job-tables.ts';

/** The skills into the store; the generated jobs (shared between worlds) as the job index. (Designations are read from the generator's table.) */
export function seedCatalogue(world: MockWorld): void {
  for (const skill of SKILLS) world.db.skill.create({ ...skill });
  world.jobs = jobTableFor(world.options.seed, world.options.jobCount, world.clock.now());
}
