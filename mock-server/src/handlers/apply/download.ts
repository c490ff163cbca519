import { badRequest, notFound } from '../../core/responses.ts';
import { findCandidateById, resumeFolder } from '../../domain/candidates.ts';
import { downloadType } from '../../domain/resumes.ts';
import type { Handler } from '../../pipeline/handler.ts';

const INVALID_PATH = 'Invalid file path';
const FOLDER = /^candidates\/documents\/([0-9]{1,12})\/$/;

export const downloadFileFromAWS: Handler<'downloadFileFromAWS'> = (request, world) => {
  const { path, filename } = request.query;
  const candidateId = Number(FOLDER.exec(path)?.[1] ?? NaN);
  const candidate = Number.isInteger(candidateId) ? findCandidateById(world, candidateId) : null;
  if (!candidate || path !== resumeFolder(candidate.id) || /[/\\]|\.\./.test(filename)) return badRequest(INVALID_PATH);
  const file = world.files.get(path, filename);
  if (!file) return notFound('File not found');
  return {
    status: 200,
    body: file.data,
    contentType: downloadType(file.filename, file.mimetype),
    // Always a download, and the browser keeps the declared type rather than guessing one from the bytes.
    headers: { 'Content-Disposition': `attachment; filename="${file.filename}"`, 'X-Content-Type-Options': 'nosniff' },
  };
};
