import { RESUME_MAX_BYTES } from '../constants.ts';
import type { FileInfo } from '../types.ts';

export const RESUME_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file.';
export const RESUME_SIZE_MESSAGE = 'File size must be less than 5MB.';
export const RESUME_CANDIDATE_MESSAGE = 'Unable to upload resume. Please try again later.';

const EXTENSIONS = ['.pdf', '.doc', '.docx'];
const MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function validateResumeFile(file: FileInfo): string | null {
  if (!EXTENSIONS.includes(extensionOf(file.name)) && !MIME_TYPES.includes(file.type)) {
    return RESUME_TYPE_MESSAGE;
  }
  return file.size > RESUME_MAX_BYTES ? RESUME_SIZE_MESSAGE : null;
}

/** The stored name: candidate id, then _Resume, then the original extension. */
export function resumeFileName(candidateId: string, originalName: string): string {
  return `${candidateId}_Resume${extensionOf(originalName)}`;
}
