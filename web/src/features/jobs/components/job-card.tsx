import { Link } from 'react-router-dom';
import { paths } from '../../../shared/paths.ts';
import { Button } from '../../../ui/index.ts';
import { useJobTranslation } from '../hooks/use-job-translation.ts';
import { JOB_TITLE_NOT_AVAILABLE, locationText, salaryText, type JobView } from '../model/normalize-job.ts';
import { matchTone } from '../model/skill-match.ts';
import './job-card.css';

export interface JobCardProps {
  job: JobView;
  /** Lowercase names of the candidate's own skills. */
  candidateSkills: ReadonlySet<string>;
  /** Signed-in candidates see how well their skills match. */
  showMatch: boolean;
  onOpen: (job: JobView) => void;
  onRefer: (job: JobView) => void;
}

export function JobCard({ job, candidateSkills, showMatch, onOpen, onRefer }: JobCardProps) {
  const t = useJobTranslation();
  const title = t.title(job.title) || JOB_TITLE_NOT_AVAILABLE;
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
        <span className="job-card__type">{t.term(job.jobType)}</span>
      </header>
      <dl className="job-card__facts">
        <div className="job-card__fact">
          <dt className="visually-hidden">Location</dt>
          <dd>
            <span aria-hidden="true">📍 </span>
            {locationText(job, t.city(job.cityName))}
          </dd>
        </div>
        <div className="job-card__fact job-card__fact--salary">
          <dt className="visually-hidden">Salary</dt>
          <dd>
            <span aria-hidden="true">💰 </span>
            {salaryText(job)}
          </dd>
        </div>
      </dl>
      {job.skills.length > 0 ? (
        <ul className="job-card__skills" aria-label="Skills">
          {job.skills.map((skill) => {
            const yours = candidateSkills.has(skill.toLowerCase());
            return (
              <li key={skill} className={`job-card__skill ${yours ? 'job-card__skill--yours' : ''}`}>
                {yours ? <span aria-hidden="true">✓ </span> : null}
                {skill}
                {yours ? <span className="visually-hidden"> (you have this skill)</span> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {showMatch && job.jobWeight !== null ? (
        <p className={`job-card__match job-card__match--${matchTone(job.jobWeight)}`} data-tone={matchTone(job.jobWeight)}>
          {Math.round(job.jobWeight)}% match with <Link to={paths.profile.getHref()} state={{ scrollToSkills: true }}>your skills</Link>
        </p>
      ) : null}
      <footer className="job-card__actions">
        <Button variant="secondary" onClick={() => onRefer(job)}>
          Refer &amp; Earn
        </Button>
        <Button onClick={() => onOpen(job)}>Apply Now</Button>
      </footer>
    </article>
  );
}
