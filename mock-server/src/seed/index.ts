import type { MockWorld } from '../core/world.ts';
import { createDb } from '../store/db.ts';
import { seedApplications } from './seed-applications.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedDocuments } from './seed-documents.ts';
import { seedEarnings } from './seed-earnings.ts';
import { seedInterviews } from './seed-interviews.ts';
import { seedLinks } from './seed-links.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedPeople } from './seed-people.ts';
import { seedReferrals } from './seed-referrals.ts';

/** Order matters: later seeds refer to jobs and people made by earlier ones. */
const SEEDS: ReadonlyArray<(world: MockWorld) => void> = [
  seedCatalogue,
  seedPeople,
  seedApplications,
  seedReferrals,
  seedEarnings,
  seedNotifications,
  seedInterviews,
  seedLinks,
  seedDocuments,
];

export function seedWorld(world: MockWorld): void {
  for (const seed of SEEDS) seed(world);
}

/** Back to the seed: a fresh store, and no tokens, codes, faults, drift, requests, uploads or created candidates. */
export function resetWorld(world: MockWorld): void {
  world.db = createDb();
  world.clock.reset();
  world.tokens.clear();
  world.otp.clear();
  world.faults.clear();
  world.drift.clear();
  world.log.clear();
  world.files.clear();
  world.newCandidates.clear();
  world.violations.length = 0;
  seedWorld(world);
}
