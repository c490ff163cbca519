import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import type { ApplyJob } from '#machines';
import { Button, Dialog, Field, Skeleton, useToast } from '../../../ui/index.ts';
import { useApplyActor } from '../hooks/use-apply-actor.ts';
import { useViewResume } from '../hooks/use-view-resume.ts';
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
export function ApplyModal({ job, subtitle, mobileNumber, candidateId, onClose, onApplied }: ApplyModalProps) {
  const toast = useToast();
  const formId = useId();
  const { actor, selectFile } = useApplyActor({ job, mobileNumber, candidateId });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const resume = useViewResume(context.candidateId, context.profile?.resumeFileName);
  const callbacks = useRef({ onClose, onApplied });
  callbacks.current = { onClose, onApplied };

  useEffect(() => {
    let finished = false;
    const subscription = actor.subscribe((s) => {
      if (s.status !== 'done' || finished) return;
      finished = true;
      if (s.output?.status === 'applied') {
        toast.success(s.output.message);
        callbacks.current.onApplied?.();
      }
      callbacks.current.onClose();
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const loading = snapshot.matches('loadingProfile');
  const busy = snapshot.hasTag('busy') || resume.viewing;
  const submitting = snapshot.hasTag('submitting');
  const close = () => (loading ? onClose() : actor.send({ type: 'dialog.close' }));
  const error = context.error ?? resume.error;
  // Applied or closed: the dialog goes (the parent is told through the subscription above).
  if (snapshot.status === 'done') return null;

  return (
    <Dialog
      open
      size="md"
      className="apply"
      title="Apply for Job"
      description={[job.jobName || job.title, subtitle].filter(Boolean).join(' · ') || undefined}
      dismissible={!busy}
      onClose={close}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={submitting} disabled={loading || busy}>
            {submitting ? 'Submitting…' : 'Submit Application'}
          </Button>
        </>
      }
    >
      {loading ? (
        <div className="apply__loading" role="status" aria-label="Loading your profile">
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
            label="Full Name"
            required
            autoComplete="name"
            value={context.fullName}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'field.change', field: 'fullName', value: e.target.value })}
          />
          <Field label="Mobile Number" value={mobileNumber ? `+91 ${mobileNumber}` : ''} readOnly hint="Your registered mobile number" />
          <Field
            label="Email (optional)"
            type="email"
            autoComplete="email"
            placeholder="name@example.com"
            value={context.email}
            disabled={busy}
            onChange={(e) => actor.send({ type: 'field.change', field: 'email', value: e.target.value })}
          />
          <ResumeSection
            fileName={hasResume(context.profile) ? context.profile?.resumeFileName || 'Resume.pdf' : null}
            uploading={snapshot.matches('uploading') || snapshot.matches('refreshingProfile')}
            progress={context.uploadProgress}
            downloading={snapshot.matches('downloading')}
            viewing={resume.viewing}
            busy={busy}
            notice={context.notice}
            onView={() => void resume.view()}
            onDownload={() => {
              resume.clearError();
              actor.send({ type: 'resume.download' });
            }}
            onFile={(file) => {
              resume.clearError();
              selectFile(file);
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
