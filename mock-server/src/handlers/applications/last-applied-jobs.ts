import { json } from '../../core/responses.ts';
import { parseUpstreamDate } from '../../domain/dates.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { candidateApplications, recentView } from './application-view.ts';

/** The candidate's latest applications, newest first (a bare list; unknown candidates get an empty one). */
export const lastAppliedJobs: Handler<'lastAppliedJobs'> = (request, world) => {
  const { candidateId, size = 5 } = request.query;
  const at = (value: string) => parseUpstreamDate(value) ?? 0;
  const newest = candidateApplications(world, candidateId).sort(
    (a, b) => at(b.appliedOn) - at(a.appliedOn) || b.id - a.id,
  );
  return json(newest.slice(0, size).map((a) => recentView(world, a)));
};
