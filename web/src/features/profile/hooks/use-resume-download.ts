import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { upstream } from '#machines';
import { useToast } from '#web/ui/index.ts';
import { profileNs } from '../i18n.ts';
import { refusalText } from '#web/api/refusal-text.ts';
import { downloadResume } from '#web/entities/candidate/index.ts';
import { saveFile } from '#web/shared/save-file.ts';

export interface ResumeDownloadOptions {
  candidateId: string;
  fileName: string;
}

/** Download: the current resume saved under its Content-Disposition name; how it went says a toast. */
export function useResumeDownload({ candidateId, fileName }: ResumeDownloadOptions) {
  const { t } = useTranslation(profileNs);
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    if (!candidateId || !fileName) {
      toast.error(t('resume.notAvailable'));
      return;
    }
    setDownloading(true);
    try {
      const result = await downloadResume({
        path: `candidates/documents/${candidateId}/`,
        filename: fileName,
      });
      const said = !result.ok && result.reason === 'http' ? refusalText(result.body) : '';
      if (said) toast.error(upstream(said));
      else if (!result.ok || result.data === null) toast.error(t('resume.downloadFailed'));
      else {
        await saveFile(result.data.blob, result.data.filename);
        toast.success(t('resume.downloadStarted'));
      }
    } catch {
      toast.error(t('resume.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  return { download, downloading };
}
