import type { MockWorld } from '../../core/world.ts';
import { parseUpstreamDate } from '../../domain/dates.ts';

/** The steps of an application, oldest first; undated steps (zero date) keep their place at the end. */
export function timelineOf(world: MockWorld, applicationId: number) {
  const events = world.db.timelineEvent.findMany({ where: { applicationId: { equals: applicationId } } });
  const at = (value: string) => parseUpstreamDate(value) ?? Number.MAX_SAFE_INTEGER;
  return events
    .sort((a, b) => at(a.processedOn) - at(b.processedOn) || a.id - b.id)
    .map((e) => ({
      candidateStatus: e.status,
      description: e.description || null,
      processedOn: e.processedOn || null,
    }));
}
