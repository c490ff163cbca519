import { json, notFound } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { jobView } from './job-view.ts';

const NOT_APPLIED = 'Not Applied';

export const getJobById: Handler<'getJobById'> = (request, world) => {
  const job = world.jobs.get(request.query.jobId);
  if (!job) return notFound('Job not found');
  const candidate = findCandidateByMobile(world, request.query.mobileNumber);
  const application = candidate
    ? world.db.application.findFirst({ where: { candidateId: { equals: candidate.id }, jobId: { equals: job.id } } })
    : null;
  return json({ success: true, data: jobView(job, { candidate, candidateStatus: application?.candidateStatus ?? NOT_APPLIED }) });
};
