import { message, RESUME_AUTH_FAILED, upstream, type ApplyCallResult } from '#machines';
import { PRODUCT_JOBS } from '#contract/product.ts';
import { uploadWithProgress } from '#web/api/upload-with-progress.ts';

export interface ResumeUpload {
  candidateId: string;
  file: File;
  /** {candidateId}_Resume.{ext} */
  fileName: string;
  onProgress?: (fraction: number) => void;
}

/**
 * POST updateCandidateResume (multipart candidateId + resume), reporting upload progress. A 401 after the one retry
 * says 'Authentication failed. Please login again.'.
 */
export async function updateCandidateResume({
  candidateId,
  file,
  fileName,
  onProgress,
}: ResumeUpload): Promise<ApplyCallResult> {
  const form = new FormData();
  form.append('candidateId', candidateId);
  form.append('resume', file, fileName);
  const result = await uploadWithProgress(`${PRODUCT_JOBS}/updateCandidateResume`, form, { onProgress });
  if (result.ok && result.status === 200) {
    const said = result.data?.message;
    return { success: true, ...(said ? { message: upstream(said) } : {}) };
  }
  if (!result.ok && result.reason !== 'http') throw { kind: 'network', message: result.message };
  // uploadWithProgress has already renewed the token and sent the file once more.
  if (result.status === 401) return { success: false, message: RESUME_AUTH_FAILED };
  return { success: false, message: message('applyForJob:upload.refused', { httpStatus: result.status }) };
}
