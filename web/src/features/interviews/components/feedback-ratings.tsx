import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { FeedbackActor, feedbackLocked } from '../hooks/feedback-actor.ts';
import { interviewsNs } from '../i18n.ts';
import { StarRating } from './star-rating.tsx';

/** Rate Skills: a row of stars per skill of the interview, fixed once the answers are locked. */
export function FeedbackRatings() {
  const { t } = useTranslation(interviewsNs);
  const headingId = useId();
  const actor = FeedbackActor.useActorRef();
  const skills = FeedbackActor.useSelector((s) => s.context.skills);
  const ratings = FeedbackActor.useSelector((s) => s.context.ratings);
  const locked = FeedbackActor.useSelector(feedbackLocked);
  return (
    <section className="feedback-dialog__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="feedback-dialog__heading">
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
  );
}
