import { base64ToBytes } from '../../core/byte-text.ts';
import { isRuntimeId, type MockWorld } from '../../core/world.ts';
import type { Db } from '../../store/db.ts';
import { JobIndex } from '../../store/job-index.ts';
import { jobTableOf } from '../../store/job-tables.ts';
import type { Snapshot } from './snapshot.ts';

/** The job table the snapshot names: the world's own when it was generated the same way, else the shared one. */
function jobsFor(world: MockWorld, origin: Snapshot['jobs']): JobIndex {
  if (origin === null) return new JobIndex();
  const own = world.jobs.origin;
  const same = own?.seed === origin.seed && own.count === origin.count && own.generatedAt === origin.generatedAt;
  return same && world.jobs.size > 0 ? world.jobs : jobTableOf(origin);
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
