import { json, notFound } from '../../core/responses.ts';
import { findApplication, moveApplication } from '../../domain/applications.ts';
import type { Handler } from '../../pipeline/handler.ts';

export const updateApplicationStatus: Handler<'updateApplicationStatus'> = (request, world) => {
  const body = request.body;
  const application = findApplication(world, body.openingCandidateDetailId);
  if (!application) return notFound('Application not found');
  const status = body.candidateStatus.trim();
  moveApplication(world, application.id, status, body.remarks?.trim() || `Status changed to ${status}`);
  return json({ success: true, message: 'Application status updated successfully' });
};
