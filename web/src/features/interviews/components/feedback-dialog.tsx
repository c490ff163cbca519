import { useTranslation } from 'react-i18next';
import { useEffect, useEffectEvent, useId } from 'react';
import type { ClientInterview, FeedbackDecision, InterviewFeedbackOutput } from '#machines';
import { useMessageText } from '#web/i18n/index.ts';
import { Button, Dialog, Spinner } from '#web/ui/index.ts';
import { interviewsNs } from '../i18n.ts';
import { FeedbackActor } from '../hooks/feedback-actor.ts';
import { StarRating } from './star-rating.tsx';
import { useBackCloses } from '../hooks/use-back-closes.ts';
import { useInterviewSchedule } from '../hooks/use-interview-labels.ts';

export interface FeedbackDialogProps {
  interview: ClientInterview;
  interviewId: number;
  /** The stored service token (null: 'Authentication token not found' on submit). */
  token: string | null;
  /** The machine ended: closed, with the decision submitted if there was one. */
  onDone(output: InterviewFeedbackOutput): void;
}

const DECISIONS = [
  { decision: 'NoShow', label: 'feedback.noShow', variant: 'secondary' },
  { decision: 'Rejected', label: 'feedback.reject', variant: 'danger' },
  { decision: 'Selected', label: 'feedback.approve', variant: 'primary' },
] as const satisfies ReadonlyArray<{
  decision: FeedbackDecision;
  label: string;
  variant: 'secondary' | 'danger' | 'primary';
}>;

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
  const commentId = useId();
  const actor = FeedbackActor.useActorRef();
  const loading = FeedbackActor.useSelector((s) => s.matches('loading'));
  const readOnly = FeedbackActor.useSelector((s) => s.matches('readOnly'));
  const submitting = FeedbackActor.useSelector((s) => s.matches('submitting'));
  const succeeded = FeedbackActor.useSelector((s) => s.matches('succeeded'));
  const skills = FeedbackActor.useSelector((s) => s.context.skills);
  const ratings = FeedbackActor.useSelector((s) => s.context.ratings);
  const comment = FeedbackActor.useSelector((s) => s.context.comment);
  const message = FeedbackActor.useSelector((s) => s.context.message);
  const output = FeedbackActor.useSelector((s) => (s.status === 'done' ? s.output : undefined));

  const reportDone = useEffectEvent((done: InterviewFeedbackOutput) => onDone(done));
  useEffect(() => {
    if (output) reportDone(output);
  }, [output]);

  const { t } = useTranslation(interviewsNs);
  const messageText = useMessageText();
  const scheduleOf = useInterviewSchedule();
  const schedule = scheduleOf(interview.interviewDateTime);
  const locked = readOnly || submitting || succeeded;
  const close = () => actor.send({ type: 'dialog.close' });
  // Back closes the modal and the client stays on the interviews screen (not while a decision is being sent).
  useBackCloses(() => {
    close();
    return actor.getSnapshot().status === 'done';
  });
  const title = (
    <>
      {t('feedback.title')}
      {interview.designation ? (
        <>
          {' '}
          <span className="feedback-dialog__designation">{interview.designation}</span>
        </>
      ) : null}
    </>
  );

  const footer = loading ? null : readOnly ? (
    <Button variant="secondary" onClick={close}>
      {t('feedback.close')}
    </Button>
  ) : (
    <div className="feedback-dialog__decisions">
      {DECISIONS.map(({ decision, label, variant }) => (
        <Button
          key={decision}
          variant={variant}
          disabled={submitting || succeeded}
          aria-busy={submitting || undefined}
          onClick={() => actor.send({ type: 'feedback.submit', decision })}
        >
          {submitting ? t('feedback.processing') : t(label)}
        </Button>
      ))}
    </div>
  );

  return (
    <Dialog
      open={output === undefined}
      title={title}
      size="lg"
      dismissible={!submitting}
      onClose={close}
      footer={footer}
      className="feedback-dialog"
    >
      <div className="feedback-dialog__message-area" aria-live="polite">
        {message ? (
          <p
            className={`feedback-dialog__message feedback-dialog__message--${message.tone}`}
            role={message.tone === 'error' ? 'alert' : 'status'}
          >
            {messageText(message.text)}
          </p>
        ) : null}
      </div>
      <section className="feedback-dialog__section" aria-labelledby={`${commentId}-details`}>
        <h3 id={`${commentId}-details`} className="feedback-dialog__heading">
          {t('feedback.details')}
        </h3>
        <dl className="feedback-dialog__details">
          <div>
            <dt>{t('fact.name')}</dt>
            <dd>{interview.candidateName}</dd>
          </div>
          <div>
            <dt>{t('fact.date')}</dt>
            <dd>{schedule?.date ?? t('notScheduled')}</dd>
          </div>
          <div>
            <dt>{t('fact.time')}</dt>
            <dd>{schedule?.time ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('fact.mobile')}</dt>
            <dd>{interview.candidateMobile || '—'}</dd>
          </div>
        </dl>
      </section>
      {loading ? (
        <div className="feedback-dialog__loading" role="status">
          <Spinner size="inline" /> {t('feedback.loading')}
        </div>
      ) : (
        <>
          <section className="feedback-dialog__section" aria-labelledby={`${commentId}-rate`}>
            <h3 id={`${commentId}-rate`} className="feedback-dialog__heading">
              {t('feedback.rate')}
            </h3>
            {skills.length === 0 ? (
              <p className="feedback-dialog__none">{t('feedback.noSkills')}</p>
            ) : (
              <div className="feedback-dialog__skills">
                {skills.map((skill) => (
                  <StarRating
                    key={skill.skillId}
                    skillId={skill.skillId}
                    skillName={skill.skillName}
                    rating={ratings[skill.skillId] ?? 0}
                    readOnly={locked}
                    onRate={(rating) => actor.send({ type: 'rating.set', skillId: skill.skillId, rating })}
                  />
                ))}
              </div>
            )}
          </section>
          <div className="feedback-dialog__section">
            <label htmlFor={commentId} className="feedback-dialog__heading">
              {t('feedback.comment')}
            </label>
            <textarea
              id={commentId}
              className="feedback-dialog__comment"
              rows={4}
              value={comment}
              readOnly={locked}
              aria-required={!readOnly}
              placeholder={readOnly ? undefined : t('feedback.commentPlaceholder')}
              onChange={(event) => actor.send({ type: 'comment.input', value: event.target.value })}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
