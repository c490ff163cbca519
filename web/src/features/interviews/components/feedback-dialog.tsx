import { useEffect, useEffectEvent, useId } from 'react';
import { interviewSchedule, INTERVIEWS_TEXT, type ClientInterview, type FeedbackDecision, type InterviewFeedbackOutput } from '#machines';
import { Button, Dialog, Spinner } from '../../../ui/index.ts';
import { FeedbackActor } from './feedback-actor.ts';
import { StarRating } from './star-rating.tsx';
import { useBackCloses } from './use-back-closes.ts';

export interface FeedbackDialogProps {
  interview: ClientInterview;
  interviewId: number;
  /** The stored service token (null: 'Authentication token not found' on submit). */
  token: string | null;
  /** The machine ended: closed, with the decision submitted if there was one. */
  onDone(output: InterviewFeedbackOutput): void;
}

const DECISIONS: ReadonlyArray<{ decision: FeedbackDecision; label: string; variant: 'secondary' | 'danger' | 'primary' }> = [
  { decision: 'NoShow', label: 'No Show', variant: 'secondary' },
  { decision: 'Rejected', label: 'Reject', variant: 'danger' },
  { decision: 'Selected', label: 'Approve', variant: 'primary' },
];

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

  const schedule = interviewSchedule(interview.interviewDateTime);
  const locked = readOnly || submitting || succeeded;
  const close = () => actor.send({ type: 'dialog.close' });
  // Back closes the modal and the client stays on the interviews screen (not while a decision is being sent).
  useBackCloses(() => {
    close();
    return actor.getSnapshot().status === 'done';
  });
  const title = (
    <>
      Interview Feedback
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
      Close
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
          {submitting ? 'Processing...' : label}
        </Button>
      ))}
    </div>
  );

  return (
    <Dialog open={output === undefined} title={title} size="lg" dismissible={!submitting} onClose={close} footer={footer} className="feedback-dialog">
      <div className="feedback-dialog__message-area" aria-live="polite">
        {message ? (
          <p className={`feedback-dialog__message feedback-dialog__message--${message.tone}`} role={message.tone === 'error' ? 'alert' : 'status'}>
            {message.text}
          </p>
        ) : null}
      </div>
      <section className="feedback-dialog__section" aria-labelledby={`${commentId}-details`}>
        <h3 id={`${commentId}-details`} className="feedback-dialog__heading">
          Candidate Details
        </h3>
        <dl className="feedback-dialog__details">
          <div>
            <dt>Name</dt>
            <dd>{interview.candidateName}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>{schedule?.date ?? INTERVIEWS_TEXT.notScheduled}</dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{schedule?.time ?? '—'}</dd>
          </div>
          <div>
            <dt>Mobile</dt>
            <dd>{interview.candidateMobile || '—'}</dd>
          </div>
        </dl>
      </section>
      {loading ? (
        <div className="feedback-dialog__loading" role="status">
          <Spinner size="inline" /> Loading feedback...
        </div>
      ) : (
        <>
          <section className="feedback-dialog__section" aria-labelledby={`${commentId}-rate`}>
            <h3 id={`${commentId}-rate`} className="feedback-dialog__heading">
              Rate this candidate
            </h3>
            {skills.length === 0 ? (
              <p className="feedback-dialog__none">No skills to rate for this interview.</p>
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
              Feedback Comment *
            </label>
            <textarea
              id={commentId}
              className="feedback-dialog__comment"
              rows={4}
              value={comment}
              readOnly={locked}
              aria-required={!readOnly}
              placeholder={readOnly ? undefined : 'Share your assessment of the candidate'}
              onChange={(event) => actor.send({ type: 'comment.input', value: event.target.value })}
            />
          </div>
        </>
      )}
    </Dialog>
  );
}
