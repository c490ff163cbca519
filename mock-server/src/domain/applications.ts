import type { MockWorld } from '../core/world.ts';
import type { ApplicationRow } from '../store/db.ts';
import { upstreamDateTime } from './dates.ts';

export function findApplication(world: MockWorld, id: number): ApplicationRow | null {
  return world.db.application.findFirst({ where: { id: { equals: id } } });
}

/** Adds a step to an application's history, dated now. */
export function addTimelineEvent(world: MockWorld, applicationId: number, status: string, description: string): void {
  world.db.timelineEvent.create({
    id: world.nextId('timelineEvent'),
    applicationId,
    status,
    description,
    processedOn: upstreamDateTime(world.clock.now()),
  });
}

/** Sets an application's status and records the step. */
export function moveApplication(world: MockWorld, applicationId: number, status: string, description: string): void {
  world.db.application.update({
    where: { id: { equals: applicationId } },
    data: { candidateStatus: status, lastUpdatedOn: upstreamDateTime(world.clock.now()) },
  });
  addTimelineEvent(world, applicationId, status, description);
}
