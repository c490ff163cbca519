import { JobIndex } from '../store/job-index.ts';
import type { Scenario } from './scenario.ts';

export const emptyWorldScenario: Scenario = {
  name: 'empty-world',
  description:
    'No jobs anywhere: every search and nearby list is empty, any job id is unknown, and no one has applications, interviews or job notifications. People, skills, referrals and earnings stay.',
  arrange(world) {
    world.jobs = new JobIndex();
    const all = { where: { id: { gte: 0 } } };
    world.db.timelineEvent.deleteMany(all);
    world.db.interview.deleteMany(all);
    world.db.application.deleteMany(all);
    world.db.notification.deleteMany(all);
  },
};
