import { Button, Dialog, Spinner } from '../../../ui/index.ts';
import { titleCase } from '../model/job-skills.ts';
import { useJobDetails } from '../hooks/use-job-details.ts';
import { useJobTranslation } from '../hooks/use-job-translation.ts';
import { useSignedInAction } from '../hooks/use-signed-in-action.ts';
import { JOB_TITLE_NOT_AVAILABLE, locationText, salaryText, type JobView } from '../model/normalize-job.ts';
import './job-details-modal.css';

export interface JobDetailsModalProps {
  job: JobView | null;
  /** The signed-in candidate's number ('' for visitors), sent when a link's job is completed from getJobById. */
  mobileNumber?: string;
  onClose: () => void;
  onApply: (job: JobView) => void;
  onRefer: (job: JobView) => void;
}

function Section({ title, text }: { title: string; text: string }) {
  return (
    <section className="job-details__section">
      <h3 className="job-details__section-title">{title}</h3>
      <p className={text ? 'job-details__text' : 'job-details__text job-details__text--empty'}>{text || 'Not specified'}</p>
    </section>
  );
}

/** Everything about one job, with Refer Someone and Apply Now (visitors are asked to sign in). */
export function JobDetailsModal({ job, mobileNumber, onClose, onApply, onRefer }: JobDetailsModalProps) {
  const { details, loading, failed } = useJobDetails(job, mobileNumber);
  const t = useJobTranslation();
  const guard = useSignedInAction();
  if (!details) return null;

  const facts = [t.term(details.jobType), details.experience, t.term(details.workMode)].filter(Boolean);
  return (
    <Dialog
      open
      size="lg"
      className="job-details"
      title={t.title(details.title) || JOB_TITLE_NOT_AVAILABLE}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={guard(() => onRefer(details))}>
            Refer Someone
          </Button>
          <Button onClick={guard(() => onApply(details))}>Apply Now</Button>
        </>
      }
    >
      <div className="job-details__body" aria-busy={loading}>
        {details.companyName ? <p className="job-details__company">{details.companyName}</p> : null}
        <dl className="job-details__facts">
          <div>
            <dt>Location</dt>
            <dd>{locationText(details, t.city(details.cityName))}</dd>
          </div>
          <div>
            <dt>Salary</dt>
            <dd className="job-details__salary">{salaryText(details)}</dd>
          </div>
        </dl>
        {facts.length > 0 ? (
          <ul className="job-details__tags" aria-label="Job facts">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        ) : null}
        {failed ? (
          <p className="job-details__notice" role="alert">
            Some job details could not be loaded.
          </p>
        ) : null}
        <Section title="Job Description" text={t.details(details.description)} />
        <Section title="Requirements" text={details.requirements} />
        <Section title="Key Responsibilities" text={details.responsibilities} />
        <section className="job-details__section">
          <h3 className="job-details__section-title">Skills Required</h3>
          {details.skills.length > 0 ? (
            <ul className="job-details__skills">
              {details.skills.map((skill) => (
                <li key={skill}>{titleCase(skill)}</li>
              ))}
            </ul>
          ) : (
            <p className="job-details__text job-details__text--empty">Not specified</p>
          )}
        </section>
        {loading ? (
          <div className="job-details__overlay" role="status">
            <Spinner />
            Loading job details…
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
