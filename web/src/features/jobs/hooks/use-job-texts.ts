import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { useFormat } from '#web/i18n/index.ts';
import { useJobFieldText } from '#web/i18n/job-field-text.ts';
import { jobsNs } from '../i18n.ts';
import { locationText, monthlySalary, type JobView } from '../model/normalize-job.ts';

/**
 * A job's title, place, type and monthly salary as the card and the details write them in the chosen language:
 * the job's own fields through the job-field dictionaries (i18n/job-field-text.ts), the placeholders and 'per month' through the jobs texts,
 * the rupees in the language's Indian locale.
 */
export function useJobTexts() {
  const { t } = useTranslation(jobsNs);
  const format = useFormat();
  const field = useJobFieldText();
  return useMemo(
    () => ({
      field,
      title: (job: Pick<JobView, 'title'>) => field.title(job.title) || t('job.titleNotAvailable'),
      place: (job: Pick<JobView, 'cityName' | 'pincode'>) => {
        const city = field.city(job.cityName);
        return city ? locationText(job, city) : t('job.locationNotSpecified');
      },
      /** The job's type, 'Full-time' when it gives none. */
      jobType: (job: Pick<JobView, 'jobType'>) => (job.jobType ? field.term(job.jobType) : t('job.fullTime')),
      /** The experience the job asks for, 'Not specified' when it gives none. */
      experience: (job: Pick<JobView, 'experience'>) => field.experience(job.experience) || t('details.notSpecified'),
      salary: (job: Pick<JobView, 'minimumCtc' | 'maximumCtc' | 'maxSalaryLimit'>) => {
        const { min, max } = monthlySalary(job);
        if (min > 0 && max > 0) return t('salary.range', { min: format.rupees(min), max: format.rupees(max) });
        if (max > 0) return t('salary.upTo', { max: format.rupees(max) });
        if (min > 0) return t('salary.from', { min: format.rupees(min) });
        return t('salary.notDisclosed');
      },
    }),
    [t, format, field],
  );
}
