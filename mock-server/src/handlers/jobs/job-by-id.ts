import type { components } from '#contract/schema.d.ts';
import { notFound, serialisedJson } from '../../core/responses.ts';
import { findCandidateByMobile } from '../../domain/candidates.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { joinJson } from '../../core/json-bytes.ts';
import { jobViewPieces } from './job-view.ts';

const NOT_APPLIED = 'Not Applied';

type JobEnvelope = components['schemas']['JobEnvelope'];

export const getJobById: Handler<'getJobById'> = (request, world) => {
  const job = world.jobs.get(request.query.jobId);
  if (!job) return notFound('Job not found');
  const candidate = findCandidateByMobile(world, request.query.mobileNumber);
  const application = candidate
    ? world.db.application.findFirst({ where: { candidateId: { equals: candidate.id }, jobId: { equals: job.id } } })
    : null;
  const data = jobViewPieces(job, { candidate, candidateStatus: application?.candidateStatus ?? NOT_APPLIED });
  return serialisedJson<JobEnvelope>(joinJson(['{"success":true,"data":', ...data, '}']));
};
