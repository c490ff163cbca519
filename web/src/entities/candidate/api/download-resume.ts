import type { DownloadResumeInput } from '#machines';
import { api, type ApiResult } from '#web/api/index.ts';

export interface ResumeFile {
  blob: Blob;
  /** The name from Content-Disposition, else the requested one. */
  filename: string;
}

function dispositionName(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (star) return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/** GET downloadFileFromAWS: the resume file (data null when the upstream has none). */
export async function downloadResume({ path, filename }: DownloadResumeInput): Promise<ApiResult<ResumeFile>> {
  let disposition: string | null = null;
  const result = await api.upstream.call(
    (init) =>
      api.upstream.client
        .GET('/legacy-services/api/v1/user/downloadFileFromAWS', {
          params: { query: { path, filename } },
          parseAs: 'blob',
          ...init,
        })
        .then((outcome) => {
          disposition = outcome.response.headers.get('Content-Disposition');
          return outcome;
        }),
    { timeout: 'long' },
  );
  if (!result.ok || result.data === null) return result as ApiResult<ResumeFile>;
  return {
    ok: true,
    status: result.status,
    data: { blob: result.data as Blob, filename: dispositionName(disposition) ?? filename },
  };
}
