import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent, useId } from 'react';
import type { ApplyJob } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { Button, Dialog, Field, Skeleton, useToast } from '#web/ui/index.ts';
import { APPLY_SYSTEM_ID, ApplyActor } from '../hooks/apply-actor.ts';
import { useApplyLogic } from '../hooks/use-apply-logic.ts';
import { useViewResume } from '../hooks/use-view-resume.ts';
import { applyNs } from '../i18n.ts';
import { hasResume } from '../model/profile.ts';
import { ResumeSection } from './resume-section.tsx';
import './apply-modal.css';

export interface ApplyModalProps {
  job: ApplyJob;
  /** Shown under the title, e.g. 'Bengaluru - 560001'. */
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
  const { t } = useTranslation(applyNs);
  const messageText = useMessageText();
  const toast = useToast();
  const formId = useId();
  const actor = ApplyActor.useActorRef();
  const output = ApplyActor.useSelector((s) => (s.status === 'done' ? s.output : null));
  const loading = ApplyActor.useSelector((s) => s.matches('loadingProfile'));
  const machineBusy = ApplyActor.useSelector((s) => s.hasTag('busy'));
  const submitting = ApplyActor.useSelector((s) => s.hasTag('submitting'));
  const uploading = ApplyActor.useSelector((s) => s.matches('uploading') || s.matches('refreshingProfile'));
  const downloading = ApplyActor.useSelector((s) => s.matches('downloading'));
  const fullName = ApplyActor.useSelector((s) => s.context.fullName);
  const email = ApplyActor.useSelector((s) => s.context.email);
  const machineError = ApplyActor.useSelector((s) => s.context.error);
  const notice = ApplyActor.useSelector((s) => s.context.notice);
  const uploadProgress = ApplyActor.useSelector((s) => s.context.uploadProgress);
  const candidateId = ApplyActor.useSelector((s) => s.context.candidateId);
  const resumeFileName = ApplyActor.useSelector((s) => s.context.profile?.resumeFileName);
  const resumeOnFile = ApplyActor.useSelector((s) => hasResume(s.context.profile));
  const resume = useViewResume(candidateId, resumeFileName);

  // Applied or closed: the parent is told, and takes the dialog away.
  const finish = useEffectEvent((result: NonNullable<typeof output>) => {
    if (result.status === 'applied') {
      toast.success(result.message);
      onApplied?.();
    }
    onClose();
  });
  useEffect(() => {
    if (output) finish(output);
  }, [output]);

  const busy = machineBusy || resume.viewing;
  const close = () => (loading ? onClose() : actor.send({ type: 'dialog.close' }));
  const viewError = resume.error;
  const error =
    machineError !== null
      ? messageText(machineError)
      : viewError === null
        ? null
        : 'message' in viewError
          ? messageText(viewError.message)
          : t('resume.viewFailed', { status: viewError.status, detail: messageText(viewError.detail) });
  if (output) return null;

  return (
    <Dialog
      open
      size="md"
      className="apply"
      title={t('title')}
      description={[job.jobName || job.title, subtitle].filter(Boolean).join(' · ') || undefined}
      dismissible={!busy}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} busy={submitting} disabled={loading || busy}>
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
        <form
          id={formId}
          className="apply__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            resume.clearError();
            actor.send({ type: 'apply.submit' });
          }}
        >
          <Field
            label={t('fullName')}
            required
            autoComplete="name"
            value={fullName}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'field.change', field: 'fullName', value: e.target.value })}
          />
          <Field
            label={t('mobile')}
            value={mobileNumber ? `+91 ${mobileNumber}` : ''}
            readOnly
            hint={t('mobileHint')}
          />
          <Field
            label={t('email')}
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={email}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'field.change', field: 'email', value: e.target.value })}
          />
          <ResumeSection
            fileName={resumeOnFile ? resumeFileName || 'Resume.pdf' : null}
            uploading={uploading}
            progress={uploadProgress}
            downloading={downloading}
            viewing={resume.viewing}
            busy={busy}
            notice={notice}
            onView={() => void resume.view()}
            onDownload={() => {
              resume.clearError();
              actor.send({ type: 'resume.download' });
            }}
            onFile={(file) => {
              resume.clearError();
              keepFile(file);
              actor.send({ type: 'resume.select', file: { name: file.name, size: file.size, type: file.type } });
            }}
          />
          {error ? (
            <p className="apply__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
