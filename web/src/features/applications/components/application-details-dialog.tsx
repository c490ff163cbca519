import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '#machines';
import { Chip } from '#web/ui/index.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { useApplicationFormat } from '../hooks/use-application-texts.ts';
import { applicationsNs } from '../i18n.ts';
import { StatusBadge } from './status-badge.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="application-details__section">
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The details modal: summary, description, responsibilities, requirements and skills. The job's fields read in the
 * chosen language; the description, responsibilities and requirements are the employer's text, shown as written
 * (`lang="en"`, so a screen reader reads them as English).
 */
export function ApplicationDetailsDialog({
  application: a,
  onClose,
}: {
  application: ApplicationView | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(applicationsNs);
  const format = useApplicationFormat();
  const notSpecified = t('details.notSpecified');
  return (
    <Dialog open={a !== null} title={a ? format.title(a.jobName) : ''} onClose={onClose} size="lg">
      {a ? (
        <div className="application-details">
          <Section title={t('details.summary')}>
            <dl className="application-details__summary">
              <div>
                <dt>{t('details.company')}</dt>
                <dd>{format.company(a.companyName)}</dd>
              </div>
              <div>
                <dt>{t('card.location')}</dt>
                <dd>{format.place(a) || notSpecified}</dd>
              </div>
              <div>
                <dt>{t('card.salary')}</dt>
                <dd>{format.salary(a)}</dd>
              </div>
              <div>
                <dt>{t('details.status')}</dt>
                <dd>
                  <StatusBadge status={a.status} />
                </dd>
              </div>
              <div>
                <dt>{t('card.applied')}</dt>
                <dd>{format.date(a.appliedAt) || notSpecified}</dd>
              </div>
              <div>
                <dt>{t('card.lastUpdated')}</dt>
                <dd>{format.date(a.lastUpdatedAt ?? a.appliedAt) || notSpecified}</dd>
              </div>
            </dl>
          </Section>
          <Section title={t('details.description')}>
            <p lang={a.description ? 'en' : undefined}>{a.description || notSpecified}</p>
          </Section>
          <Section title={t('details.responsibilities')}>
            <p lang={a.responsibilities ? 'en' : undefined}>{a.responsibilities || notSpecified}</p>
          </Section>
          <Section title={t('details.requirements')}>
            <p lang={a.requirements ? 'en' : undefined}>{a.requirements || notSpecified}</p>
          </Section>
          <Section title={t('details.skills')}>
            {a.skills.length > 0 ? (
              <ul className="application-details__skills">
                {a.skills.map((skill) => (
                  <li key={skill}>
                    <Chip label={format.skill(skill)} tone="brand" />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{notSpecified}</p>
            )}
          </Section>
        </div>
      ) : null}
    </Dialog>
  );
}
