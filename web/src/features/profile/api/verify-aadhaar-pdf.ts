import type { AadhaarVerification } from '#machines';
import { api } from '#web/api/index.ts';
import { refusalText } from '#web/api/refusal-text.ts';
import { uploadForm } from '#web/api/upload-form.ts';

/**
 * POST verifyCandidateAadhaar (multipart PDF: file, mobileNumber). A refusal resolves with success false and its
 * text (message or error of the body, the text itself, or 'HTTP {status}'), so the machine's failure rule decides.
 */
export async function verifyAadhaarPdf(mobileNumber: string, file: File): Promise<AadhaarVerification> {
  const { upstream } = api;
  const result = await upstream.call(
    (init) =>
      upstream.client.POST('/legacy-services/api/v1/candidate/verifyCandidateAadhaar', {
        body: { file: file.name, mobileNumber },
        bodySerializer: () => uploadForm(file, { mobileNumber }),
        ...init,
      }),
    { timeout: 'long' },
  );
  if (result.ok) return result.data ?? { success: false, message: 'Verification failed' };
  return { success: false, status: result.status, message: failureText(result.body, result.status) };
}

/** A refusal's words; a bare `success: false` says 'Verification failed'. */
export function failureText(body: string, status: number): string {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (parsed.success === false && !parsed.message && !parsed.error) return 'Verification failed';
  } catch {
    // not JSON: refusalText reads the text itself, if it is words
  }
  return refusalText(body) || `HTTP ${status}`;
}
