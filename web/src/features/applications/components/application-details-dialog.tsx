import type { ApplicationView } from '#machines';
import { Chip, Dialog } from '../../../ui/index.ts';
import { StatusBadge } from './status-badge.tsx';

const NOT_SPECIFIED = 'Not specified';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="application-details__section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/** The details modal: summary, description, responsibilities, requirements and skills. */
export function ApplicationDetailsDialog({ application: a, onClose }: { application: ApplicationView | null; onClose: () => void }) {
  return (
    <Dialog open={a !== null} title={a?.jobName ?? ''} onClose={onClose} size="lg">
      {a ? (
        <div className="application-details">
          <Section title="Summary">
            <dl className="application-details__summary">
              <div>
                <dt>Company</dt>
                <dd>{a.companyName}</dd>
              </div>
              <div>
                <dt>Location</dt>
                <dd>{a.location || NOT_SPECIFIED}</dd>
              </div>
              <div>
                <dt>Salary</dt>
                <dd>{a.salary}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={a.status} />
                </dd>
              </div>
              <div>
                <dt>Applied</dt>
                <dd>{a.appliedOn || NOT_SPECIFIED}</dd>
              </div>
              <div>
                <dt>Last updated</dt>
                <dd>{a.lastUpdatedOn || a.appliedOn || NOT_SPECIFIED}</dd>
              </div>
            </dl>
          </Section>
          <Section title="Description">
            <p>{a.description || NOT_SPECIFIED}</p>
          </Section>
          <Section title="Responsibilities">
            <p>{a.responsibilities || NOT_SPECIFIED}</p>
          </Section>
          <Section title="Requirements">
            <p>{a.requirements || NOT_SPECIFIED}</p>
          </Section>
          <Section title="Skills">
            {a.skills.length > 0 ? (
              <ul className="application-details__skills">
                {a.skills.map((skill) => (
                  <li key={skill}>
                    <Chip label={skill} tone="brand" />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{NOT_SPECIFIED}</p>
            )}
          </Section>
        </div>
      ) : null}
    </Dialog>
  );
}
