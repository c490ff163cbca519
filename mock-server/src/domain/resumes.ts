import { RESUME_FILE } from '#contract/rules.ts';
import type { UploadedFile } from '../contract/raw-request.ts';
import { documentKindOf } from './upload-content.ts';

export interface CheckedResume {
  extension: string;
  mimetype: string;
  data: Buffer;
}

const RESUME_TYPES: ReadonlyMap<string, string> = new Map(Object.entries(RESUME_FILE.types));
const ALLOWED_MEDIA = new Set(RESUME_TYPES.values());

const extensionOf = (filename: string) => /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
const mediaOf = (file: UploadedFile) => file.mimetype.split(';')[0]!.trim().toLowerCase();

/** The file's extension when its bytes are the document its name says (a PDF named .pdf, …), else null. */
async function contentMatchesName(file: UploadedFile): Promise<string | null> {
  const extension = extensionOf(file.filename);
  if (!RESUME_TYPES.has(extension)) return null;
  return (await documentKindOf(file.data)) === extension ? extension : null;
}

/**
 * A resume for applyForJob: PDF, DOC or DOCX (the ResumeFile rule) by its name, its declared type and its
 * content; an empty file or one whose bytes are something else (a program named cv.pdf) is refused.
 */
export async function checkResume(file: UploadedFile): Promise<CheckedResume | null> {
  if (!ALLOWED_MEDIA.has(mediaOf(file))) return null;
  const extension = await contentMatchesName(file);
  return extension === null ? null : { extension, mimetype: RESUME_TYPES.get(extension)!, data: file.data };
}

/** The extension of a resume whose name, declared type and content agree (updateCandidateResume), else null. */
export async function matchingResumeExtension(file: UploadedFile): Promise<string | null> {
  const extension = await contentMatchesName(file);
  return extension !== null && RESUME_TYPES.get(extension) === mediaOf(file) ? extension : null;
}

export const resumeFileName = (candidateId: number, extension: string): string => `${candidateId}_Resume.${extension}`;

/** The documented media type of a stored file, for the download answer. */
export function downloadType(filename: string, stored: string): string {
  return RESUME_TYPES.get(extensionOf(filename)) ?? (ALLOWED_MEDIA.has(stored) ? stored : 'application/octet-stream');
}
