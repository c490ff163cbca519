import { badRequest, json, storageFull } from '../../core/responses.ts';
import { findCandidateById, resumeFolder } from '../../domain/candidates.ts';
import { matchingResumeExtension, resumeFileName } from '../../domain/resumes.ts';
import type { Handler } from '../../pipeline/handler.ts';

/**
 * Stores the resume (checked by name, declared type and content; never empty) as {candidateId}_Resume.{ext} in the
 * candidate's folder, where the download reads it; 413 when the world's storage is full.
 */
export const updateCandidateResume: Handler<'updateCandidateResume'> = async (request, world) => {
  const { candidateId } = request.body;
  const file = request.files.find((f) => f.field === 'resume');
  const ext = file ? await matchingResumeExtension(file) : null;
  if (!file || !ext) return badRequest('Resume file is required or invalid format');
  const candidate = findCandidateById(world, candidateId);
  if (!candidate) return badRequest('Candidate ID is required');
  const fileName = resumeFileName(candidate.id, ext);
  const filePath = resumeFolder(candidate.id);
  if (!world.files.put(filePath, { filename: fileName, mimetype: file.mimetype, data: file.data }))
    return storageFull();
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { resumeFileName: fileName, filePath } });
  return json({ success: true, message: 'Resume uploaded successfully!', fileName, filePath });
};
