import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import { salaryMessage } from '#machines';
import { useFormat, useLocalMessageText } from '#web/i18n/index.ts';
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
  const text = useLocalMessageText();
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
      salary: (job: Pick<JobView, 'minimumCtc' | 'maximumCtc' | 'maxSalaryLimit'>) =>
        text(salaryMessage(monthlySalary(job), format.rupees)),
    }),
    [t, text, format, field],
  );
}
