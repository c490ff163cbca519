import { useTranslation } from 'react-i18next';
import { useId, useMemo } from 'react';
import { arrangeJobs, narrowingChoices, type JobListOptions } from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { Dialog } from '#web/ui/dialog.tsx';
import { Button } from '#web/ui/index.ts';
import { JobListActor } from '../hooks/job-list-actor.ts';
import { jobsNs } from '../i18n.ts';

/** The monthly minimums offered, in rupees. */
const MINIMUM_SALARIES = [10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000];

const ANY = '';

function Choice({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(jobsNs);
  const id = useId();
  return (
    <div className="narrow-sheet__choice">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ANY}>{t('narrow.any')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Narrows the loaded jobs by job type, work mode (the ones among them, in the chosen language) and a monthly
 * minimum; each choice applies at once, and the button says how many jobs it leaves.
 */
export function NarrowSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  const field = useJobFieldText();
  const actor = JobListActor.useActorRef();
  const jobs = JobListActor.useSelector((s) => s.context.jobs);
  const options = JobListActor.useSelector((s) => s.context.options);
  const { jobTypes, workModes } = useMemo(() => narrowingChoices(jobs), [jobs]);
  const kept = useMemo(() => arrangeJobs(jobs, options).length, [jobs, options]);
  const arrange = (change: Partial<JobListOptions>) => actor.send({ type: 'list.arrange', options: change });
  const terms = (values: string[]) => values.map((value) => ({ value, label: field.term(value) }));

  return (
    <Dialog
      open
      title={t('narrow.title')}
      description={t('narrow.loadedOnly', { count: jobs.length, loaded: format.number(jobs.length) })}
      onClose={onClose}
      footer={
        <div className="narrow-sheet__actions">
          <Button variant="ghost" onClick={() => arrange({ jobType: null, workMode: null, minSalary: null })}>
            {t('options.clear')}
          </Button>
          <Button onClick={onClose}>{t('narrow.show', { count: kept, kept: format.number(kept) })}</Button>
        </div>
      }
    >
      <div className="narrow-sheet">
        <Choice
          label={t('narrow.jobType')}
          value={options.jobType ?? ANY}
          choices={terms(jobTypes)}
          onChange={(value) => arrange({ jobType: value || null })}
        />
        <Choice
          label={t('narrow.workMode')}
          value={options.workMode ?? ANY}
          choices={terms(workModes)}
          onChange={(value) => arrange({ workMode: value || null })}
        />
        <Choice
          label={t('narrow.minSalary')}
          value={options.minSalary === null ? ANY : String(options.minSalary)}
          choices={MINIMUM_SALARIES.map((amount) => ({
            value: String(amount),
            label: t('narrow.salaryAtLeast', { amount: format.rupees(amount) }),
          }))}
          onChange={(value) => arrange({ minSalary: value ? Number(value) : null })}
        />
      </div>
    </Dialog>
  );
}
