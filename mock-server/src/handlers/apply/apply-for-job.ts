import { RESUME_FILE } from '#contract/rules.ts';
import { badRequest, error, json, mobileRequired, storageFull } from '../../core/responses.ts';
import type { MockWorld } from '../../core/world.ts';
import { addTimelineEvent } from '../../domain/applications.ts';
import { findOrCreateCandidate, resumeFolder } from '../../domain/candidates.ts';
import { upstreamDateTime } from '../../domain/dates.ts';
import { validIndianMobile } from '../../domain/mobile.ts';
import { splitFullName } from '../../domain/names.ts';
import { createNotification } from '../../domain/notifications.ts';
import { recordReferredApply } from '../../domain/referrals.ts';
import { checkResume, resumeFileName, type CheckedResume } from '../../domain/resumes.ts';
import type { JobRecord } from '../../generator/index.ts';
import type { Handler, HandlerRequest } from '../../pipeline/handler.ts';
import type { CandidateRow } from '../../store/db.ts';
import { fillMessage } from '../../core/message-template.ts';

const ALREADY_APPLIED = 'You have already applied for this job';
const APPLIED_MESSAGE = 'Application submitted successfully';
/** The timeline's first step; the client's messages catalogue is keyed by this template. */
const SUBMITTED_NOTIFICATION_TEXT = 'Your application for {{jobName}} in {{cityName}} has been submitted.';
const APPLIED_EVENT_TEXT = 'Applied for {{jobName}} at {{companyName}}, {{cityName}}';

const appliedText = ({ jobName, companyName, cityName }: JobRecord) =>
  fillMessage(APPLIED_EVENT_TEXT, { jobName, companyName, cityName });

type ApplyForm = HandlerRequest<'applyForJob'>['body'];

/** Keeps the resume as the candidate's current one; false when the world's storage is full (nothing changed). */
function storeResume(world: MockWorld, candidate: CandidateRow, resume: CheckedResume): boolean {
  const filename = resumeFileName(candidate.id, resume.extension);
  if (!world.files.put(resumeFolder(candidate.id), { filename, mimetype: resume.mimetype, data: resume.data }))
    return false;
  world.db.candidate.update({
    where: { id: { equals: candidate.id } },
    data: { resumeFileName: filename, filePath: resumeFolder(candidate.id) },
  });
  return true;
}

/** A first application fills in a name and e-mail the candidate did not have yet. */
function fillBlanks(world: MockWorld, candidate: CandidateRow, form: ApplyForm): void {
  const name = form.fullName.trim();
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
  addTimelineEvent(world, application.id, 'Applied', appliedText(job));
  createNotification(world, {
    candidateId: candidate.id,
    notificationType: 'AppliedJobUpdate',
    title: 'Application submitted',
    body: fillMessage(SUBMITTED_NOTIFICATION_TEXT, { jobName: job.jobName, cityName: job.cityName }),
    jobId: job.id,
    applicationId: application.id,
    positionStatus: 'Submitted',
  });
  return application;
}

export const applyForJob: Handler<'applyForJob'> = async (request, world) => {
  const national = validIndianMobile(request.query.mobileNumber);
  if (!national) return mobileRequired();
  const job = world.jobs.get(request.query.positionId);
  if (!job) return badRequest('Job not found');
  // The file part is `resumeFile` (the contract's x-field-assumed); a file under another name is not the resume.
  const upload = request.files.find((f) => f.field === 'resumeFile');
  // An empty file, or one whose bytes are not the document its name says, is refused like a wrong type.
  const resume = upload ? await checkResume(upload) : null;
  if (upload && !resume) return badRequest(RESUME_FILE.messages.wrongType);
  const candidate = findOrCreateCandidate(world, national);
  const existing = world.db.application.findFirst({
    where: { candidateId: { equals: candidate.id }, jobId: { equals: job.id } },
  });
  if (existing) return error(409, ALREADY_APPLIED);
  if (resume && !storeResume(world, candidate, resume)) return storageFull();
  fillBlanks(world, candidate, request.body);
  const application = record(world, candidate, job, request.query.recruiterId ?? 0);
  recordReferredApply(world, national);
  return json({ id: application.id, candidateStatus: 'submitted', message: APPLIED_MESSAGE });
};
