import type { MockWorld } from '../../core/world.ts';
import { parseUpstreamDate } from '../shared/applications-dates.ts';
import { upstreamDateTime } from '../shared/dates.ts';

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

/** The steps of an application, oldest first; undated steps (zero date) keep their place at the end. */
export function timelineOf(world: MockWorld, applicationId: number) {
  const events = world.db.timelineEvent.findMany({ where: { applicationId: { equals: applicationId } } });
  const at = (value: string) => parseUpstreamDate(value) ?? Number.MAX_SAFE_INTEGER;
  return events
    .sort((a, b) => at(a.processedOn) - at(b.processedOn) || a.id - b.id)
    .map((e) => ({ candidateStatus: e.status, description: e.description || null, processedOn: e.processedOn || null }));
}

/** Sets an application's status and records the step. */
export function moveApplication(world: MockWorld, applicationId: number, status: string, description: string): void {
  world.db.application.update({
    where: { id: { equals: applicationId } },
    data: { candidateStatus: status, lastUpdatedOn: upstreamDateTime(world.clock.now()) },
  });
  addTimelineEvent(world, applicationId, status, description);
}
