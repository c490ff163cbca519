import { base64ToBytes } from '../../core/byte-text.ts';
import { isRuntimeId, type MockWorld } from '../../core/world.ts';
import { generateJobs } from '../../generator/index.ts';
import type { Db } from '../../store/db.ts';
import { JobIndex, type JobOrigin } from '../../store/job-index.ts';
import type { Snapshot } from './snapshot.ts';

const sameOrigin = (a: JobOrigin | undefined, b: JobOrigin) =>
  a?.seed === b.seed && a.count === b.count && a.generatedAt === b.generatedAt;

/** The job table the snapshot names: the current one when it was generated the same way, else made again. */
function jobsFor(world: MockWorld, origin: JobOrigin | null): JobIndex {
  if (origin === null) return new JobIndex();
  if (world.jobs.size > 0 && sameOrigin(world.jobs.origin, origin)) return world.jobs;
  const jobs = new JobIndex();
  for (const job of generateJobs({ seed: origin.seed, count: origin.count, now: new Date(origin.generatedAt) }))
    jobs.add(job);
  jobs.origin = { ...origin };
  return jobs;
}

/** Puts a checked snapshot (read-snapshot.ts) into the world: its store already built, everything else replaced. */
export function restoreSnapshot(world: MockWorld, snapshot: Snapshot & { db: Db }): void {
  world.db = snapshot.db;
  world.jobs = jobsFor(world, snapshot.jobs);
  world.scenario = snapshot.scenario;
  world.clock.setNow(Date.parse(snapshot.clock.now));
  world.lastIds.clear();
  for (const [entity, id] of Object.entries(snapshot.lastIds)) world.lastIds.set(entity, id);
  world.tokens.restore(snapshot.tokens);
  world.otp.restore(snapshot.otp);
  world.faults.replace(snapshot.faults);
  world.drift.clear();
  for (const { operationId, kind } of snapshot.drift) world.drift.set(operationId, kind);
  world.files.clear();
  for (const file of snapshot.files) {
    world.files.restore(file.key, {
      filename: file.filename,
      mimetype: file.mimetype,
      data: Buffer.from(base64ToBytes(file.base64)),
    });
  }
  // Candidates with a run-time id were created by sign-ins: forgettable again, the oldest taken as the most idle.
  const created = world.db.candidate.getAll().filter((candidate) => isRuntimeId(candidate.id));
  world.newCandidates.replace(created.map((candidate) => candidate.id).sort((a, b) => a - b));
}
