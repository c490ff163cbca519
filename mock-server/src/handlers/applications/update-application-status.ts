import { json, notFound } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findApplication } from './application-view.ts';
import { moveApplication } from './timeline.ts';

interface Body {
  openingCandidateDetailId: number;
  candidateStatus: string;
  remarks?: string;
}

export const updateApplicationStatus: Handler = (request, world) => {
  const body = request.body as Body;
  const application = findApplication(world, body.openingCandidateDetailId);
  if (!application) return notFound('Application not found');
  const status = body.candidateStatus.trim();
  moveApplication(world, application.id, status, body.remarks?.trim() || `Status changed to ${status}`);
  return json({ success: true, message: 'Application status updated successfully' });
};
