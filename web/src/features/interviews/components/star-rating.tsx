import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { useId } from 'react';
import { RATING_MAX, RATING_MIN } from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { interviewsNs } from '../i18n.ts';

export interface StarRatingProps {
  skillId: number;
  skillName: string;
  rating: number;
  readOnly: boolean;
  onRate(rating: number): void;
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * One skill's 1 to 5 stars as a radio group: arrow keys move between stars, the choice is announced
 * ('4 stars'), and 'Rating: n/5' follows the stars.
 */
export function StarRating({ skillId, skillName, rating, readOnly, onRate }: StarRatingProps) {
  const { t } = useTranslation(interviewsNs);
  const format = useFormat();
  const id = useId();
  return (
    <fieldset
      role="radiogroup"
      className="star-rating"
      aria-labelledby={`${id}-skill`}
      aria-required={!readOnly}
      aria-describedby={`${id}-value`}
    >
      <legend id={`${id}-skill`} className="star-rating__skill">
        {skillName}
        {readOnly ? null : (
          <span className="star-rating__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      <div className="star-rating__row">
        <div className="star-rating__stars">
          {STARS.map((value) => (
            <label key={value} className={`star-rating__star${value <= rating ? ' star-rating__star--on' : ''}`}>
              <input
                type="radio"
                className="visually-hidden"
                name={`skill-${skillId}-${id}`}
                value={value}
                checked={rating === value}
                disabled={readOnly}
                onChange={() => onRate(value)}
              />
              <Star className="star-rating__icon" size={22} aria-hidden="true" />
              <span className="visually-hidden">{t('rating.star', { count: value })}</span>
            </label>
          ))}
        </div>
        <span id={`${id}-value`} className="star-rating__value">
          {t('rating.value', { rating: format.number(rating), max: format.number(RATING_MAX) })}
        </span>
      </div>
    </fieldset>
  );
}
