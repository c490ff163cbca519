import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent } from 'react';
import type { ClientInterview, InterviewFeedbackOutput } from '#machines';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { Spinner } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { FeedbackActor } from '../hooks/feedback-actor.ts';
import { interviewsNs } from '../i18n.ts';
import { FeedbackComment } from './feedback-comment.tsx';
import { FeedbackDecisions } from './feedback-decisions.tsx';
import { FeedbackDetails } from './feedback-details.tsx';
import { FeedbackMessage } from './feedback-message.tsx';
import { FeedbackRatings } from './feedback-ratings.tsx';

export interface FeedbackDialogProps {
  interview: ClientInterview;
  interviewId: number;
  /** The stored service token (null: 'Authentication token not found' on submit). */
  token: string | null;
  /** The machine ended: closed, with the decision submitted if there was one. */
  onDone(output: InterviewFeedbackOutput): void;
}

/** An interview's feedback: candidate details, a star row per skill, the comment and the decision buttons. */
export function FeedbackDialog(props: FeedbackDialogProps) {
  const input = {
    interview: {
      interviewId: props.interviewId,
      status: props.interview.status,
      feedback: props.interview.feedback,
      candidateName: props.interview.candidateName,
      designation: props.interview.designation ?? undefined,
    },
    token: props.token,
  };
  return (
    <FeedbackActor.Provider options={{ input }}>
      <FeedbackFlow {...props} />
    </FeedbackActor.Provider>
  );
}

function FeedbackFlow({ interview, onDone }: FeedbackDialogProps) {
  const { t } = useTranslation(interviewsNs);
  const field = useJobFieldText();
  const actor = FeedbackActor.useActorRef();
  const loading = FeedbackActor.useSelector((s) => s.matches('loading'));
  const submitting = FeedbackActor.useSelector((s) => s.matches('submitting'));
  const output = FeedbackActor.useSelector((s) => (s.status === 'done' ? s.output : undefined));

  const reportDone = useEffectEvent((done: InterviewFeedbackOutput) => onDone(done));
  useEffect(() => {
    if (output) reportDone(output);
  }, [output]);

  // Back closes it as Escape does (the design system's Dialog), and the client stays on the interviews screen.
  const close = () => actor.send({ type: 'dialog.close' });
  const title = (
    <>
      {t('feedback.title')}
      {interview.designation ? (
        <>
          {' '}
          <span className="feedback-dialog__designation">{field.title(interview.designation)}</span>
        </>
      ) : null}
    </>
  );

  return (
    <Dialog
      open={output === undefined}
      title={title}
      size="lg"
      dismissible={!submitting}
      onClose={close}
      footer={loading ? null : <FeedbackDecisions onClose={close} />}
      className="feedback-dialog"
    >
      <FeedbackMessage />
      <FeedbackDetails interview={interview} />
      {loading ? (
        <div className="feedback-dialog__loading" role="status">
          <Spinner size="inline" /> {t('feedback.loading')}
        </div>
      ) : (
        <>
          <FeedbackRatings />
          <FeedbackComment />
        </>
      )}
    </Dialog>
  );
}
