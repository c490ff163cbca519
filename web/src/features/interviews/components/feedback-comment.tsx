import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FeedbackActor, feedbackLocked } from '../hooks/feedback-actor.ts';
import { interviewsNs } from '../i18n.ts';

/** The feedback comment: required while the feedback can be given, read-only once it was. */
export function FeedbackComment() {
  const { t } = useTranslation(interviewsNs);
  const id = useId();
  const actor = FeedbackActor.useActorRef();
  const comment = FeedbackActor.useSelector((s) => s.context.comment);
  const readOnly = FeedbackActor.useSelector((s) => s.matches('readOnly'));
  const locked = FeedbackActor.useSelector(feedbackLocked);
  return (
    <div className="feedback-dialog__section">
      <label htmlFor={id} className="feedback-dialog__heading">
        {t('feedback.comment')}
      </label>
      <textarea
        id={id}
        className="feedback-dialog__comment"
        rows={4}
        value={comment}
        readOnly={locked}
        aria-required={!readOnly}
        placeholder={readOnly ? undefined : t('feedback.commentPlaceholder')}
        onChange={(event) => actor.send({ type: 'comment.input', value: event.target.value })}
      />
    </div>
  );
}
