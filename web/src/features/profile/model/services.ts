import type { ServiceResult } from '#machines';
import type { ApiResult } from '#web/api/index.ts';

export interface ResumeDownload {
  blob: Blob;
  /** The name from Content-Disposition, else the requested one. */
  filename: string;
}

export interface ResumeUploadRequest {
  candidateId: string;
  file: File;
  fileName: string;
  onProgress?: (fraction: number) => void;
}

/** The candidate record as the apply feature reads it (null: the number has no profile); `raw` is the record itself. */
export interface CandidateAnswer {
  raw: Record<string, unknown>;
}

/**
 * What the profile screen uses of other features' work, passed in by `app/`: the candidate record (the apply
 * feature's reading, cached under the key every screen shares), the resume's download and upload, saving a file,
 * and signing out (the layout's).
 */
export interface ProfileServices {
  loadCandidate: (mobile: string, signal?: AbortSignal) => Promise<CandidateAnswer | null>;
  downloadResume: (input: { path: string; filename: string }) => Promise<ApiResult<ResumeDownload>>;
  uploadResume: (request: ResumeUploadRequest) => Promise<ServiceResult>;
  saveFile: (blob: Blob, filename: string) => Promise<void>;
  signOut: () => void;
}
