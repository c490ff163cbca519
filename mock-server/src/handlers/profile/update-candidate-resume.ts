import { badRequest, json } from '../../core/responses.ts';
import type { UploadedFile } from '../../core/types.ts';
import type { Handler } from '../../pipeline/handler.ts';
import { findCandidateById, resumeFolder } from '../shared/candidates.ts';

const RESUME_TYPES: Readonly<Record<string, readonly string[]>> = {
  pdf: ['application/pdf'],
  doc: ['application/msword'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
};

/** The extension of an acceptable resume (by both its name and its media type), else null. */
function resumeExtension(file: UploadedFile): string | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const mimetype = file.mimetype.split(';')[0]!.trim().toLowerCase();
  return file.size > 0 && RESUME_TYPES[ext]?.includes(mimetype) ? ext : null;
}

/** Stores the resume as {candidateId}_Resume.{ext} in the candidate's folder, where the download reads it. */
export const updateCandidateResume: Handler = (request, world) => {
  const { candidateId } = request.body as { candidateId: number };
  const file = request.files.find((f) => f.field === 'resume');
  const ext = file ? resumeExtension(file) : null;
  if (!file || !ext) return badRequest('Resume file is required or invalid format');
  const candidate = findCandidateById(world, candidateId);
  if (!candidate) return badRequest('Candidate ID is required');
  const fileName = `${candidate.id}_Resume.${ext}`;
  const filePath = resumeFolder(candidate.id);
  world.files.put(filePath, { filename: fileName, mimetype: file.mimetype, data: file.data });
  world.db.candidate.update({ where: { id: { equals: candidate.id } }, data: { resumeFileName: fileName, filePath } });
  return json({ success: true, message: 'Resume uploaded successfully!', fileName, filePath });
};
