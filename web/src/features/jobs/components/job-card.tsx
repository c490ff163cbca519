import { useTranslation } from 'react-i18next';
import { Banknote, Check, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '#web/shared/paths.ts';
import { Button } from '#web/ui/index.ts';
import { useFormat } from '#web/i18n/index.ts';
import { useJobTexts } from '../hooks/use-job-texts.ts';
import { AppliedNote } from './applied-note.tsx';
import { jobsNs } from '../i18n.ts';
import type { JobView } from '../model/normalize-job.ts';
import { matchTone } from '../model/skill-match.ts';
import './job-card.css';

export interface JobCardProps {
  job: JobView;
  /** Lowercase names of the candidate's own skills. */
  candidateSkills: ReadonlySet<string>;
  /** Signed-in candidates see how well their skills match (a candidate with no skills yet sees no figure). */
  showMatch: boolean;
  onOpen: (job: JobView) => void;
  onRefer: (job: JobView) => void;
  /** When the candidate applied for the job (null: the date is unknown); undefined while they have not. */
  appliedAt?: number | null | undefined;
}

/** Stands for the 'your skills' link inside the translated match line, wherever the language puts it. */
const SKILLS_LINK = '\uE000';

/** '67% match with your skills', the link to the profile's skills where the language puts it. */
function MatchLine({ weight }: { weight: number }) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  const tone = matchTone(weight);
  const [before, after = ''] = t('card.match', {
    percent: format.number(Math.round(weight)),
    skills: SKILLS_LINK,
  }).split(SKILLS_LINK);
  return (
    <p className={`job-card__match job-card__match--${tone}`} data-tone={tone}>
      {before}
      <Link to={paths.profile.getHref()} state={{ scrollToSkills: true }}>
        {t('card.yourSkills')}
      </Link>
      {after}
    </p>
  );
}

/** '4.2 km away' and 'Posted 2 days ago', in the chosen language's words and digits, when the job says. */
function DistanceAndDate({ job }: { job: Pick<JobView, 'distance' | 'postedDate'> }) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  const posted = job.postedDate ? Date.parse(job.postedDate) : Number.NaN;
  return (
    <>
      {job.distance !== null ? (
        <div className="job-card__fact">
          <dt className="visually-hidden">{t('facts.distance')}</dt>
          <dd>{t('card.distance', { distance: format.kilometres(job.distance) })}</dd>
        </div>
      ) : null}
      {Number.isFinite(posted) ? (
        <div className="job-card__fact">
          <dt className="visually-hidden">{t('facts.posted')}</dt>
          <dd>{t('card.posted', { when: format.daysAgo(posted) })}</dd>
        </div>
      ) : null}
    </>
  );
}

export function JobCard({ job, candidateSkills, showMatch, onOpen, onRefer, appliedAt }: JobCardProps) {
  const { t } = useTranslation(jobsNs);
  const texts = useJobTexts();
  const title = texts.title(job);
  const headingId = `job-${job.id ?? title}-title`;
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <header className="job-card__header">
        <div className="job-card__heading">
          <h3 id={headingId} className="job-card__title">
            {title}
          </h3>
          {job.companyName ? <p className="job-card__company">{job.companyName}</p> : null}
        </div>
        <span className="job-card__type">{texts.jobType(job)}</span>
      </header>
      <dl className="job-card__facts">
        <div className="job-card__fact">
          <dt className="visually-hidden">{t('facts.location')}</dt>
          <dd>
            <MapPin className="job-card__fact-icon" size={16} aria-hidden="true" />
            {texts.place(job)}
          </dd>
        </div>
        <div className="job-card__fact job-card__fact--salary">
          <dt className="visually-hidden">{t('facts.salary')}</dt>
          <dd>
            <Banknote className="job-card__fact-icon" size={16} aria-hidden="true" />
            {texts.salary(job)}
          </dd>
        </div>
        <DistanceAndDate job={job} />
      </dl>
      {job.skills.length > 0 ? (
        <ul className="job-card__skills" aria-label={t('card.skills')}>
          {job.skills.map((skill) => {
            const yours = candidateSkills.has(skill.toLowerCase());
            return (
              <li key={skill} className={`job-card__skill ${yours ? 'job-card__skill--yours' : ''}`}>
                {yours ? <Check className="job-card__skill-icon" size={12} strokeWidth={3} aria-hidden="true" /> : null}
                {texts.field.skill(skill)}
                {yours ? <span className="visually-hidden"> {t('card.yourSkill')}</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {showMatch && candidateSkills.size > 0 && job.jobWeight !== null ? <MatchLine weight={job.jobWeight} /> : null}
      {/* Applied: the card says when, in place of Apply Now; its details stay one tap away. */}
      {appliedAt === undefined ? null : <AppliedNote at={appliedAt} className="job-card__applied" />}
      <footer className="job-card__actions">
        <Button variant="secondary" onClick={() => onRefer(job)}>
          {t('action.referAndEarn')}
        </Button>
        {appliedAt === undefined ? (
          <Button onClick={() => onOpen(job)}>{t('action.applyNow')}</Button>
        ) : (
          <Button variant="secondary" onClick={() => onOpen(job)}>
            {t('action.viewDetails')}
          </Button>
        )}
      </footer>
    </article>
  );
}
