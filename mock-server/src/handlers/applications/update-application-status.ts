import { json, notFound } from '../../core/responses.ts';
import { findApplication, moveApplication } from '../../domain/applications.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { fillMessage } from '../../core/message-template.ts';

/** The timeline step's text when the recruiter wrote no remark; the client's messages catalogue is keyed by it. */
const STATUS_CHANGED_TEXT = 'Status changed to {{status}}';

export const updateApplicationStatus: Handler<'updateApplicationStatus'> = (request, world) => {
  const body = request.body;
  const application = findApplication(world, body.openingCandidateDetailId);
  if (!application) return notFound('Application not found');
  const status = body.candidateStatus.trim();
  moveApplication(world, application.id, status, body.remarks?.trim() || fillMessage(STATUS_CHANGED_TEXT, { status }));
  return json({ success: true, message: 'Application status updated successfully' });
};
