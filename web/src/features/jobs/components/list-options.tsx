import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useId, useState } from 'react';
import { isNarrowed, JOB_SORTS, type JobListOptions, type JobSort } from '#machines';
import { useFormat } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { Button, Chip } from '#web/ui/index.ts';
import { JobListActor } from '../hooks/job-list-actor.ts';
import { jobsNs } from '../i18n.ts';
import './list-options.css';

/** The narrowing sheet: its own chunk, loaded when Filter is first pressed. */
const NarrowSheet = lazy(() => import('./narrow-sheet.tsx').then((m) => ({ default: m.NarrowSheet })));

const SORT_KEYS = {
  relevance: 'sort.relevance',
  nearest: 'sort.nearest',
  newest: 'sort.newest',
  salary: 'sort.salary',
} as const satisfies Record<JobSort, string>;

/**
 * Sort by (as listed, nearest, newest, highest salary) and Filter (job type, work mode, a minimum salary) over the
 * jobs the list has loaded, saying so: 'Sorted among the 312 jobs loaded', '12 of the 312 jobs loaded match'.
 */
export function ListOptions({ loadedCount, keptCount }: { loadedCount: number; keptCount: number }) {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  const field = useJobFieldText();
  const sortId = useId();
  const actor = JobListActor.useActorRef();
  const options = JobListActor.useSelector((s) => s.context.options);
  const [narrowing, setNarrowing] = useState(false);
  const arrange = (change: Partial<JobListOptions>) => actor.send({ type: 'list.arrange', options: change });
  const narrowed = isNarrowed(options);
  const count = [options.jobType, options.workMode, options.minSalary].filter((value) => value !== null).length;

  return (
    <div className="list-options">
      <div className="list-options__bar">
        <label className="list-options__sort" htmlFor={sortId}>
          <span>{t('options.sortBy')}</span>
          <select
            id={sortId}
            value={options.sort}
            onChange={(event) => arrange({ sort: event.target.value as JobSort })}
          >
            {JOB_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_KEYS[sort])}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setNarrowing(true)}>
          {count > 0 ? t('options.filterCount', { count: format.number(count) }) : t('options.filter')}
        </Button>
      </div>
      {narrowed ? (
        <ul className="list-options__chips" aria-label={t('options.active')}>
          {options.jobType ? (
            <li>
              <Chip label={field.term(options.jobType)} onRemove={() => arrange({ jobType: null })} />
            </li>
          ) : null}
          {options.workMode ? (
            <li>
              <Chip label={field.term(options.workMode)} onRemove={() => arrange({ workMode: null })} />
            </li>
          ) : null}
          {options.minSalary ? (
            <li>
              <Chip
                label={t('narrow.salaryAtLeast', { amount: format.rupees(options.minSalary) })}
                onRemove={() => arrange({ minSalary: null })}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
      {loadedCount > 0 && (narrowed || options.sort !== 'relevance') ? (
        <p className="list-options__note" role="status">
          {narrowed
            ? t('options.keptNote', {
                count: loadedCount,
                kept: format.number(keptCount),
                loaded: format.number(loadedCount),
              })
            : t('options.sortedNote', { count: loadedCount, loaded: format.number(loadedCount) })}
        </p>
      ) : null}
      {narrowing ? (
        <Suspense fallback={null}>
          <NarrowSheet onClose={() => setNarrowing(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
