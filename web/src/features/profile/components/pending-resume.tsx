import { useTranslation } from 'react-i18next';
import { FileType } from 'lucide-react';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button } from '#web/ui/index.ts';
import { usePdfPreview } from '../hooks/use-pdf-preview.ts';
import { profileNs } from '../i18n.ts';
import { isPdf } from '../model/resume-file.ts';

export interface PendingResumeProps {
  file: File;
  uploading: boolean;
  onCancel: () => void;
  onUpload: () => void;
}

/** The file chosen but not yet saved: its name, a preview (a PDF's pages, a Word icon) and Cancel or Upload. */
export function PendingResume({ file, uploading, onCancel, onUpload }: PendingResumeProps) {
  const { t } = useTranslation(profileNs);
  const online = useOnline();
  const preview = usePdfPreview(file);
  return (
    <div className="resume-pending">
      <p className="resume-pending__label">
        <span className="resume-pending__tag">{t('resume.pending')}</span>
        <span className="resume-pending__name">{file.name}</span>
      </p>
      {isPdf(file) ? (
        preview ? (
          <embed
            className="resume-pending__pdf"
            src={preview}
            type="application/pdf"
            title={t('resume.previewOf', { name: file.name })}
          />
        ) : null
      ) : (
        <span className="resume-pending__word" role="img" aria-label={t('resume.wordDocument')}>
          <FileType size={40} aria-hidden="true" />
        </span>
      )}
      {online ? null : <OfflineNote id="resume-upload-offline" />}
      <div className="resume-pending__actions">
        <Button variant="ghost" size="sm" disabled={uploading} onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          size="sm"
          onClick={onUpload}
          busy={uploading}
          disabled={!online}
          aria-describedby={online ? undefined : 'resume-upload-offline'}
        >
          {t(uploading ? 'resume.uploading' : 'resume.upload')}
        </Button>
      </div>
    </div>
  );
}
