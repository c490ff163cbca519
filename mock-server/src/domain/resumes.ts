import { RESUME_FILE } from '#contract/rules.ts';
import type { UploadedFile } from '../contract/raw-request.ts';

export interface CheckedResume {
  extension: string;
  mimetype: string;
  data: Buffer;
}

const RESUME_TYPES: Readonly<Record<string, string>> = RESUME_FILE.types;
const ALLOWED_MEDIA = new Set(Object.values(RESUME_TYPES));

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
const mediaOf = (file: UploadedFile) => file.mimetype.split(';')[0]!.trim().toLowerCase();

/** A resume must be PDF, DOC or DOCX (the ResumeFile rule) by both its name and its declared type. */
export function checkResume(file: UploadedFile): CheckedResume | null {
  const extension = extensionOf(file.filename);
  const mimetype = RESUME_TYPES[extension];
  if (!mimetype || !ALLOWED_MEDIA.has(mediaOf(file))) return null;
  return { extension, mimetype, data: file.data };
}

/** The extension of an acceptable, non-empty resume whose name and media type agree (updateCandidateResume), else null. */
export function matchingResumeExtension(file: UploadedFile): string | null {
  const extension = extensionOf(file.filename);
  return file.size > 0 && RESUME_TYPES[extension] === mediaOf(file) ? extension : null;
}

export const resumeFileName = (candidateId: number, extension: string): string => `${candidateId}_Resume.${extension}`;

/** The documented media type of a stored file, for the download answer. */
export function downloadType(filename: string, stored: string): string {
  return RESUME_TYPES[extensionOf(filename)] ?? (ALLOWED_MEDIA.has(stored) ? stored : 'application/octet-stream');
}
