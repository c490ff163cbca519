import { json } from '../../core/responses.ts';
import type { Handler } from '../../pipeline/handler.ts';

/** The application status of one job for one candidate ('Not Applied' when there is none). */
export const getApplicationStatus: Handler<'getApplicationStatus'> = (request, world) => {
  const { candidateId, jobId } = request.params;
  const application = world.db.application.findFirst({
    where: { candidateId: { equals: candidateId }, jobId: { equals: jobId } },
  });
  return json({ candidateId, jobId, candidateStatus: application?.candidateStatus || 'Not Applied' });
};
