import { badRequest, json, notFound } from '../../core/responses.ts';
import { findApplication } from '../../domain/applications.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { timelineOf } from './timeline.ts';

/** The status history of one application, as a bare list of events (empty when the upstream kept none). */
export const fetchApplicationTimeline: Handler<'fetchApplicationTimeline'> = (request, world) => {
  const raw = request.params.openingCandidateDetailId.trim();
  if (raw === '') return badRequest('openingCandidateDetailId is required');
  const application = /^\d+$/.test(raw) ? findApplication(world, Number(raw)) : null;
  if (!application) return notFound('Application not found');
  return json(timelineOf(world, application.id));
};
