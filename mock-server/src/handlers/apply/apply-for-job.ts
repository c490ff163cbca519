import { badRequest, error, json } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import type { Handler } from '../../pipeline/handler.ts';
import type { JobRecord } from '../../world/index.ts';
import { findOrCreateCandidate, validIndianMobile } from '../shared/auth-mobile.ts';
import { splitFullName } from '../shared/apply-names.ts';
import { resumeFolder, type CandidateRow } from '../shared/candidates.ts';
import { upstreamDateTime } from '../shared/dates.ts';
import { createNotification } from '../shared/notifications-create.ts';
import { recordReferredApply } from '../shared/referrals-status.ts';
import { checkResume, resumeFileName, RESUME_TYPE_MESSAGE, type CheckedResume } from './resume-upload.ts';

export const ALREADY_APPLIED = 'You have already applied for this job';
export const APPLIED_MESSAGE = 'Application submitted successfully';

interface ApplyForm {
  fullName?: string;
  email?: string;
  useCurrentResume?: string;
}

function storeResume(world: MockWorld, candidate: CandidateRow, resume: CheckedResume): void {
  const filename = resumeFileName(candidate.id, resume.extension);
  world.files.put(resumeFolder(candidate.id), { filename, mimetype: resume.mimetype, data: resume.data });
  world.db.candidate.update({
    where: { id: { equals: candidate.id } },
    data: { resumeFileName: filename, filePath: resumeFolder(candidate.id) },
  });
}

/** A first application fills in a name and e-mail the candidate did not have yet. */
function fillBlanks(world: MockWorld, candidate: CandidateRow, form: ApplyForm, queryName: unknown): void {
  const name = (form.fullName ?? (typeof queryName === 'string' ? queryName : '')).trim();
  const data = {
    ...(candidate.fullName === '' && name !== '' ? splitFullName(name) : {}),
    ...(candidate.email === '' && form.email ? { email: form.email.trim() } : {}),
  };
  if (Object.keys(data).length > 0) world.db.candidate.update({ where: { id: { equals: candidate.id } }, data });
}

function record(world: MockWorld, candidate: CandidateRow, job: JobRecord, recruiterId: number) {
  const now = upstreamDateTime(world.clock.now());
  const application = world.db.application.create({
    id: world.nextId('application'),
    candidateId: candidate.id,
    jobId: job.id,
    budgetId: job.budgetId,
    candidateStatus: 'Submitted',
    appliedOn: now,
    lastUpdatedOn: now,
    recruiterId: recruiterId > 0 ? recruiterId : job.recruiterId,
  });
  world.db.timelineEvent.create({
    id: world.nextId('timelineEvent'),
    applicationId: application.id,
    status: 'Applied',
    description: `Applied for ${job.jobName} at ${job.companyName}, ${job.cityName}`,
    processedOn: now,
  });
  createNotification(world, {
    candidateId: candidate.id,
    notificationType: 'AppliedJobUpdate',
    title: 'Application submitted',
    body: `Your application for ${job.jobName} in ${job.cityName} has been submitted.`,
    jobId: job.id,
    applicationId: application.id,
    positionStatus: 'Submitted',
  });
  return application;
}

export const applyForJob: Handler = (request, world) => {
  const national = validIndianMobile(request.query.mobileNumber);
  if (!national) return badRequest('Mobile number is required');
  const job = world.jobs.get(Number(request.query.positionId));
  if (!job) return badRequest('Job not found');
  const upload = request.files.find((f) => f.field === 'resume') ?? request.files[0];
  const resume = upload ? checkResume(upload) : null;
  if (upload && !resume) return badRequest(RESUME_TYPE_MESSAGE);
  const candidate = findOrCreateCandidate(world, national);
  const existing = world.db.application.findFirst({ where: { candidateId: { equals: candidate.id }, jobId: { equals: job.id } } });
  if (existing) return error(409, ALREADY_APPLIED);
  if (resume) storeResume(world, candidate, resume);
  fillBlanks(world, candidate, (request.body ?? {}) as ApplyForm, request.query.name);
  const application = record(world, candidate, job, Number(request.query.recruiterId ?? 0));
  recordReferredApply(world, national);
  return json({ id: application.id, candidateStatus: 'submitted', message: APPLIED_MESSAGE });
};
