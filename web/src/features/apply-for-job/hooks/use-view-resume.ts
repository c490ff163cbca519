import { useCallback, useState } from 'react';
import { message, upstream, type Message } from '#machines';
import { downloadResume } from '#web/entities/candidate/index.ts';
import { openFile } from '#web/shared/save-file.ts';
import { refusalText } from '#web/api/refusal-text.ts';

export const VIEW_MESSAGES = {
  none: message('applyForJob:view.noResume'),
  failed: message('applyForJob:view.failed'),
  error: message('applyForJob:view.error'),
};

/** Why the resume could not be shown: one of the messages above, or the server's refusal (its status and text). */
export type ViewResumeError = { message: Message } | { status: number; detail: Message };

/** Opens the current resume in a new tab (the apply machine covers download, not viewing). */
export function useViewResume(candidateId: string, filename: string | undefined) {
  const [viewing, setViewing] = useState(false);
  const [error, setError] = useState<ViewResumeError | null>(null);

  const view = useCallback(async () => {
    setError(null);
    if (!candidateId || !filename) {
      setError({ message: VIEW_MESSAGES.none });
      return;
    }
    setViewing(true);
    try {
      const result = await downloadResume({ path: `candidates/documents/${candidateId}/`, filename });
      if (!result.ok && result.reason === 'http')
        setError({ status: result.status, detail: upstream(refusalText(result.body) || 'Error') });
      else if (!result.ok) setError({ message: VIEW_MESSAGES.error });
      else if (result.data === null) setError({ message: VIEW_MESSAGES.failed });
      else await openFile(result.data.blob, result.data.filename);
    } catch {
      setError({ message: VIEW_MESSAGES.error });
    } finally {
      setViewing(false);
    }
  }, [candidateId, filename]);

  return { view, viewing, error, clearError: () => setError(null) };
}

export type ResumeViewer = ReturnType<typeof useViewResume>;
