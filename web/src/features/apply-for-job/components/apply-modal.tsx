import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import type { ApplyJob } from '#machines';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { useOnline } from '#web/shared/use-online.ts';
import { OfflineNote } from '#web/ui/offline-state.tsx';
import { Button, Skeleton } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { APPLY_SYSTEM_ID, ApplyActor } from '../hooks/apply-actor.ts';
import { useApplyLogic } from '../hooks/use-apply-logic.ts';
import { useApplyOutcome } from '../hooks/use-apply-outcome.ts';
import { useViewResume } from '../hooks/use-view-resume.ts';
import { applyForJobNs } from '../i18n.ts';
import { ApplyError } from './apply-error.tsx';
import { ApplyForm } from './apply-form.tsx';
import { ResumeSection } from './resume-section.tsx';
import './apply-modal.css';

export interface ApplyModalProps {
  job: ApplyJob;
  /** Shown under the title in the chosen language, e.g. 'Bengaluru - 560001'. */
  subtitle?: string;
  mobileNumber: string;
  candidateId: string;
  onClose: () => void;
  onApplied?: () => void;
}

/** Apply for Job: loads the profile, saves the candidate's details, then applies. */
export function ApplyModal(props: ApplyModalProps) {
  const { job, mobileNumber, candidateId } = props;
  const { logic, keepFile } = useApplyLogic(mobileNumber);
  return (
    <ApplyActor.Provider
      logic={logic}
      options={{ input: { job, mobileNumber, candidateId }, systemId: APPLY_SYSTEM_ID }}
    >
      <ApplyDialog {...props} keepFile={keepFile} />
    </ApplyActor.Provider>
  );
}

function ApplyDialog({
  job,
  subtitle,
  mobileNumber,
  onClose,
  onApplied,
  keepFile,
}: ApplyModalProps & { keepFile: (file: File) => void }) {
  const { t } = useTranslation(applyForJobNs);
  const field = useJobFieldText();
  const formId = useId();
  const offlineNoteId = useId();
  const online = useOnline();
  const actor = ApplyActor.useActorRef();
  const done = useApplyOutcome({ onClose, onApplied });
  const loading = ApplyActor.useSelector((s) => s.matches('loadingProfile'));
  const machineBusy = ApplyActor.useSelector((s) => s.hasTag('busy'));
  const submitting = ApplyActor.useSelector((s) => s.hasTag('submitting'));
  const candidateId = ApplyActor.useSelector((s) => s.context.candidateId);
  const resumeFileName = ApplyActor.useSelector((s) => s.context.profile?.resumeFileName);
  const viewer = useViewResume(candidateId, resumeFileName);

  const busy = machineBusy || viewer.viewing;
  const close = () => (loading ? onClose() : actor.send({ type: 'dialog.close' }));
  if (done) return null;

  return (
    <Dialog
      open
      size="md"
      className="apply"
      title={t('title')}
      description={[field.title(job.jobName || job.title || ''), subtitle].filter(Boolean).join(' · ') || undefined}
      dismissible={!busy}
      onClose={close}
      footer={
        <>
          {online ? null : <OfflineNote id={offlineNoteId} />}
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            busy={submitting}
            disabled={loading || busy || !online}
            aria-describedby={online ? undefined : offlineNoteId}
          >
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </>
      }
    >
      {loading ? (
        <div className="apply__loading" role="status" aria-label={t('loadingProfile')}>
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="2.75rem" />
          <Skeleton height="6rem" />
        </div>
      ) : (
        <ApplyForm id={formId} mobileNumber={mobileNumber} busy={busy} onSubmit={viewer.clearError}>
          <ResumeSection busy={busy} viewer={viewer} keepFile={keepFile} />
          <ApplyError viewError={viewer.error} />
        </ApplyForm>
      )}
    </Dialog>
  );
}
