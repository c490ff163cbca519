import type { UploadedFile } from '../../core/types.ts';

export const RESUME_TYPE_MESSAGE = 'Please upload a PDF, DOC, or DOCX file.';

const MIME_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
const ALLOWED_MIMES = new Set(Object.values(MIME_BY_EXTENSION));

export interface CheckedResume {
  extension: string;
  mimetype: string;
  data: Buffer;
}

/** A resume must be PDF, DOC or DOCX by both its name and its declared type. */
export function checkResume(file: UploadedFile): CheckedResume | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase() ?? '';
  const mimetype = MIME_BY_EXTENSION[extension];
  if (!mimetype || !ALLOWED_MIMES.has(file.mimetype.split(';')[0]!.trim().toLowerCase())) return null;
  return { extension, mimetype, data: file.data };
}

export const resumeFileName = (candidateId: number, extension: string): string => `${candidateId}_Resume.${extension}`;

/** The documented media type of a stored file, for the download answer. */
export function downloadType(filename: string, stored: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? (ALLOWED_MIMES.has(stored) ? stored : 'application/octet-stream');
}
