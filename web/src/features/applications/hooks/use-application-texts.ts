import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import {
  activityTimeAgo,
  DEFAULT_COMPANY_NAME,
  formatApplicationDate,
  SALARY_NOT_SPECIFIED,
  type FilterOption,
} from '#machines';
import { useFormat, useLanguage, type TextKey } from '#web/i18n/index.ts';
import { applicationsNs } from '../i18n.ts';

type ApplicationsKey = TextKey<'applications'>;

/**
 * Status badges, filter choices and timeline steps, by the English label the machines give them (lower case: a
 * status the machines do not know keeps the server's spelling, in any case).
 */
const STATUS_KEYS: Readonly<Record<string, ApplicationsKey>> = {
  submitted: 'status.submitted',
  applied: 'status.applied',
  'not applied yet': 'status.notAppliedYet',
  'sign in pending': 'status.signInPending',
  shortlisted: 'status.shortlisted',
  'under review': 'status.underReview',
  'in process': 'status.inProcess',
  'on hold': 'status.onHold',
  'interview scheduled': 'status.interviewScheduled',
  interview: 'status.interview',
  selected: 'status.selected',
  offered: 'status.offered',
  hired: 'status.hired',
  joined: 'status.joined',
  completed: 'status.completed',
  rejected: 'status.rejected',
  removed: 'status.removed',
  'no show': 'status.noShow',
  'not joined': 'status.notJoined',
  withdrawn: 'status.withdrawn',
  cancelled: 'status.cancelled',
  'position closed': 'status.positionClosed',
  'interview pending': 'timeline.interviewPending',
  'final decision': 'timeline.finalDecision',
};

const SELECTED_ROUND = /^Selected - Round (\d+)$/;
const lowerCase = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The Date Applied choices, by their value. */
const DATE_KEYS: Readonly<Record<string, ApplicationsKey>> = {
  last7days: 'date.last7Days',
  last30days: 'date.last30Days',
  last90days: 'date.last3Months',
};

/** 'Nd ago', 'Nh ago', 'Nm ago' as the applications rule words them. */
const AGO = /^(\d+)([dhm]) ago$/;
const AGO_KEYS: Readonly<Record<string, ApplicationsKey>> = {
  d: 'recent.daysAgo',
  h: 'recent.hoursAgo',
  m: 'recent.minutesAgo',
};

const SALARY = /^₹([\d,]+(?:\.\d+)?)\/month$/;

/** A status label or timeline step in the chosen language; a status nobody lists shows as the server wrote it. */
export function useStatusText(): (label: string) => string {
  const { t } = useTranslation(applicationsNs);
  return useCallback(
    (label: string) => {
      const round = SELECTED_ROUND.exec(label);
      if (round) return t('status.selectedRound', { round: round[1] ?? '' });
      const key = STATUS_KEYS[lowerCase(label)];
      if (!key) return label;
      const text = t(key);
      // English shows the label as it came ('IN PROCESS' stays so); another language its translation.
      return lowerCase(text) === lowerCase(label) ? label : text;
    },
    [t],
  );
}

/** A filter choice in the chosen language: 'All', the statuses, the date windows; another server label as sent. */
export function useFilterOptionText(): (option: FilterOption) => string {
  const { t } = useTranslation(applicationsNs);
  const statusText = useStatusText();
  return useCallback(
    (option: FilterOption) => {
      if (option.value === 'all' || option.label === 'All') return t('filters.all');
      const dateKey = DATE_KEYS[option.value];
      return dateKey ? t(dateKey) : statusText(option.label);
    },
    [t, statusText],
  );
}

/**
 * The screen's dates, times and money in the chosen language: 'Nov 2, 2026' in English as the spec writes it,
 * the language's Indian-locale short date otherwise; 'just now' / 'Nd ago'; '₹22,000/month'.
 */
export function useApplicationFormat() {
  const { t } = useTranslation(applicationsNs);
  const format = useFormat();
  const { code } = useLanguage();
  const date = useCallback(
    (at: number | null) => (at === null ? '' : code === 'en' ? formatApplicationDate(at) : format.date(at)),
    [code, format],
  );
  const timeAgo = useCallback(
    (at: number | null, now: number) => {
      const ago = AGO.exec(activityTimeAgo(at, now));
      const unitKey = ago ? AGO_KEYS[ago[2] ?? ''] : undefined;
      return ago && unitKey ? t(unitKey, { number: format.number(Number(ago[1])) }) : t('recent.justNow');
    },
    [t, format],
  );
  const salary = useCallback(
    (text: string) => {
      if (text === SALARY_NOT_SPECIFIED) return t('card.salaryNotSpecified');
      const amount = SALARY.exec(text)?.[1];
      if (amount === undefined) return text;
      const rupees = Number(amount.replace(/,/g, ''));
      return t('card.salaryPerMonth', { amount: Number.isInteger(rupees) ? format.rupees(rupees) : `₹${amount}` });
    },
    [t, format],
  );
  const company = useCallback(
    (name: string) => (name === DEFAULT_COMPANY_NAME ? t('card.companyNotSpecified') : name),
    [t],
  );
  return { date, timeAgo, salary, company, number: format.number };
}
