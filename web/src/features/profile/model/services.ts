import type { ApplyCallResult } from '#machines';
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

/**
 * What the profile screen uses of other features' work, passed in by `app/`: the resume's download and upload (the
 * apply feature's), saving a file, and signing out (the layout's).
 */
export interface ProfileServices {
  downloadResume: (input: { path: string; filename: string }) => Promise<ApiResult<ResumeDownload>>;
  uploadResume: (request: ResumeUploadRequest) => Promise<ApplyCallResult>;
  saveFile: (blob: Blob, filename: string) => Promise<void>;
  signOut: () => void;
}
