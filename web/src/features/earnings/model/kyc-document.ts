/** KYC documents: images or PDF, 5 MB at most. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_ACCEPT = 'image/*,application/pdf';
export const GUIDELINE_KEYS = ['upload.maxSize', 'upload.formats'] as const;

export const acceptableKycDocument = (file: File) =>
  (file.type.startsWith('image/') || file.type === 'application/pdf') && file.size <= KYC_DOCUMENT_MAX_BYTES;
